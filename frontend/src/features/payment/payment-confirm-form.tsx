import { localizeServerMessage } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { Button, TextField } from '../../components/ui';
import { useLocale, useT } from '../../i18n';
import type { PaymentMethod } from '../../lib/payment-data';
import { PaymentMethodPicker } from './payment-method-picker';
import {
  ACCOUNT_SUFFIX_LENGTH,
  accountSuffixInput,
  paymentReportRequest,
  validatePaymentReport,
  type PaymentReportErrors,
  type PaymentReportValues,
} from './payment-report';
import type { RecordPaymentRequest } from '../../api';

export type PaymentConfirmFormProps = {
  /** Preselected when the customer came from the instructions' CBE or telebirr tab. */
  defaultMethod?: PaymentMethod;
  submitting: boolean;
  onSubmit: (request: RecordPaymentRequest) => void;
};

/** Payment method, paid by, transaction number and (CBE only) the last 4 digits of the account. */
export function PaymentConfirmForm({ defaultMethod, submitting, onSubmit }: PaymentConfirmFormProps) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<PaymentReportValues>({
    paymentMethod: defaultMethod ?? '',
    paidBy: '',
    paymentReference: '',
    accountSuffix: '',
  });
  const [errors, setErrors] = useState<PaymentReportErrors>({});
  /** The message of a field whose rule failed: the form's own words, or the server's rule's. */
  const message = (field: keyof PaymentReportValues) => {
    const error = errors[field];
    if (typeof error === 'string') return localizeServerMessage(error, locale);
    return error ? t(`payment.report.errors.${field}`) : undefined;
  };

  const set = <K extends keyof PaymentReportValues>(key: K, value: PaymentReportValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validatePaymentReport(values);
    setErrors(found);
    if (Object.values(found).some(Boolean) || !values.paymentMethod) return;
    onSubmit(paymentReportRequest({ ...values, paymentMethod: values.paymentMethod }));
  };

  const isCbe = values.paymentMethod === 'CBE';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <PaymentMethodPicker
        value={values.paymentMethod}
        onChange={(method) => set('paymentMethod', method)}
        error={message('paymentMethod')}
        disabled={submitting}
      />
      <TextField
        label={t('payment.report.paidBy')}
        name="paidBy"
        autoComplete="name"
        required
        placeholder={t('payment.report.paidByPlaceholder')}
        hint={t('payment.report.paidByHint')}
        value={values.paidBy}
        onChange={(e) => set('paidBy', e.target.value)}
        error={message('paidBy')}
        disabled={submitting}
        maxLength={100}
      />
      <TextField
        label={t('payment.report.reference')}
        name="paymentReference"
        autoComplete="off"
        spellCheck={false}
        required
        placeholder={
          isCbe
            ? t('payment.report.referencePlaceholderCbe')
            : t('payment.report.referencePlaceholderTelebirr')
        }
        hint={t('payment.report.referenceHint')}
        value={values.paymentReference}
        onChange={(e) => set('paymentReference', e.target.value)}
        error={message('paymentReference')}
        disabled={submitting}
        maxLength={64}
        inputClassName="font-mono tracking-wide placeholder:font-sans placeholder:tracking-normal"
      />
      {isCbe && (
        <TextField
          label={t('payment.report.suffix')}
          name="accountSuffix"
          inputMode="numeric"
          autoComplete="off"
          placeholder="1234"
          hint={t('payment.report.suffixHint')}
          value={values.accountSuffix}
          onChange={(e) => set('accountSuffix', accountSuffixInput(e.target.value))}
          error={message('accountSuffix')}
          disabled={submitting}
          maxLength={ACCOUNT_SUFFIX_LENGTH}
          inputClassName="font-mono tracking-[0.2em] sm:max-w-48"
        />
      )}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {submitting ? t('payment.report.submitting') : t('payment.report.submit')}
      </Button>
    </form>
  );
}
