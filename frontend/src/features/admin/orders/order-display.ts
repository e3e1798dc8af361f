import { formatGb, isOrderStatus, ORDER_STATUS_LABELS } from '@shop/domain';
import type { AdminOrder, OrderSpecifications } from '../../../api';
import type { BadgeTone } from '../../../components/ui';

/** The table's specifications: cores, memory and disk in GB (console spec 2.5 and 9). */
export function specParts(specs: OrderSpecifications): string[] {
  const parts: string[] = [];
  if (typeof specs.cores === 'number') parts.push(`${specs.cores} ${specs.cores === 1 ? 'core' : 'cores'}`);
  if (typeof specs.memory === 'number') parts.push(`${formatGb(specs.memory)} RAM`);
  if (typeof specs.disk === 'number') parts.push(`${formatGb(specs.disk)} disk`);
  return parts;
}

/** The specifications on one line: '4 cores · 8.0 GB RAM · 80.0 GB disk'. */
export function specsSummary(specs: OrderSpecifications): string {
  return specParts(specs).join(' · ');
}

/** Labels and units of the specification keys the shop writes; the details list them in this order. */
const SPEC_LABELS: Readonly<Record<string, { label: string; format?: (value: number) => string }>> = {
  game: { label: 'Game' },
  version: { label: 'Version' },
  os: { label: 'Operating System' },
  cores: { label: 'CPU Cores' },
  cpuType: { label: 'CPU Type' },
  baseSpeed: { label: 'Base Speed', format: (v) => `${v} GHz` },
  turboSpeed: { label: 'Turbo Speed', format: (v) => `${v} GHz` },
  memory: { label: 'Memory', format: formatGb },
  disk: { label: 'Disk', format: formatGb },
  ipv4: { label: 'IPv4 Addresses' },
  traffic: { label: 'Traffic', format: (v) => `${v} TB` },
  slots: { label: 'Player Slots' },
  duration: { label: 'Duration', format: (v) => `${v} ${v === 1 ? 'day' : 'days'}` },
};

/** Catalogue ids the admin has no use for (the names beside them say the same). */
const HIDDEN_SPECS = new Set(['osId', 'versionId']);

/** 'ipv4Count' -> 'Ipv4 Count', 'cpuType' -> 'Cpu Type': a key the shop may add later, still readable. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
  return words.replace(/\b\w/g, (c) => c.toUpperCase());
}

export type SpecRow = { key: string; label: string; value: string };

/** The order's specifications with humanised labels and GB for memory and disk (the details modal). */
export function specRows(specs: OrderSpecifications): SpecRow[] {
  const entries = Object.entries(specs as Record<string, unknown>).filter(
    ([key, value]) => !HIDDEN_SPECS.has(key) && value !== null && value !== undefined && value !== '',
  );
  const known = Object.keys(SPEC_LABELS);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => {
      const spec = SPEC_LABELS[key];
      const text =
        typeof value === 'number' && spec?.format ? spec.format(value) : String(value as string | number);
      return { key, label: spec?.label ?? humanizeKey(key), value: text };
    });
}

/** Order status as the console writes it, from domain's one table: 'PENDING' -> 'Pending'. */
export function statusLabel(status: string): string {
  return isOrderStatus(status)
    ? ORDER_STATUS_LABELS[status]
    : status.charAt(0) + status.slice(1).toLowerCase();
}

export function statusTone(status: AdminOrder['status']): BadgeTone {
  switch (status) {
    case 'PENDING':
      return 'warning';
    case 'PROVISIONING':
      return 'info';
    case 'ACTIVE':
    case 'COMPLETED':
      return 'success';
    case 'FAILED':
      return 'danger';
    default:
      return 'neutral';
  }
}

export function typeLabel(type: AdminOrder['type']): string {
  return type === 'GAME' ? 'Game' : 'KVM';
}

const addisTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Addis_Ababa',
});

/** The 24-hour time in Africa/Addis_Ababa: '14:05' (the shared formats give it only with the date). */
export function formatAddisTime(value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : addisTime.format(date);
}
