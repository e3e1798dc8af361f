import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminOrder } from '../../../api';
import { Alert, Button, DialogClose, DialogIcon, Select, TextField } from '../../../components/ui';
import { AdminModal, formatAddisDateTime, formatBirr, shortId } from '../shared';
import {
  markPaidDefaults,
  markPaidResolver,
  PAYMENT_METHOD_OPTIONS,
  reportedPayment,
  type MarkPaidValues,
} from './mark-paid-form';

function ReportedPaymentNote({ order }: { order: AdminOrder }) {
  const reported = reportedPayment(order);
  if (!reported) return null;
  const method = PAYMENT_METHOD_OPTIONS.find((o) => o.value === reported.paymentMethod)?.label;
  return (
    <Alert tone="info" title="The customer reported a payment">
      {method} reference <span className="font-mono">{reported.paymentReference}</span>, paid by{' '}
      {reported.paidBy}, on {formatAddisDateTime(reported.createdAt)}. Check it against the statement before
      you confirm.
    </Alert>
  );
}

function MarkPaidForm({
  order,
  formId,
  onSubmit,
}: {
  order: AdminOrder;
  formId: string;
  onSubmit: (values: MarkPaidValues) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MarkPaidValues>({ defaultValues: markPaidDefaults(order), resolver: markPaidResolver });
  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <ReportedPaymentNote order={order} />
      <Select
        label="Payment method"
        options={PAYMENT_METHOD_OPTIONS}
        error={errors.paymentMethod?.message}
        {...register('paymentMethod')}
      />
      <TextField
        label="Payment reference"
        hint="The transaction number on the TeleBirr receipt or the CBE statement."
        autoComplete="off"
        error={errors.paymentReference?.message}
        {...register('paymentReference')}
      />
      <TextField
        label="Paid by"
        hint="Who made the transfer; the customer's username unless the statement names someone else."
        autoComplete="off"
        error={errors.paidBy?.message}
        {...register('paidBy')}
      />
    </form>
  );
}

export type MarkPaidDialogProps = {
  order: AdminOrder | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: MarkPaidValues) => void;
  /** The request is on its way: the submit button spins and the form cannot be sent twice. */
  submitting?: boolean;
};

/** The Mark as Paid form (console spec 2.5 and 5): payment method, reference and payer. */
export function MarkPaidDialog({
  order,
  open,
  onOpenChange,
  onSubmit,
  submitting = false,
}: MarkPaidDialogProps) {
  const formId = useId();
  if (!order) return null;
  return (
    <AdminModal
      open={open}
      onOpenChange={onOpenChange}
      title="Mark Order as Paid"
      description={`Order ${shortId(order.id)} · ${order.serviceName} · ${formatBirr(order.totalPrice)} from ${order.user.username}`}
      icon={
        <DialogIcon tone="success">
          <BadgeCheck />
        </DialogIcon>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={submitting}>
            Mark as Paid
          </Button>
        </>
      }
    >
      <MarkPaidForm order={order} formId={formId} onSubmit={onSubmit} />
    </AdminModal>
  );
}
