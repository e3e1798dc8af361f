import { Eye } from 'lucide-react';
import type { AdminUser } from '../../../api';
import { Button, DataTable, type DataTableColumn } from '../../../components/ui';
import { formatAddisDate, formatBirr, formatCount, shortId } from '../shared';
import { RoleBadge } from './role-badge';

export type UsersTableProps = {
  users: AdminUser[];
  onViewDetails: (user: AdminUser) => void;
};

function ViewDetailsButton({ user, onClick }: { user: AdminUser; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={`View details of ${user.username}`}>
      <Eye className="size-4" aria-hidden="true" />
      View Details
    </Button>
  );
}

/** The users of spec 2.4: a table from 768 px, cards below. */
export function UsersTable({ users, onViewDetails }: UsersTableProps) {
  const columns: DataTableColumn<AdminUser>[] = [
    {
      key: 'user',
      header: 'User',
      hideInCard: true,
      cell: (user) => (
        <div>
          <p className="font-semibold text-ink">{user.username}</p>
          <p className="font-mono text-xs text-ink-subtle">ID: {shortId(user.id)}</p>
        </div>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      cell: (user) => (
        <div className="min-w-0">
          <p className="truncate">{user.email}</p>
          <p className="text-xs text-ink-subtle">{user.phone || 'No phone'}</p>
        </div>
      ),
    },
    { key: 'joined', header: 'Joined', cell: (user) => formatAddisDate(user.createdAt) },
    {
      key: 'orders',
      header: 'Orders',
      align: 'right',
      cell: (user) => <span className="tabular-nums">{formatCount(user.orderSummary.total)}</span>,
    },
    {
      key: 'spent',
      header: 'Total Spent',
      align: 'right',
      cell: (user) => <span className="tabular-nums">{formatBirr(user.orderSummary.totalSpent)}</span>,
    },
    { key: 'role', header: 'Role', cell: (user) => <RoleBadge user={user} /> },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      hideInCard: true,
      cell: (user) => <ViewDetailsButton user={user} onClick={() => onViewDetails(user)} />,
    },
  ];

  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      cardTitle={(user) => (
        <span className="flex items-baseline justify-between gap-2">
          <span>{user.username}</span>
          <span className="font-mono text-xs font-normal text-ink-subtle">{shortId(user.id)}</span>
        </span>
      )}
      cardActions={(user) => <ViewDetailsButton user={user} onClick={() => onViewDetails(user)} />}
    />
  );
}
