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
import { ServiceDetailsDialog } from './service-details-dialog';
import { serviceStatusLabel } from './service-display';
import { ServiceGrid, ServiceGridSkeleton } from './service-grid';
import { useServiceActions } from './use-service-actions';

const STATUS_OPTIONS = SERVICE_STATUSES.map((status) => ({
  value: status,
  label: serviceStatusLabel(status),
}));

/**
 * The console's Services screen (spec 2.6): every service as a card, searched, filtered and paged by
 * the server with the query in the URL; stop and start, expiry reminders one by one or all at once,
 * with the answer in a banner that goes away by itself.
 */
export function ServicesPage() {
  const list = useListParams(['status'] as const);
  const status = enumFilter(list.filters.status, SERVICE_STATUSES);
  const services = useAdminListServicesQuery({ ...list.queryArgs, ...(status ? { status } : {}) });
  const actions = useServiceActions();
  const [viewing, setViewing] = useState<AdminService | null>(null);

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
  const filtered = Boolean(list.search || status);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Services"
        subtitle="Every customer's service: stop or start it, and remind customers before it expires."
        actions={
          <Button onClick={() => void actions.remindAll()} loading={actions.sendingAll}>
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
        searchPlaceholder="Name, id, customer or e-mail"
      >
        <FilterSelect
          label="Status"
          value={status}
          onChange={(value) => list.setFilter('status', value)}
          options={STATUS_OPTIONS}
          className="sm:w-44"
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
            updating={services.isFetching}
            busy={actions.busy}
            onView={setViewing}
            onSetStatus={(service, next) => void actions.setStatus(service, next)}
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

      <ServiceDetailsDialog service={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
