import { LifeBuoy, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useListMyTicketsQuery } from '../../api';
import { Button, Container, EmptyState, LoadErrorAlert, PageHeader, Skeleton } from '../../components/ui';
import { formatDate, useLocale, useT } from '../../i18n';
import { TicketStatusBadge } from './ticket-status-badge';

/** /support: the customer's tickets, the latest activity first, and a way to open a new one. */
export function SupportPage() {
  const t = useT();
  const locale = useLocale();
  const tickets = useListMyTicketsQuery({ limit: 100 });

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        title={t('support.list.title')}
        subtitle={t('support.list.subtitle')}
        actions={
          <Button asChild>
            <Link to="/support/new">
              <Plus className="size-4" aria-hidden="true" />
              {t('support.list.newTicket')}
            </Link>
          </Button>
        }
      />
      <div className="mt-8 max-w-3xl">
        {tickets.data ? (
          tickets.data.rows.length === 0 ? (
            <EmptyState icon={LifeBuoy} title={t('support.list.empty')} text={t('support.list.emptyHint')} />
          ) : (
            <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
              {tickets.data.rows.map((ticket) => (
                <li key={ticket.id}>
                  <Link
                    to={`/support/${ticket.id}`}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:bg-surface-muted"
                  >
                    <span className="font-mono text-xs text-ink-muted">{ticket.number}</span>
                    <span className="min-w-0 flex-1 truncate font-medium text-ink">{ticket.subject}</span>
                    <TicketStatusBadge status={ticket.status} />
                    <span className="w-full text-xs text-ink-muted">
                      {t(`support.department.${ticket.department}`)} ·{' '}
                      {t('support.list.lastActivity', { date: formatDate(ticket.lastActivityAt, locale) })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : tickets.isError ? (
          <LoadErrorAlert
            retryLabel={t('common.actions.tryAgain')}
            onRetry={() => void tickets.refetch()}
            retrying={tickets.isFetching}
          >
            {t('support.list.loadFailed')}
          </LoadErrorAlert>
        ) : (
          <div role="status" aria-label={t('support.list.loading')} className="flex flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        )}
      </div>
    </Container>
  );
}
