import type { AdminOrder } from '../../../api';

/** What the order's form dialogs (e-mail, mark paid, status) take: the order, and what is sent. */
export type OrderFormDialogProps<Submitted> = {
  order: AdminOrder | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (submitted: Submitted) => void;
  /** The request is on its way: the submit button spins and the form cannot be sent twice. */
  submitting?: boolean;
};

/** What the order's confirmations (create service, delete) take: the order, and the confirming call. */
export type OrderConfirmDialogProps = {
  order: AdminOrder | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The request is on its way: the button spins and Cancel waits. */
  submitting?: boolean;
};
