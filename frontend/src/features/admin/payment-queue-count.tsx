import { Link } from 'react-router-dom';
import { useAdminListOrdersQuery } from '../../api';
import { PAYMENT_QUEUE_PATH } from './orders/order-filters';

/** How often the sidebar asks again while the console stays open (writes refresh it at once). */
export const PAYMENT_QUEUE_POLL_MS = 60_000;

/**
 * How many orders wait in the payments queue (reported payments to confirm, money paid after
 * cancellation to send back), from the server (the list's X-Total-Count for paymentQueue=true, one
 * row read); null until known or when it cannot be asked.
 */
export function usePaymentQueueCount(skip: boolean): number | null {
  const { data } = useAdminListOrdersQuery(
    { paymentQueue: true, limit: 1 },
    { skip, pollingInterval: PAYMENT_QUEUE_POLL_MS },
  );
  return data ? data.total : null;
}

/** The sidebar's count beside Orders: a link to the queue, shown while something waits. */
export function PaymentQueueBadge({ count, onNavigate }: { count: number | null; onNavigate?: () => void }) {
  if (!count) return null;
  const label = `${count} ${count === 1 ? 'payment' : 'payments'} in the queue`;
  return (
    <Link
      to={PAYMENT_QUEUE_PATH}
      onClick={onNavigate}
      aria-label={label}
      title={label}
      className="focus-ring-inverse absolute top-1/2 right-2 inline-flex min-w-6 -translate-y-1/2 items-center justify-center rounded-full bg-warning-200 px-1.5 py-0.5 text-xs font-bold text-brand-950 tabular-nums hover:bg-warning-100"
    >
      {count > 99 ? '99+' : count}
    </Link>
  );
}
