import { formatPrice, localPhoneDigits, localPhoneDisplay } from '@shop/domain';
import type { PaymentAccounts } from '../../api';
import { Skeleton } from '../../components/ui';
import { formatMoney, useLocale, useT } from '../../i18n';
import { CopyRow } from './copy-row';
import type { PaymentMethod } from '../../lib/payment-data';

export type PaymentAccountPanelProps = {
  method: PaymentMethod;
  accounts: PaymentAccounts | undefined;
  amount: number;
  currency: string;
  /** The order number to write as the transfer's reason, when the order is known. */
  reference?: string | null;
};

/** Each provider's steps (payment.account.<step>); 'reasonStep' only when the order number is known. */
const STEPS = {
  CBE: ['cbeTransfer', 'reasonStep', 'cbeKeep', 'report'],
  TELEBIRR: ['telebirrSend', 'reasonStep', 'telebirrKeep', 'report'],
} as const satisfies Record<PaymentMethod, readonly string[]>;

function DetailSkeleton() {
  return (
    <div className="py-3.5" aria-hidden="true">
      <Skeleton className="h-3 w-24" />
      <Skeleton className="mt-2 h-5 w-44" />
    </div>
  );
}

/** The provider's details (each with a copy button), the amount, the transfer's reason, and short steps. */
export function PaymentAccountPanel({
  method,
  accounts,
  amount,
  currency,
  reference,
}: PaymentAccountPanelProps) {
  const t = useT();
  const locale = useLocale();
  const amountRow = (
    <CopyRow label={t('payment.account.amount')} value={amount.toFixed(2)}>
      {currency === 'ETB' ? formatMoney(amount, locale) : formatPrice(amount, currency)}
    </CopyRow>
  );
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8">
      <div>
        <h3 className="text-sm font-semibold text-ink">
          {method === 'CBE' ? t('payment.methods.cbeName') : t('payment.methods.telebirrName')}
        </h3>
        {accounts ? (
          <dl className="mt-1 divide-y divide-line">
            {method === 'CBE' ? (
              <>
                <CopyRow label={t('payment.account.accountNumber')} value={accounts.cbe.accountNumber}>
                  <span className="font-mono tracking-wide">{accounts.cbe.accountNumber}</span>
                </CopyRow>
                <CopyRow label={t('payment.account.accountName')} value={accounts.cbe.accountName}>
                  {accounts.cbe.accountName}
                </CopyRow>
              </>
            ) : (
              <>
                {/* Kept as +2519…; read and copied as it is dialled in Ethiopia: 0912 345 678. */}
                <CopyRow
                  label={t('payment.account.phoneNumber')}
                  value={localPhoneDigits(accounts.telebirr.phoneNumber)}
                >
                  <span className="font-mono tracking-wide">
                    {localPhoneDisplay(accounts.telebirr.phoneNumber)}
                  </span>
                </CopyRow>
                <CopyRow label={t('payment.account.recipientName')} value={accounts.telebirr.accountName}>
                  {accounts.telebirr.accountName}
                </CopyRow>
              </>
            )}
            {amountRow}
            {reference && (
              <CopyRow label={t('payment.account.reason')} value={reference}>
                <span className="font-mono tracking-wider">{reference}</span>
              </CopyRow>
            )}
          </dl>
        ) : (
          <div className="mt-1 divide-y divide-line" role="status" aria-label={t('payment.account.loading')}>
            <DetailSkeleton />
            <DetailSkeleton />
          </div>
        )}
      </div>
      <div className="rounded-card bg-surface-muted p-5">
        <h3 className="text-sm font-semibold text-ink">{t('payment.account.howToPay')}</h3>
        <ol className="mt-3 space-y-3">
          {STEPS[method]
            .filter((step) => step !== 'reasonStep' || reference)
            .map((step, index) => (
              <li key={step} className="flex gap-3 text-sm text-ink-muted">
                <span
                  aria-hidden="true"
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">
                  {step === 'reasonStep'
                    ? t('payment.account.reasonStep', { reference: reference ?? '' })
                    : t(`payment.account.${step}`)}
                </span>
              </li>
            ))}
        </ol>
      </div>
    </div>
  );
}
