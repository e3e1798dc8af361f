import type { AdminPayment } from '../../../api';
import { mockId } from '../../../mocks/fixtures';
import { db } from '../../../mocks/state';
import { toAdminPayment } from '../../../mocks/views';

/** The mock backend's payments by what the console shows of them. */
export const ADMIN_PAYMENT_IDS = {
  /** Abebe's Ryzen order, reported by telebirr and waiting for the admin: PENDING. */
  reported: mockId('payment', 'demo-ryzen-reported'),
  /** Selam's KVM Server Pro, paid by CBE (account ending 4821): SUCCESS. */
  selamPro: mockId('payment', 'selam-pro-active'),
  /** Dawit's first try by CBE: FAILED. */
  dawitFailed: mockId('payment', 'dawit-small-first-try'),
} as const;

/** A payment as GET /admin/payments answers it now, with changes. */
export function adminPaymentOf(id: string, changes: Partial<AdminPayment> = {}): AdminPayment {
  const row = db.payments.find((p) => p.id === id);
  if (!row) throw new Error(`No mock payment ${id}`);
  return { ...toAdminPayment(row), ...changes };
}

/** One payment per status. */
export function paymentsInEveryStatus(): AdminPayment[] {
  return [
    adminPaymentOf(ADMIN_PAYMENT_IDS.reported),
    adminPaymentOf(ADMIN_PAYMENT_IDS.selamPro),
    adminPaymentOf(ADMIN_PAYMENT_IDS.dawitFailed),
  ];
}

/** How many payments match each count the summary asks for, by the query's status or method. */
export type PaymentCounts = {
  all: number;
  SUCCESS: number;
  PENDING: number;
  FAILED: number;
  TELEBIRR: number;
  CBE: number;
  CHAPA: number;
};

/** The total a list request gets for these counts (the summary asks by one status or one method). */
export function totalFor(url: URL, counts: PaymentCounts): number {
  const status = url.searchParams.get('status') as keyof PaymentCounts | null;
  const method = url.searchParams.get('method') as keyof PaymentCounts | null;
  return counts[status ?? method ?? 'all'];
}
