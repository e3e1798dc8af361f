import { SHOP_BRAND } from '@shop/domain';
import { BUSINESS_HOURS } from '@shop/domain/contact';
import { Check, Clock, LifeBuoy, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui';
import { useLocale, useT, type Locale } from '../../i18n';

const englishClock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/**
 * '18:00' as each language writes a time: '6:00 PM'; Amharic keeps the 24-hour '18:00' (the page
 * says it is international time, not the Ethiopian clock that counts from 6 AM).
 */
export function formatClock(hhmm: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  if (locale === 'am') return `${hours}:${String(minutes).padStart(2, '0')}`;
  return englishClock.format(Date.UTC(2026, 0, 5, hours, minutes));
}

function DetailCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-3 text-sm text-ink-muted">{children}</div>
    </Card>
  );
}

export function BusinessHours() {
  const t = useT();
  const locale = useLocale();
  return (
    <DetailCard icon={Clock} title={t('contact.hours.title')}>
      <dl className="flex flex-col gap-3">
        {BUSINESS_HOURS.map(({ days, opens, closes }) => (
          <div key={days}>
            <dt>{t(`contact.hours.${days}`)}</dt>
            <dd className="text-base font-semibold text-ink tabular-nums">
              {t('contact.hours.range', {
                opens: formatClock(opens, locale),
                closes: formatClock(closes, locale),
              })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs">{t('contact.hours.timeZone')}</p>
      <p className="mt-2">{t('contact.hours.note')}</p>
    </DetailCard>
  );
}

export function OfficeLocation() {
  const t = useT();
  return (
    <DetailCard icon={MapPin} title={t('contact.office.title')}>
      <address className="not-italic">
        <span className="block font-semibold text-ink">{SHOP_BRAND}</span>
        {t('contact.office.city')}
      </address>
      <p className="mt-2">{t('contact.office.note')}</p>
    </DetailCard>
  );
}

const SCOPE = ['orders', 'payments', 'servers', 'renewals', 'affiliate'] as const;

export function SupportScope() {
  const t = useT();
  return (
    <DetailCard icon={LifeBuoy} title={t('contact.scope.title')}>
      <ul className="flex flex-col gap-2">
        {SCOPE.map((item) => (
          <li key={item} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
            <span className="text-ink">{t(`contact.scope.${item}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3">{t('contact.scope.outside')}</p>
    </DetailCard>
  );
}
