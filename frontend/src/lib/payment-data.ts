import { MANUAL_PAYMENT_METHODS, orderNumber } from '@shop/domain';
import { STORAGE_KEYS, readJson, remove, writeJson } from './storage';

/**
 * What the payment instructions need from the order just created: its id and the server's total.
 * Carried as router state and kept in session storage (temporary browser storage), so a reload of
 * /payment-instruction still shows the amount.
 */
export type PaymentData = {
  /** Null when the order came back without one: Done then explains instead of navigating. */
  orderId: string | null;
  /** ETB, VAT included, as priced by the server. */
  totalPrice: number;
  currency: string;
  serviceName?: string;
  /** A renewal of an existing service (from Extend): the amount due says so. */
  renewal?: boolean;
};

/** The query parameter of /payment-instruction that names the order to pay. */
export const ORDER_PARAM = 'order';
/**
 * The parameter's older name, still in mails already sent (renewal reminders) and links kept
 * elsewhere: '/payment-instruction?orderId=<uuid>' opens the same page.
 */
export const LEGACY_ORDER_ID_PARAM = 'orderId';

/** The payment instructions of one order: '/payment-instruction?order=<uuid>'. */
export function paymentInstructionPath(orderId: string): string {
  return `/payment-instruction?${new URLSearchParams({ [ORDER_PARAM]: orderId })}`;
}

/** The order the payment page's address names (either parameter's name), or null. */
export function orderIdInAddress(params: URLSearchParams): string | null {
  const id = (params.get(ORDER_PARAM) ?? params.get(LEGACY_ORDER_ID_PARAM))?.trim();
  return id ? id : null;
}

/** What the customer writes as the transfer's reason: the order number, 8 characters, upper case. */
export function transferReason(orderId: string): string {
  return orderNumber(orderId);
}

export const PAYMENT_DATA_KEY = STORAGE_KEYS.paymentData;

/** The two ways to pay by transfer; the instructions page's tab is handed on to the confirmation form. */
export type PaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** Navigation state of /payment-confirm/{id}: the method the customer was reading about. */
export type PaymentConfirmState = { paymentMethod?: PaymentMethod };

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (MANUAL_PAYMENT_METHODS as readonly unknown[]).includes(value);
}

function toPaymentData(value: unknown): PaymentData | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<PaymentData>;
  if (typeof v.totalPrice !== 'number' || !Number.isFinite(v.totalPrice)) return null;
  return {
    orderId: typeof v.orderId === 'string' && v.orderId.trim() !== '' ? v.orderId : null,
    totalPrice: v.totalPrice,
    currency: typeof v.currency === 'string' && v.currency ? v.currency : 'ETB',
    ...(typeof v.serviceName === 'string' ? { serviceName: v.serviceName } : {}),
  };
}

export function savePaymentData(data: PaymentData): void {
  writeJson(PAYMENT_DATA_KEY, data, 'session');
}

/** The router state when it holds payment data, else what session storage kept, else null. */
export function readPaymentData(routerState: unknown): PaymentData | null {
  return toPaymentData(routerState) ?? toPaymentData(readJson<unknown>(PAYMENT_DATA_KEY, 'session'));
}

/** Once the payment is reported the instructions are no longer needed. */
export function clearPaymentData(): void {
  remove(PAYMENT_DATA_KEY, 'session');
}
