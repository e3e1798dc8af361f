import { VerificationPanel } from '../payments/verification-panel';
import { BadgeCheck } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, DialogIcon, Select, TextField } from '../../../components/ui';
import { formatAddisDateTime, formatBirr, FormDialog, orderNumber } from '../shared';
import type { OrderFormDialogProps } from './order-dialog-props';
import {
  markPaidDefaults,
  markPaidResolver,
  PAYMENT_METHOD_OPTIONS,
  reportedPayment,
  type MarkPaidValues,
  type PaymentTarget,
} from './mark-paid-form';

/**
 * What the customer reported, beside the form prefilled with it: method, reference, payer, the
 * CBE account's last 4 digits and the amount due to the santim, to compare with the statement.
 */
function ReportedPaymentNote({ order }: { order: PaymentTarget }) {
  const reported = reportedPayment(order);
  if (!reported) return null;
  const method = PAYMENT_METHOD_OPTIONS.find((o) => o.value === reported.paymentMethod)?.label;
  const rows: [string, ReactNode][] = [
    ['Method', method ?? reported.paymentMethod],
    ['Reference', <span className="font-mono">{reported.paymentReference}</span>],
    ['Paid by', reported.paidBy],
    ...(reported.accountSuffix
      ? ([['Account ending', <span className="font-mono">{reported.accountSuffix}</span>]] as [
          string,
          ReactNode,
        ][])
      : []),
    ['Amount due', <span className="tabular-nums">{formatBirr(order.totalPrice)}</span>],
    ['Reported', formatAddisDateTime(reported.createdAt)],
  ];
  return (
    <Alert tone="info" title="The customer reported this payment">
      <dl aria-label="Reported payment" className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 font-medium break-words">{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="mt-2">
        Check it against the statement before you confirm; edit a field if the statement differs.
      </p>
    </Alert>
  );
}

function MarkPaidForm({
  order,
  formId,
  onSubmit,
}: {
  order: PaymentTarget;
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
        hint="The transaction number on the telebirr receipt or the CBE statement."
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

export type MarkPaidDialogProps = Omit<OrderFormDialogProps<MarkPaidValues>, 'order'> & {
  order: PaymentTarget | null;
};

/**
 * The Mark as Paid form (console spec 2.5 and 5): payment method, reference and payer. For an
 * order in the "Payment reported" queue it is Confirm Payment, prefilled with the report.
 */
export function MarkPaidDialog({ order, onSubmit, ...dialog }: MarkPaidDialogProps) {
  if (!order) return null;
  const confirming = reportedPayment(order) !== null;
  const finding = reportedPayment(order)?.verification ?? null;
  return (
    <FormDialog
      {...dialog}
      title={confirming ? 'Confirm Reported Payment' : 'Mark Order as Paid'}
      description={`Order ${orderNumber(order.id)} · ${order.serviceName} · ${formatBirr(order.totalPrice)} from ${order.user.username}`}
      icon={
        <DialogIcon tone="success">
          <BadgeCheck />
        </DialogIcon>
      }
      submitLabel={confirming ? 'Confirm Payment' : 'Mark as Paid'}
    >
      {/* Keyed by the report: a new report (after a rejection) starts from its own values. */}
      {(formId) => (
        <>
          {/* What the receipt check found, above the Confirm it informs. */}
          {finding && <VerificationPanel verification={finding} report={null} />}
          <MarkPaidForm
            key={reportedPayment(order)?.id ?? 'none'}
            order={order}
            formId={formId}
            onSubmit={onSubmit}
          />
        </>
      )}
    </FormDialog>
  );
}
