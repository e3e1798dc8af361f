import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { ArrowRightLeft, BadgeCheck, Eye, Mail, RotateCcw, ServerCog, Trash2 } from 'lucide-react';
import type { AdminOrder } from '../../../api';
import { Button } from '../../../components/ui';
import { shortId } from '../shared';
import { isServiceRetry, orderActions, type OrderAction } from './order-actions';

type ActionLook = { label: string; icon: LucideIcon; danger?: boolean };

function lookOf(action: OrderAction, order: AdminOrder): ActionLook {
  switch (action) {
    case 'details':
      return { label: 'View details', icon: Eye };
    case 'markPaid':
      return { label: 'Mark as Paid', icon: BadgeCheck };
    case 'createService':
      return isServiceRetry(order)
        ? { label: 'Retry Create Service', icon: RotateCcw }
        : { label: 'Create Service', icon: ServerCog };
    case 'status':
      return { label: 'Change Status', icon: ArrowRightLeft };
    case 'email':
      return { label: 'Send Order Details Email', icon: Mail };
    case 'delete':
      return { label: 'Delete Order', icon: Trash2, danger: true };
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
          const { label, icon: Icon, danger } = lookOf(action, order);
          return (
            <Button
              key={action}
              size="sm"
              variant={danger ? 'danger' : action === 'details' ? 'outline' : 'secondary'}
              onClick={() => onAction(action, order)}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Button>
          );
        })}
      </div>
    );
  }
  return (
    <div className="flex items-center justify-end gap-1">
      {actions.map((action) => {
        const { label, icon: Icon, danger } = lookOf(action, order);
        return (
          <button
            key={action}
            type="button"
            aria-label={`${label}, order ${shortId(order.id)}`}
            title={label}
            onClick={() => onAction(action, order)}
            className={clsx(
              'focus-ring inline-flex size-8 items-center justify-center rounded-control transition-colors',
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
