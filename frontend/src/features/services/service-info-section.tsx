import { formatGb } from '@shop/domain';
import type { ServiceDetails } from '../../api';
import { Card, CardContent, CardHeader } from '../../components/ui';
import { formatDisplayDate, useLocale, useT } from '../../i18n';
import { DetailList, type DetailItem } from './detail-list';
import { CurrentStatusBadge, ServiceStatusBadge } from './service-badges';
import { daysLeftText, isGameService } from './service-display';

const present = <T,>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** 'Service Information': the shop's and the provider's state, the dates, and what the service is made of. */
export function ServiceInfoSection({ details }: { details: ServiceDetails }) {
  const t = useT();
  const locale = useLocale();
  const game = isGameService(details);
  const items: (DetailItem | null)[] = [
    { key: 'name', label: t('services.info.name'), value: details.serviceName },
    details.status
      ? {
          key: 'status',
          label: t('services.info.status'),
          value: <ServiceStatusBadge status={details.status} />,
        }
      : null,
    {
      key: 'current',
      label: t('services.info.currentStatus'),
      value: <CurrentStatusBadge currentStatus={details.currentStatus} />,
    },
    { key: 'days', label: t('services.info.daysLeft'), value: daysLeftText(details.daysLeft, t) },
    {
      key: 'start',
      label: t('services.info.startDate'),
      value: formatDisplayDate(details.startDate, locale),
    },
    { key: 'end', label: t('services.info.endDate'), value: formatDisplayDate(details.endDate, locale) },
    !game && details.os ? { key: 'os', label: t('services.info.os'), value: details.os } : null,
    details.cpuType
      ? {
          key: 'cpu',
          label: t('services.info.cpu'),
          value: (
            <>
              {details.cpuType}
              {present(details.baseSpeed) && present(details.turboSpeed) && (
                <span className="block text-xs font-normal text-ink-muted">
                  {t('services.info.speed', { base: details.baseSpeed, turbo: details.turboSpeed })}
                </span>
              )}
            </>
          ),
        }
      : null,
    present(details.cores) ? { key: 'cores', label: t('services.info.cores'), value: details.cores } : null,
    present(details.memory)
      ? { key: 'memory', label: t('services.info.memory'), value: formatGb(details.memory) }
      : null,
    present(details.disk)
      ? { key: 'disk', label: t('services.info.disk'), value: formatGb(details.disk) }
      : null,
    // TB reads the same in every language.
    present(details.traffic)
      ? { key: 'traffic', label: t('services.info.traffic'), value: `${details.traffic} TB` }
      : null,
    !game && present(details.ipcount)
      ? { key: 'ips', label: t('services.info.ipCount'), value: details.ipcount }
      : null,
  ];
  return (
    <Card role="region" aria-label={t('services.info.title')}>
      <CardHeader title={t('services.info.title')} />
      <CardContent>
        <DetailList items={items.filter(present)} />
      </CardContent>
    </Card>
  );
}
