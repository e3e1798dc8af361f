/**
 * Catalog rules: KVM lines, featured offers, versions and operating systems. The sliders and the
 * known games live in their own files and are re-exported here.
 */
import { KVM_LINE_KEYS } from './enums';
import type { KvmLine } from './enums';

export * from './sliders';
export * from './games';

export const FEATURED_COUNT = 3;
/** Of the featured offers, the one flagged 'Most Popular' (the middle one). */
export const MOST_POPULAR_FEATURED_INDEX = 1;
export const SALE_LINE = '2025sale';
/** The OS preselected in the reinstall dialog. */
export const DEFAULT_REINSTALL_OS = 'ubuntu-20.04';

/** The tab label of each KVM line (the lines themselves are the contract's list, enums.ts). */
const KVM_LINE_LABELS: Readonly<Record<KvmLine, string>> = {
  '2025sale': 'Packages',
  ipv6onlygen1: 'IPv6 Only',
  intelxeon: 'Intel Xeon',
  ryzengen2: 'Ryzen',
};

/** The KVM lines in tab order, with their labels. */
export const KVM_LINES: readonly { key: KvmLine; label: string }[] = KVM_LINE_KEYS.map((key) => ({
  key,
  label: KVM_LINE_LABELS[key],
}));

export type KvmLineKey = KvmLine;

export function isKvmLine(line: string): line is KvmLineKey {
  return KVM_LINES.some((entry) => entry.key === line);
}

/** The tab label of a line ('Packages' for 2025sale); an unknown line shows as it is. */
export function kvmLineLabel(line: string): string {
  return KVM_LINES.find((entry) => entry.key === line)?.label ?? line;
}

/** The lines whose plans come with an IPv6 address and include no IPv4 (IPv4 is bought as extras). */
export const IPV6_ONLY_LINES: readonly KvmLine[] = ['ipv6onlygen1'];

/** Whether a KVM server of this line gets an IPv6 address: the IPv6-only line's do. */
export function lineIncludesIpv6(line: string | null | undefined): boolean {
  return IPV6_ONLY_LINES.some((entry) => entry === line);
}

/** The servers table's CPU column: 'Xeon Gold' for 2025sale and ipv6onlygen1, otherwise the line's label. */
export function cpuColumnLabel(line: string): string {
  return line === '2025sale' || line === 'ipv6onlygen1' ? 'Xeon Gold' : kvmLineLabel(line);
}

/** The landing page's featured offers: the first 3 of the sale catalog. */
export function featuredOffers<T>(offers: readonly T[]): T[] {
  return offers.slice(0, FEATURED_COUNT);
}

/** Splits into runs of digits and runs of other characters: '1.21.4' -> ['1', '.', '21', '.', '4']. */
function versionParts(version: string): string[] {
  return version.toLowerCase().match(/\d+|\D+/g) ?? [];
}

function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Natural order of version strings, ascending: numbers compare by value ('1.9' < '1.21'), a longer
 * version beats its prefix ('1.9' < '1.9.2'), text compares case-insensitively and sorts after numbers.
 */
export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < Math.min(pa.length, pb.length); i += 1) {
    const x = pa[i];
    const y = pb[i];
    const xDigits = /^\d/.test(x);
    const yDigits = /^\d/.test(y);
    let order: number;
    if (xDigits && yDigits) order = compareDigits(x, y);
    else if (xDigits !== yDigits) order = xDigits ? -1 : 1;
    else order = x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return order;
  }
  return pa.length - pb.length;
}

/** Versions newest first ('1.21.4', '1.9.2', '1.9'); the first one is preselected. Does not mutate. */
export function sortVersions<T extends { version: string }>(versions: readonly T[]): T[] {
  return [...versions].sort((a, b) => compareVersions(b.version, a.version));
}

export interface OsOptionLike {
  type?: string | null;
  sort?: number | null;
}

/** OS options by their `sort` field, ascending; options without one go last, ties keep their order. */
export function sortOsOptions<T extends OsOptionLike>(options: readonly T[]): T[] {
  const key = (option: T) =>
    typeof option.sort === 'number' && Number.isFinite(option.sort) ? option.sort : Infinity;
  return [...options].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

/** The preselected OS: the first linux one in sort order (type compared case-insensitively), else the first, else null. */
export function defaultOs<T extends OsOptionLike>(options: readonly T[]): T | null {
  const sorted = sortOsOptions(options);
  return sorted.find((option) => option.type?.toLowerCase() === 'linux') ?? sorted[0] ?? null;
}
