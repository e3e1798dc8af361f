import { Ban } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { REJECTION_REASON_MAX_LENGTH } from '@shop/domain';
import { DialogIcon, TextAreaField } from '../../../components/ui';
import { formatBirr, FormDialog, orderNumber } from '../shared';
import { reportedPayment, type PaymentTarget } from './mark-paid-form';
import type { OrderFormDialogProps } from './order-dialog-props';
import {
  REJECT_PAYMENT_DEFAULTS,
  rejectPaymentResolver,
  type RejectPaymentValues,
} from './reject-payment-form';

function RejectPaymentForm({
  formId,
  onSubmit,
}: {
  formId: string;
  onSubmit: (values: RejectPaymentValues) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectPaymentValues>({
    defaultValues: REJECT_PAYMENT_DEFAULTS,
    resolver: rejectPaymentResolver,
  });
  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <TextAreaField
        label="Reason"
        hint="The customer reads it in the e-mail and on their order page; they can then report the payment again."
        rows={4}
        maxLength={REJECTION_REASON_MAX_LENGTH}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </form>
  );
}

export type RejectPaymentDialogProps = Omit<OrderFormDialogProps<RejectPaymentValues>, 'order'> & {
  order: PaymentTarget | null;
};

/** Reject the customer's reported payment with a reason (required): the queue's other answer. */
export function RejectPaymentDialog({ order, onSubmit, ...dialog }: RejectPaymentDialogProps) {
  if (!order) return null;
  const reported = reportedPayment(order);
  return (
    <FormDialog
      {...dialog}
      title="Reject Reported Payment"
      description={
        reported
          ? `Order ${orderNumber(order.id)} · ${formatBirr(order.totalPrice)} due · reference ${reported.paymentReference}, paid by ${reported.paidBy}`
          : `Order ${orderNumber(order.id)}`
      }
      icon={
        <DialogIcon tone="danger">
          <Ban />
        </DialogIcon>
      }
      submitLabel="Reject Payment"
      danger
    >
      {(formId) => <RejectPaymentForm formId={formId} onSubmit={onSubmit} />}
    </FormDialog>
  );
}
