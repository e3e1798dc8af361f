import { formatPrice } from '@shop/domain';
import type { PaymentAccounts } from '../../api';
import { Skeleton } from '../../components/ui';
import { CopyRow } from './copy-row';
import type { PaymentMethod } from './payment-data';

export type PaymentAccountPanelProps = {
  method: PaymentMethod;
  accounts: PaymentAccounts | undefined;
  amount: number;
  currency: string;
};

const STEPS: Record<PaymentMethod, readonly string[]> = {
  CBE: [
    'Transfer the exact amount to the account above from CBE Birr, the CBE mobile app or any CBE branch.',
    'Keep the transaction number (it starts with FT) from your receipt or SMS.',
    'Press Done and report the transaction number so we can confirm your payment.',
  ],
  TELEBIRR: [
    'In the telebirr app or with *127#, send the exact amount to the number above.',
    'Keep the transaction number from the confirmation SMS.',
    'Press Done and report the transaction number so we can confirm your payment.',
  ],
};

function DetailSkeleton() {
  return (
    <div className="py-3.5" aria-hidden="true">
      <Skeleton className="h-3 w-24" />
      <Skeleton className="mt-2 h-5 w-44" />
    </div>
  );
}

/** The provider's details (each with a copy button), the amount, and three short steps. */
export function PaymentAccountPanel({ method, accounts, amount, currency }: PaymentAccountPanelProps) {
  const amountRow = (
    <CopyRow label="Amount" value={amount.toFixed(2)}>
      {formatPrice(amount, currency)}
    </CopyRow>
  );
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8">
      <div>
        <h3 className="text-sm font-semibold text-ink">
          {method === 'CBE' ? 'Commercial Bank of Ethiopia' : 'telebirr mobile money'}
        </h3>
        {accounts ? (
          <dl className="mt-1 divide-y divide-line">
            {method === 'CBE' ? (
              <>
                <CopyRow label="Account number" value={accounts.cbe.accountNumber}>
                  <span className="font-mono tracking-wide">{accounts.cbe.accountNumber}</span>
                </CopyRow>
                <CopyRow label="Account name" value={accounts.cbe.accountName}>
                  {accounts.cbe.accountName}
                </CopyRow>
              </>
            ) : (
              <CopyRow label="Phone number" value={accounts.telebirr.phoneNumber}>
                <span className="font-mono tracking-wide">{accounts.telebirr.phoneNumber}</span>
              </CopyRow>
            )}
            {amountRow}
          </dl>
        ) : (
          <div className="mt-1 divide-y divide-line" role="status" aria-label="Loading account details">
            <DetailSkeleton />
            <DetailSkeleton />
          </div>
        )}
      </div>
      <div className="rounded-card bg-surface-muted p-5">
        <h3 className="text-sm font-semibold text-ink">How to pay</h3>
        <ol className="mt-3 space-y-3">
          {STEPS[method].map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-ink-muted">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
