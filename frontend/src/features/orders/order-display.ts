import { formatGb, orderStatusLabel, type OrderPaymentState } from '@shop/domain';
import type { BadgeTone } from '../../components/ui';
import type { Order } from '../../api';
import { formatDisplayDate, type Locale, type useT } from '../../i18n';
import { orders as englishOrders } from '../../i18n/en/orders';

/** The translate function components get from useT(). */
export type Translate = ReturnType<typeof useT>;

/** The badge colour of an order's status; the label itself follows domain's orderStatusLabel. */
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

type StatusKey = keyof typeof englishOrders.status;

/**
 * Domain's English labels to their catalogue keys: the English catalogue holds exactly domain's
 * labels (i18n/spec/orders.ts checks it), so domain's label names the key.
 */
const STATUS_KEYS: ReadonlyMap<string, StatusKey> = new Map(
  (Object.entries(englishOrders.status) as [StatusKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * What the customer sees for an order's status, in the app's language. Which label applies is
 * domain's orderStatusLabel; an unknown status shows as it is.
 */
export function orderStatusText(order: OrderPaymentState, t: Translate): string {
  const label = orderStatusLabel(order);
  const key = STATUS_KEYS.get(label);
  return key ? t(`orders.status.${key}`) : label;
}

export function orderTypeLabel(type: Order['type'], t: Translate): string {
  return type === 'GAME' ? t('orders.type.GAME') : t('orders.type.KVM');
}

/** The few specifications that tell orders apart: '2 vCPU · 2.0 GB RAM · 40.0 GB SSD · Ubuntu 22.04'. */
export function orderKeySpecs(order: Order, t: Translate): string {
  const s = order.specifications ?? {};
  const parts: string[] = [];
  if (order.type === 'GAME') {
    if (s.version) parts.push(t('orders.specs.version', { version: s.version }));
    if (s.slots) parts.push(t('orders.specs.slots', { count: s.slots }));
    else if (s.memory) parts.push(t('orders.specs.memory', { size: formatGb(s.memory) }));
  } else {
    if (s.cores) parts.push(t('orders.specs.cores', { cores: s.cores }));
    if (s.memory) parts.push(t('orders.specs.memory', { size: formatGb(s.memory) }));
    if (s.disk) parts.push(t('orders.specs.disk', { size: formatGb(s.disk) }));
    if (s.os) parts.push(s.os);
  }
  const days = order.duration || s.duration;
  if (days) parts.push(t('orders.specs.days', { count: days }));
  return parts.join(' · ');
}

/** '12 Mar 2026', as the day is in Addis Ababa; in Amharic with the Ethiopian date beside it. */
export function formatOrderDate(iso: string, locale: Locale): string {
  return formatDisplayDate(iso, locale);
}
