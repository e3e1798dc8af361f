import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowRightLeft,
  BadgeCheck,
  Ban,
  Eye,
  Mail,
  RotateCcw,
  ServerCog,
  Trash2,
  Undo2,
} from 'lucide-react';
import type { AdminOrder } from '../../../api';
import { Button } from '../../../components/ui';
import { orderNumber } from '../shared';
import { isServiceRetry, orderActions, type OrderAction } from './order-actions';

/**
 * `label` names the action (and the icon's tooltip); `short` is its text on a phone's card, a part
 * of the label, so the button's name still holds what it says.
 */
type ActionLook = { label: string; short: string; icon: LucideIcon; danger?: boolean };

function lookOf(action: OrderAction, order: AdminOrder): ActionLook {
  switch (action) {
    case 'details':
      return { label: 'View details', short: 'Details', icon: Eye };
    case 'refund':
      return { label: 'Refund Late Payment', short: 'Refund', icon: Undo2, danger: true };
    case 'markPaid':
      return order.paymentReported
        ? { label: 'Confirm Payment', short: 'Confirm', icon: BadgeCheck }
        : { label: 'Mark as Paid', short: 'Mark as Paid', icon: BadgeCheck };
    case 'rejectPayment':
      return { label: 'Reject Payment', short: 'Reject', icon: Ban, danger: true };
    case 'createService':
      return isServiceRetry(order)
        ? { label: 'Retry Create Service', short: 'Retry', icon: RotateCcw }
        : { label: 'Create Service', short: 'Create Service', icon: ServerCog };
    case 'status':
      return { label: 'Change Status', short: 'Status', icon: ArrowRightLeft };
    case 'email':
      return { label: 'Send Order Details Email', short: 'Email', icon: Mail };
    case 'delete':
      return { label: 'Delete Order', short: 'Delete', icon: Trash2, danger: true };
  }
}

export type OrderRowActionsProps = {
  order: AdminOrder;
  onAction: (action: OrderAction, order: AdminOrder) => void;
  /** 'icons' in the table row (the label is the name and tooltip), 'buttons' with text on a phone card. */
  variant?: 'icons' | 'buttons';
};

/** The actions an order offers (order-actions.ts decides which), one button each. */
export function OrderRowActions({ order, onAction, variant = 'icons' }: OrderRowActionsProps) {
  const actions = orderActions(order);
  if (variant === 'buttons') {
    return (
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const { label, short, icon: Icon, danger } = lookOf(action, order);
          return (
            <Button
              key={action}
              size="sm"
              variant={danger ? 'danger' : action === 'details' ? 'outline' : 'secondary'}
              onClick={() => onAction(action, order)}
              aria-label={`${label}, order ${orderNumber(order.id)}`}
            >
              <Icon className="size-4" aria-hidden="true" />
              {short}
            </Button>
          );
        })}
      </div>
    );
  }
  return (
    // Three to a line: five actions take two short lines rather than a wide column.
    <div className="ml-auto flex w-[4.5rem] flex-wrap justify-end">
      {actions.map((action) => {
        const { label, icon: Icon, danger } = lookOf(action, order);
        return (
          <button
            key={action}
            type="button"
            aria-label={`${label}, order ${orderNumber(order.id)}`}
            title={label}
            onClick={() => onAction(action, order)}
            className={clsx(
              'focus-ring inline-flex size-6 items-center justify-center rounded-control transition-colors',
              danger
                ? 'text-danger-700 hover:bg-danger-50'
                : 'text-ink-muted hover:bg-surface-muted hover:text-brand-700',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
