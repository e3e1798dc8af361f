import { TICKET_DEPARTMENTS, TICKET_PRIORITIES, TICKET_STATUSES } from '@shop/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { useAdminListTicketsQuery, type AdminListTicketsApiArg } from '../../../api';
import {
  Badge,
  EmptyState,
  LoadErrorAlert,
  PageHeader,
  Select,
  Skeleton,
  TextField,
} from '../../../components/ui';

const label = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace('_', ' ');
const all = (values: readonly string[], none: string) => [
  { value: '', label: none },
  ...values.map((v) => ({ value: v, label: label(v) })),
];

/** /admin/tickets: every ticket, filtered and searched on the server, the latest activity first. */
export function TicketsPage() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const query: AdminListTicketsApiArg = {
    limit: 50,
    ...(params.get('status') ? { status: params.get('status') as AdminListTicketsApiArg['status'] } : {}),
    ...(params.get('department')
      ? { department: params.get('department') as AdminListTicketsApiArg['department'] }
      : {}),
    ...(params.get('priority')
      ? { priority: params.get('priority') as AdminListTicketsApiArg['priority'] }
      : {}),
    ...(params.get('waiting') ? { waiting: params.get('waiting') === 'true' } : {}),
    ...(params.get('search') ? { search: params.get('search')! } : {}),
  };
  const tickets = useAdminListTicketsQuery(query);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Tickets" subtitle="Support tickets from customers and the contact form." />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label="Search"
          placeholder="Subject, number, customer"
          value={params.get('search') ?? ''}
          onChange={(event) => set('search', event.target.value)}
        />
        <Select
          label="Waiting"
          value={params.get('waiting') ?? ''}
          onChange={(event) => set('waiting', event.target.value)}
          options={[
            { value: '', label: 'All' },
            { value: 'true', label: 'Waiting for us' },
            { value: 'false', label: 'Not waiting' },
          ]}
        />
        <Select
          label="Status"
          value={params.get('status') ?? ''}
          onChange={(event) => set('status', event.target.value)}
          options={all(TICKET_STATUSES, 'All statuses')}
        />
        <Select
          label="Department"
          value={params.get('department') ?? ''}
          onChange={(event) => set('department', event.target.value)}
          options={all(TICKET_DEPARTMENTS, 'All departments')}
        />
        <Select
          label="Priority"
          value={params.get('priority') ?? ''}
          onChange={(event) => set('priority', event.target.value)}
          options={all(TICKET_PRIORITIES, 'All priorities')}
        />
      </div>
      {tickets.data ? (
        tickets.data.rows.length === 0 ? (
          <EmptyState title="No tickets match." />
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
            {tickets.data.rows.map((t) => (
              <li key={t.id}>
                <Link
                  to={`/admin/tickets/${t.id}`}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:bg-surface-muted"
                >
                  <span className="font-mono text-xs text-ink-muted">{t.number}</span>
                  <span className="min-w-0 flex-1 truncate font-medium text-ink">{t.subject}</span>
                  <Badge tone={t.waitingForUs ? 'warning' : 'neutral'}>{label(t.status)}</Badge>
                  <span className="w-full truncate text-xs text-ink-muted">
                    {t.customer.name} &lt;{t.customer.email}&gt; · {label(t.department)} · {label(t.priority)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : tickets.isError ? (
        <LoadErrorAlert
          retryLabel="Try again"
          onRetry={() => void tickets.refetch()}
          retrying={tickets.isFetching}
        >
          Failed to fetch tickets
        </LoadErrorAlert>
      ) : (
        <div role="status" aria-label="Loading tickets" className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      )}
    </div>
  );
}
