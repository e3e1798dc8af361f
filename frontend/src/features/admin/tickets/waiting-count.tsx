import { Link } from 'react-router-dom';
import { useAdminTicketStatsQuery } from '../../../api';
import { PAYMENT_QUEUE_POLL_MS } from '../payment-queue-count';

/** The console's link to the tickets waiting for an answer (OPEN and CUSTOMER_REPLY). */
export const WAITING_TICKETS_PATH = '/admin/tickets?waiting=true';

/** How many tickets wait for an answer from us; null until known or when it cannot be asked. */
export function useWaitingTicketsCount(skip: boolean): number | null {
  const { data } = useAdminTicketStatsQuery(undefined, { skip, pollingInterval: PAYMENT_QUEUE_POLL_MS });
  return data ? data.waiting : null;
}

/** The sidebar's count beside Tickets, shown while tickets wait. */
export function WaitingTicketsBadge({
  count,
  onNavigate,
}: {
  count: number | null;
  onNavigate?: () => void;
}) {
  if (!count) return null;
  const label = `${count} ${count === 1 ? 'ticket waits' : 'tickets wait'} for an answer`;
  return (
    <Link
      to={WAITING_TICKETS_PATH}
      onClick={onNavigate}
      aria-label={label}
      title={label}
      className="focus-ring-inverse absolute top-1/2 right-2 inline-flex min-w-6 -translate-y-1/2 items-center justify-center rounded-full bg-warning-200 px-1.5 py-0.5 text-xs font-bold text-brand-950 tabular-nums hover:bg-warning-100"
    >
      {count > 99 ? '99+' : count}
    </Link>
  );
}
