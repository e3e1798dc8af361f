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

/** A phone's row: who, how to reach them (the e-mail whole, on its own line), the figures, the action. */
function UserCard({ user, onViewDetails }: { user: AdminUser; onViewDetails: () => void }) {
  return (
    <article
      aria-label={user.username}
      className="rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-ink">{user.username}</h3>
          <p className="font-mono text-xs text-ink-subtle">ID: {shortId(user.id)}</p>
        </div>
        <RoleBadge user={user} />
      </div>
      <p className="mt-3 text-sm break-all text-ink">{user.email}</p>
      <p className="text-sm text-ink-subtle">{user.phone || 'No phone'}</p>
      <dl className="mt-3 flex justify-between gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-subtle">Joined</dt>
          <dd className="font-medium text-ink">{formatAddisDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-subtle">Orders</dt>
          <dd className="font-medium text-ink tabular-nums">{formatCount(user.orderSummary.total)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-subtle">Total Spent</dt>
          <dd className="font-medium text-ink tabular-nums">{formatBirr(user.orderSummary.totalSpent)}</dd>
        </div>
      </dl>
      <div className="mt-4 [&>*]:w-full">
        <ViewDetailsButton user={user} onClick={onViewDetails} />
      </div>
    </article>
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
        // A long username wraps too, so the table keeps to the screen.
        <div className="max-w-40 whitespace-normal [overflow-wrap:anywhere]">
          <p className="font-semibold text-ink">{user.username}</p>
          <p className="font-mono text-xs text-ink-subtle">ID: {shortId(user.id)}</p>
        </div>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      cell: (user) => (
        // A long address wraps (anywhere: it has no spaces) instead of widening the table past
        // the screen and pushing View Details out of it.
        <div className="max-w-48 min-w-32 whitespace-normal [overflow-wrap:anywhere]">
          <p>{user.email}</p>
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
      // Always in view: the table scrolls sideways under it when the screen is narrow.
      className:
        'sticky right-0 bg-surface [thead_&]:bg-surface-muted shadow-[-10px_0_10px_-10px_rgb(0_0_0/0.18)]',
      cell: (user) => <ViewDetailsButton user={user} onClick={() => onViewDetails(user)} />,
    },
  ];

  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      renderCard={(user) => <UserCard user={user} onViewDetails={() => onViewDetails(user)} />}
    />
  );
}
