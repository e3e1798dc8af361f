import { CalendarClock, CircleDollarSign, Server, ShoppingCart, Users } from 'lucide-react';
import type { DashboardStats } from '../../../api';
import { StatCard } from '../../../components/ui';
import { formatBirr, formatCount } from '../shared';

/** The four cards of spec 2.3; without stats they shimmer. */
export function DashboardFigures({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <StatCard
        label="Total Users"
        icon={Users}
        tone="brand"
        value={stats && formatCount(stats.users.total)}
      />
      <StatCard
        label="Total Orders"
        icon={ShoppingCart}
        tone="info"
        value={stats && formatCount(stats.orders.total)}
      />
      <StatCard
        label="Active Services"
        icon={Server}
        tone="success"
        value={stats && formatCount(stats.services.active)}
      />
      <StatCard
        label="Total Revenue"
        icon={CircleDollarSign}
        tone="warning"
        value={stats && formatBirr(stats.revenue.total)}
      />
      <StatCard
        label="Renewals This Month"
        icon={CalendarClock}
        tone="info"
        value={stats && formatCount(stats.renewals?.count ?? 0)}
        hint={stats?.renewals && `${formatBirr(stats.renewals.amount)} in open renewal orders`}
      />
    </div>
  );
}
