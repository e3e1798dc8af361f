import { serviceResume } from '@shop/domain';
import { CalendarPlus, CreditCard } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ServiceSummary } from '../../api';
import { Button } from '../../components/ui';
import { formatDate, formatMoney, useLocale, useT } from '../../i18n';
import { paymentInstructionPath } from '../../lib/payment-data';

type RenewalDueProps = {
  service: Pick<ServiceSummary, 'serviceName' | 'renewalDue'> & { status?: ServiceSummary['status'] };
  fullWidth?: boolean;
  /**
   * Where Extend leads for an expired service with no open renewal order (its page, whose Extend
   * makes one). Without it (on that page, where Extend is at hand) only the words show.
   */
  extendTo?: string;
};

/** Pay the open renewal order, or that its payment awaits confirmation once it is reported. */
function PayOrReported({
  service,
  fullWidth,
}: {
  service: RenewalDueProps['service'] & { renewalDue: NonNullable<ServiceSummary['renewalDue']> };
  fullWidth?: boolean;
}) {
  const t = useT();
  const renewal = service.renewalDue;
  if (renewal.paymentReported)
    return <span className="text-ink-muted">{t('services.renewal.reported')}</span>;
  return (
    <Button asChild size="sm" fullWidth={fullWidth}>
      <Link to={paymentInstructionPath(renewal.orderId)}>
        <CreditCard className="size-4" aria-hidden="true" />
        {t('services.renewal.pay')}
        <span className="sr-only"> {t('services.renewal.payFor', { name: service.serviceName })}</span>
      </Link>
    </Button>
  );
}

/**
 * An expired service (suspended after its end date, not terminated): 'Renewal due: pay to resume',
 * with the open renewal's amount and Pay, or Extend when it has none.
 */
function PayToResume({ service, fullWidth, extendTo }: RenewalDueProps) {
  const t = useT();
  const locale = useLocale();
  const renewal = service.renewalDue;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm whitespace-normal">
      <span className="font-medium text-warning-800">{t('services.renewal.resume')}</span>
      {renewal ? (
        <>
          <span className="text-ink-muted tabular-nums">{formatMoney(renewal.amount, locale)}</span>
          <PayOrReported service={{ ...service, renewalDue: renewal }} fullWidth={fullWidth} />
        </>
      ) : (
        extendTo && (
          <Button asChild size="sm" fullWidth={fullWidth}>
            <Link to={extendTo}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              {t('services.renewal.extend')}
              <span className="sr-only">
                {' '}
                {t('services.renewal.extendFor', { name: service.serviceName })}
              </span>
            </Link>
          </Button>
        )
      )}
    </div>
  );
}

/**
 * 'Renewal due {date}: {amount}' with Pay, for a service with an open renewal order (the one the
 * shop makes 7 days before the end, or the customer's Extend); once its payment is reported, that
 * it awaits confirmation instead of Pay. An expired service says 'Renewal due: pay to resume'
 * (domain's serviceResume), with or without an open order.
 */
export function RenewalDue({ service, fullWidth, extendTo }: RenewalDueProps) {
  const t = useT();
  const locale = useLocale();
  if (service.status && serviceResume({ status: service.status }) === 'renewal')
    return <PayToResume service={service} fullWidth={fullWidth} extendTo={extendTo} />;
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
      <PayOrReported service={{ ...service, renewalDue: renewal }} fullWidth={fullWidth} />
    </div>
  );
}
