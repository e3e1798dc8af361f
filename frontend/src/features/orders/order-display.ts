import { formatGb, orderStatusLabel, type OrderPaymentState } from '@shop/domain';
import type { BadgeTone } from '../../components/ui';
import type { Order } from '../../api';

/** The badge colour of an order's status; the label itself comes from domain's orderStatusLabel. */
export function orderStatusTone(order: OrderPaymentState): BadgeTone {
  switch (order.status) {
    case 'PENDING':
      if (order.paid) return 'brand';
      return order.paymentReported ? 'info' : 'warning';
    case 'PROVISIONING':
      return 'brand';
    case 'ACTIVE':
    case 'COMPLETED':
      return 'success';
    case 'FAILED':
      return 'danger';
    default:
      return 'neutral';
  }
}

export { orderStatusLabel };

export function orderTypeLabel(type: Order['type']): string {
  return type === 'GAME' ? 'Game Server' : 'KVM Server';
}

/** The few specifications that tell orders apart: '2 vCPU · 2.0 GB RAM · 40.0 GB SSD · Ubuntu 22.04'. */
export function orderKeySpecs(order: Order): string {
  const s = order.specifications ?? {};
  const parts: string[] = [];
  if (order.type === 'GAME') {
    if (s.version) parts.push(`v${s.version}`);
    if (s.slots) parts.push(`${s.slots} slots`);
    else if (s.memory) parts.push(`${formatGb(s.memory)} RAM`);
  } else {
    if (s.cores) parts.push(`${s.cores} vCPU`);
    if (s.memory) parts.push(`${formatGb(s.memory)} RAM`);
    if (s.disk) parts.push(`${formatGb(s.disk)} SSD`);
    if (s.os) parts.push(s.os);
  }
  const days = order.duration || s.duration;
  if (days) parts.push(`${days} days`);
  return parts.join(' · ');
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Addis_Ababa',
});

/** '12 Mar 2026', as the day is in Addis Ababa. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}
