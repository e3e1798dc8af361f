import { joiResolver } from '@hookform/resolvers/joi';
import { operations } from '@shop/domain/generated/validation.gen';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { EmailDetailsRequest } from '../../../api';
import { DialogIcon, TextAreaField } from '../../../components/ui';
import { FormDialog, orderNumber } from '../shared';
import type { OrderFormDialogProps } from './order-dialog-props';

/** The contract's longest custom message. */
export const CUSTOM_MESSAGE_MAX = 2000;

type EmailValues = { customMessage: string };

/** The contract's EmailDetailsRequest rule, in the console's words. */
const resolver = joiResolver(
  operations.adminEmailOrderDetails.payload.fork(['customMessage'], (field) => field.label('Custom message')),
  {
    errors: { wrap: { label: false } },
    messages: { 'string.max': '{{#label}} must be at most {{#limit}} characters' },
  },
);

/** A blank message is left out of the body (spec 5: the custom message is optional). */
export function emailDetailsBody(values: EmailValues): EmailDetailsRequest {
  const customMessage = values.customMessage.trim();
  return customMessage ? { customMessage } : {};
}

function EmailForm({ formId, onSubmit }: { formId: string; onSubmit: (body: EmailDetailsRequest) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailValues>({ defaultValues: { customMessage: '' }, resolver });
  return (
    <form id={formId} noValidate onSubmit={handleSubmit((values) => onSubmit(emailDetailsBody(values)))}>
      <TextAreaField
        label="Custom message (optional)"
        hint="Added above the order's details in the e-mail."
        rows={5}
        error={errors.customMessage?.message}
        {...register('customMessage')}
      />
    </form>
  );
}

export type EmailDetailsDialogProps = OrderFormDialogProps<EmailDetailsRequest>;

/** The e-mail form (console spec 2.5 and 5): the order's details to its customer, with an optional note. */
export function EmailDetailsDialog({ order, onSubmit, ...dialog }: EmailDetailsDialogProps) {
  if (!order) return null;
  return (
    <FormDialog
      {...dialog}
      title="Send Order Details Email"
      description={`The details of order ${orderNumber(order.id)} go to ${order.user.email}.`}
      icon={
        <DialogIcon>
          <Mail />
        </DialogIcon>
      }
      submitLabel="Send Email"
    >
      {(formId) => <EmailForm formId={formId} onSubmit={onSubmit} />}
    </FormDialog>
  );
}
