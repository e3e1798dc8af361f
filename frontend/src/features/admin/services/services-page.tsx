import { ADMIN_SERVICES_LOAD_FAILED, SERVICE_STATUSES } from '@shop/domain';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useAdminListServicesQuery, type AdminService } from '../../../api';
import { Button, PageHeader } from '../../../components/ui';
import {
  ADMIN_PAGE_SIZE,
  adminErrorMessage,
  enumFilter,
  FilterSelect,
  ListToolbar,
  LoadError,
  Pagination,
  useListParams,
} from '../shared';
import { FeedbackBanner } from './feedback-banner';
import { SendAllRemindersDialog } from './send-all-reminders-dialog';
import { ServiceDetailsDialog } from './service-details-dialog';
import { serviceStatusLabel } from './service-display';
import { ServiceGrid, ServiceGridSkeleton } from './service-grid';
import { StopServiceDialog } from './stop-service-dialog';
import { useServiceActions } from './use-service-actions';

const STATUS_OPTIONS = SERVICE_STATUSES.map((status) => ({
  value: status,
  label: serviceStatusLabel(status),
}));

/** The lifecycle filters (issue 25): what is coming, with its dates on each card. */
const LIFECYCLE_FILTERS = ['renewal-due', 'suspended', 'to-be-terminated'] as const;
const LIFECYCLE_OPTIONS = [
  { value: 'renewal-due', label: 'Renewal due' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'to-be-terminated', label: 'To be terminated' },
];

/**
 * The console's Services screen (spec 2.6): every service as a card, searched, filtered and paged by
 * the server with the query in the URL; stop and start, expiry reminders one by one or all at once,
 * with the answer in a banner that goes away by itself.
 */
export function ServicesPage() {
  const list = useListParams(['status', 'lifecycle'] as const);
  const status = enumFilter(list.filters.status, SERVICE_STATUSES);
  const lifecycle = enumFilter(list.filters.lifecycle, LIFECYCLE_FILTERS);
  const services = useAdminListServicesQuery({
    ...list.queryArgs,
    ...(status ? { status } : {}),
    ...(lifecycle ? { lifecycle } : {}),
  });
  const actions = useServiceActions();
  const [viewing, setViewing] = useState<AdminService | null>(null);
  // Stop and Send All Reminders ask first (issue 27).
  const [stopping, setStopping] = useState<AdminService | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);

  if (actions.statusError !== null) {
    return (
      <div className="space-y-6">
        <PageHeader title="Services" />
        <LoadError
          title="Service Status Not Changed"
          message={actions.statusError}
          onRetry={() => {
            actions.clearStatusError();
            void services.refetch();
          }}
        />
      </div>
    );
  }

  const page = services.currentData ?? services.data;
  const filtered = Boolean(list.search || status || lifecycle);
  // Dimmed only while the rows shown are another query's (a new search, filter or page): a read of
  // the same query again (after one's own stop, start or hold) keeps its rows (currentData) and
  // swaps them in place when the answer comes, with no flicker across the whole list.
  const updating = services.isFetching && services.currentData === undefined;
  // The details show the row as last read (after a hold or a stop), the copy opened with only
  // while the row is not on the page.
  const viewed = viewing ? (page?.rows.find((row) => row.id === viewing.id) ?? viewing) : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Services"
        subtitle="Every customer's service: stop or start it, and remind customers before it expires."
        actions={
          <Button onClick={() => setConfirmingAll(true)} loading={actions.sendingAll}>
            {!actions.sendingAll && <BellRing className="size-4" aria-hidden="true" />}
            Send All Reminders
          </Button>
        }
      />

      {actions.feedback && <FeedbackBanner feedback={actions.feedback} onDismiss={actions.dismissFeedback} />}

      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Search services"
        searchPlaceholder="Name, id, customer, e-mail, IP address or ip:port"
      >
        <FilterSelect
          label="Status"
          value={status}
          onChange={(value) => list.setFilter('status', value)}
          options={STATUS_OPTIONS}
          className="sm:w-44"
        />
        <FilterSelect
          label="Lifecycle"
          value={lifecycle}
          onChange={(value) => list.setFilter('lifecycle', value)}
          options={LIFECYCLE_OPTIONS}
          className="sm:w-48"
        />
      </ListToolbar>

      {services.error ? (
        <LoadError
          title="Error Loading Services"
          message={adminErrorMessage(services.error, ADMIN_SERVICES_LOAD_FAILED)}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      ) : !page ? (
        <ServiceGridSkeleton />
      ) : (
        <>
          <ServiceGrid
            services={page.rows}
            filtered={filtered}
            updating={updating}
            busy={actions.busy}
            onView={setViewing}
            onSetStatus={(service, next) =>
              next === 'INACTIVE' ? setStopping(service) : void actions.setStatus(service, next)
            }
            onRemind={(service) => void actions.remind(service)}
          />
          <Pagination
            page={list.page}
            total={page.total}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={list.setPage}
            noun="services"
          />
        </>
      )}

      <ServiceDetailsDialog service={viewed} onClose={() => setViewing(null)} />
      <StopServiceDialog
        service={stopping}
        onCancel={() => setStopping(null)}
        onConfirm={(service) => {
          setStopping(null);
          void actions.setStatus(service, 'INACTIVE');
        }}
      />
      <SendAllRemindersDialog
        open={confirmingAll}
        onCancel={() => setConfirmingAll(false)}
        onConfirm={() => {
          setConfirmingAll(false);
          void actions.remindAll();
        }}
      />
    </div>
  );
}
