import { TicketFigures } from './ticket-figures';
import { DASHBOARD_LOAD_FAILED } from '@shop/domain';
import { useAdminGetStatsQuery } from '../../../api';
import { PageHeader } from '../../../components/ui';
import { adminErrorMessage, LoadError } from '../shared';
import { DashboardFigures } from './dashboard-figures';
import { DashboardOverviews } from './dashboard-overviews';
import { QuickActions } from './quick-actions';

/**
 * The console's front page (spec 2.3): the four figures, the orders and services overviews and the
 * quick links. The statistics load once (RTK Query keeps them until an admin change invalidates
 * 'Stats'); a failure offers Retry, which loads them again.
 */
export function DashboardPage() {
  const { data: stats, error, isFetching, refetch } = useAdminGetStatsQuery();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Dashboard" subtitle="The shop at a glance." />
      {error ? (
        <LoadError
          title="Error Loading Dashboard"
          message={adminErrorMessage(error, DASHBOARD_LOAD_FAILED)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <>
          {/* While loading, the cards shimmer in place and the group is announced once as a status. */}
          <div
            className="flex flex-col gap-6"
            {...(stats ? {} : { role: 'status', 'aria-label': 'Loading dashboard' })}
          >
            <DashboardFigures stats={stats} />
            <DashboardOverviews stats={stats} />
          </div>
          <TicketFigures />
          <QuickActions />
        </>
      )}
    </div>
  );
}
