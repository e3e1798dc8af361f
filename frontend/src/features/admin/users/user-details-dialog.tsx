import { skipToken } from '@reduxjs/toolkit/query';
import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAdminGetUserQuery, type AdminUser } from '../../../api';
import { Badge, Button, DialogClose } from '../../../components/ui';
import { AdminModal, formatAddisDate, formatBirr, formatCount } from '../shared';
import { RoleBadge } from './role-badge';
import { ORDER_TYPE_LABELS, RECENT_ORDERS_SHOWN } from './user-display';

export type UserDetailsDialogProps = {
  /** The row that was opened; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6 first:mt-0">
      <h3 className="mb-3 text-sm font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
      <dd className="mt-0.5 truncate font-medium text-ink">{children}</dd>
    </div>
  );
}

function RecentOrders({ orders }: { orders: AdminUser['orders'] }) {
  if (orders.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-control bg-surface-muted px-4 py-3 text-ink-muted">
        <PackageOpen className="size-4" aria-hidden="true" />
        No orders yet.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-control border border-line">
      {orders.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
        <li key={order.id} className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{order.serviceName}</p>
            <p className="mt-0.5 text-xs text-ink-subtle">
              {ORDER_TYPE_LABELS[order.type]} · {formatAddisDate(order.createdAt)}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="font-semibold text-ink tabular-nums">
              {formatBirr(order.pricing.totalPrice)}
            </span>
            <Badge tone={order.paid ? 'success' : 'warning'}>{order.paid ? 'Paid' : 'Pending'}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * View Details (spec 2.4): contact, joined date and role, the order summary and up to 5 recent
 * orders. Shows the row at once and the freshly read user (GET /admin/users/{id}) once it arrives.
 */
export function UserDetailsDialog({ user: row, onClose }: UserDetailsDialogProps) {
  const { data: fresh } = useAdminGetUserQuery(row ? { id: row.id } : skipToken);
  const user = fresh && row && fresh.id === row.id ? fresh : row;
  const summary = user?.orderSummary;

  return (
    <AdminModal
      openFocus="dialog"
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={user ? user.username : ''}
      description="User details"
      footer={
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      }
    >
      {user && summary && (
        <>
          <Section title="Contact">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
              <Detail label="Email">{user.email}</Detail>
              <Detail label="Phone">{user.phone || 'No phone'}</Detail>
              <Detail label="Joined">{formatAddisDate(user.createdAt)}</Detail>
              <Detail label="Role">
                <RoleBadge user={user} />
              </Detail>
            </dl>
          </Section>
          <Section title="Order Summary">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ['Total Orders', formatCount(summary.total)],
                ['Paid', formatCount(summary.paid)],
                ['Pending', formatCount(summary.pending)],
                ['Total Spent', formatBirr(summary.totalSpent)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-control bg-surface-muted px-3 py-2.5">
                  <dt className="text-xs text-ink-muted">{label}</dt>
                  <dd className="mt-0.5 font-semibold text-ink tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title="Recent Orders">
            <RecentOrders orders={user.orders} />
          </Section>
        </>
      )}
    </AdminModal>
  );
}
