import { CreditCard } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ServiceSummary } from '../../api';
import { Button } from '../../components/ui';
import { formatDate, formatMoney, useLocale, useT } from '../../i18n';
import { paymentInstructionPath } from '../../lib/payment-data';

/**
 * 'Renewal due {date}: {amount}' with Pay, for a service with an open renewal order (the one the
 * shop makes 7 days before the end, or the customer's Extend); once its payment is reported, that
 * it awaits confirmation instead of Pay.
 */
export function RenewalDue({
  service,
  fullWidth,
}: {
  service: Pick<ServiceSummary, 'serviceName' | 'renewalDue'> & { status?: ServiceSummary['status'] };
  fullWidth?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const renewal = service.renewalDue;
  if (!renewal || service.status === 'TERMINATED') return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm whitespace-normal">
      <span className="font-medium text-warning-800">
        {t('services.renewal.due', {
          date: formatDate(renewal.endDate, locale),
          amount: formatMoney(renewal.amount, locale),
        })}
      </span>
      {renewal.paymentReported ? (
        <span className="text-ink-muted">{t('services.renewal.reported')}</span>
      ) : (
        <Button asChild size="sm" fullWidth={fullWidth}>
          <Link to={paymentInstructionPath(renewal.orderId)}>
            <CreditCard className="size-4" aria-hidden="true" />
            {t('services.renewal.pay')}
            <span className="sr-only"> {t('services.renewal.payFor', { name: service.serviceName })}</span>
          </Link>
        </Button>
      )}
    </div>
  );
}
