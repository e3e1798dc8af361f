import { orderNumber } from '@shop/domain';
import { Receipt } from 'lucide-react';
import { CopyButton, Price } from '../../components/ui';
import { useT } from '../../i18n';
import type { PaymentData } from '../../lib/payment-data';

/** 'Total Amount Due': the server's total for the order, with the order's reference. */
export function AmountDue({ payment }: { payment: PaymentData }) {
  const t = useT();
  return (
    <section
      aria-labelledby="amount-due"
      className="flex flex-col gap-4 rounded-card bg-brand-950 p-6 text-white shadow-raised sm:flex-row sm:items-center sm:justify-between sm:p-7"
    >
      <div>
        <h2 id="amount-due" className="text-sm font-medium text-brand-200">
          {t('payment.amountDue.title')}
        </h2>
        <Price etb={payment.totalPrice} size="xl" className="mt-1 text-white [&_*]:text-white" />
        <p className="mt-1 text-xs text-brand-200">{t('payment.amountDue.note')}</p>
      </div>
      {payment.orderId && (
        <div className="flex items-center gap-3 rounded-control bg-white/10 px-4 py-3">
          <Receipt className="size-5 shrink-0 text-accent-300" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-xs text-brand-200">
              {payment.serviceName && payment.renewal
                ? t('payment.amountDue.renewal', { name: payment.serviceName })
                : (payment.serviceName ?? t('payment.amountDue.order'))}
            </p>
            <p className="font-mono text-sm font-semibold">{orderNumber(payment.orderId)}</p>
          </div>
          <CopyButton
            value={payment.orderId}
            srContext={t('payment.amountDue.orderIdContext')}
            variant="ghost"
            iconOnly
            className="text-white hover:bg-white/10 hover:text-white"
          />
        </div>
      )}
    </section>
  );
}
