import { useId, type ReactNode } from 'react';
import { Button, DialogClose, type ButtonProps } from '../../../components/ui';
import { AdminModal, type AdminModalProps } from './admin-modal';

/** The dialog's one action: the button's text and what it does. */
type Action = Pick<ButtonProps, 'variant' | 'disabled' | 'onClick' | 'type' | 'form'> & { label: string };

/** Cancel, then the action; while the request is on its way the action spins and Cancel waits. */
function CancelAndAction({
  action: { label, ...button },
  submitting,
}: {
  action: Action;
  submitting: boolean;
}) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="outline" disabled={submitting}>
          Cancel
        </Button>
      </DialogClose>
      <Button {...button} loading={submitting}>
        {label}
      </Button>
    </>
  );
}

export type FormDialogProps = Omit<AdminModalProps, 'footer' | 'children'> & {
  /** The submit button's text ('Send Email', 'Mark as Paid'). */
  submitLabel: string;
  /** The request is on its way: the submit button spins and Cancel waits. */
  submitting?: boolean;
  /** A destructive submit (Reject Payment): the button is red. */
  danger?: boolean;
  /** The form, given the id the footer's submit button sends: `<form id={formId} …>`. */
  children: (formId: string) => ReactNode;
};

/**
 * A console form in a modal: the form in the body, Cancel and the submit button in the footer (the
 * submit button sends the form by its id, so Enter in a field and the button do the same).
 */
export function FormDialog({
  submitLabel,
  submitting = false,
  danger = false,
  children,
  ...modal
}: FormDialogProps) {
  const formId = useId();
  return (
    <AdminModal
      {...modal}
      footer={
        <CancelAndAction
          action={{
            label: submitLabel,
            type: 'submit',
            form: formId,
            ...(danger ? { variant: 'danger' } : {}),
          }}
          submitting={submitting}
        />
      }
    >
      {children(formId)}
    </AdminModal>
  );
}

export type ConfirmDialogProps = Omit<AdminModalProps, 'footer'> & {
  /** The confirming button's text ('Create Service', 'Delete Order'). */
  confirmLabel: string;
  onConfirm: () => void;
  /** A destructive action: the button is red. */
  danger?: boolean;
  /** The action cannot be taken now (the body says why). */
  confirmDisabled?: boolean;
  /** The request is on its way: the button spins and Cancel waits. */
  submitting?: boolean;
};

/** A console confirmation: what is about to happen in the body, Cancel and the action in the footer. */
export function ConfirmDialog({
  confirmLabel,
  onConfirm,
  danger = false,
  confirmDisabled,
  submitting = false,
  ...modal
}: ConfirmDialogProps) {
  return (
    <AdminModal
      {...modal}
      footer={
        <CancelAndAction
          action={{
            label: confirmLabel,
            onClick: onConfirm,
            variant: danger ? 'danger' : undefined,
            disabled: confirmDisabled,
          }}
          submitting={submitting}
        />
      }
    />
  );
}
