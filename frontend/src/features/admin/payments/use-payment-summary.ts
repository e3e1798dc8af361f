import { PAYMENT_METHODS } from '@shop/domain';
import { useAdminGetStatsQuery, useAdminListPaymentsQuery, type PaymentMethod } from '../../../api';

/**
 * Counting payments needs no rows: one row is asked for, and the server tells how many match in
 * X-Total-Count. (The summary is over every payment, whatever the table's filters.)
 */
const COUNT_ONLY = { limit: 1 } as const;

export type PaymentSummary = {
  /** The sum of the SUCCESS payments, ETB (the dashboard's revenue: the same figure, computed in SQL). */
  revenue: number;
  total: number;
  successful: number;
  pending: number;
  byMethod: { method: PaymentMethod; count: number }[];
};

/**
 * The Payments screen's summary cards and method distribution (console spec 2.7), asked of the
 * server rather than added up from a page of rows: the payment list's totals by status and by
 * method, and the dashboard statistics' revenue.
 */
export function usePaymentSummary() {
  const stats = useAdminGetStatsQuery();
  const all = useAdminListPaymentsQuery(COUNT_ONLY);
  const successful = useAdminListPaymentsQuery({ ...COUNT_ONLY, status: 'SUCCESS' });
  const pending = useAdminListPaymentsQuery({ ...COUNT_ONLY, status: 'PENDING' });
  const telebirr = useAdminListPaymentsQuery({ ...COUNT_ONLY, method: 'TELEBIRR' });
  const cbe = useAdminListPaymentsQuery({ ...COUNT_ONLY, method: 'CBE' });
  const chapa = useAdminListPaymentsQuery({ ...COUNT_ONLY, method: 'CHAPA' });
  const byMethodQuery = { TELEBIRR: telebirr, CBE: cbe, CHAPA: chapa } as const;
  const queries = [stats, all, successful, pending, telebirr, cbe, chapa];

  const summary: PaymentSummary | undefined =
    stats.data && all.data && successful.data && pending.data && telebirr.data && cbe.data && chapa.data
      ? {
          revenue: stats.data.revenue.total,
          total: all.data.total,
          successful: successful.data.total,
          pending: pending.data.total,
          byMethod: PAYMENT_METHODS.map((method) => ({
            method,
            count: byMethodQuery[method].data?.total ?? 0,
          })),
        }
      : undefined;

  return {
    summary,
    error: queries.find((query) => query.error)?.error,
    isFetching: queries.some((query) => query.isFetching),
    /** Asks again for what failed (or everything, when nothing did). */
    refetch: () => {
      const failed = queries.filter((query) => query.error);
      for (const query of failed.length ? failed : queries) void query.refetch();
    },
  };
}
