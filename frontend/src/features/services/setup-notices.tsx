import { orderNumber } from '@shop/domain';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Order } from '../../api';
import { Spinner, TextLink } from '../../components/ui';
import { useT } from '../../i18n';

type Notice = { order: Order; kind: 'paid' | 'reported' };

function NoticeCard({ order, kind }: Notice) {
  const t = useT();
  return (
    <li className="flex gap-3 rounded-card border border-brand-200 bg-brand-50/70 p-4 sm:gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-brand-700 ring-1 ring-brand-200"
      >
        {kind === 'paid' ? <Spinner size="md" /> : <Hourglass className="size-5" />}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-semibold text-ink">
          {kind === 'paid' ? t('services.setup.title') : t('services.setup.reportedTitle')}
        </h2>
        <p className="mt-0.5 text-sm text-ink">
          <span className="font-mono text-xs font-semibold text-ink-muted">
            {t('services.setup.order', { id: orderNumber(order.id) })}
          </span>{' '}
          · <span className="font-medium">{order.serviceName}</span>
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {kind === 'paid' ? t('services.setup.paid') : t('services.setup.reported')}
        </p>
        <TextLink asChild className="mt-2 inline-block text-sm">
          <Link to="/my-orders">
            {t('services.setup.myOrders')}
            <span className="sr-only"> {t('services.setup.order', { id: orderNumber(order.id) })}</span>
          </Link>
        </TextLink>
      </div>
    </li>
  );
}

/**
 * Orders whose server does not exist yet, above the list: paid ones are being set up, reported
 * ones await the shop's confirmation. A customer who has just paid never meets an empty page.
 */
export function SetupNotices({ settingUp, awaiting }: { settingUp: Order[]; awaiting: Order[] }) {
  const t = useT();
  const notices: Notice[] = [
    ...settingUp.map((order) => ({ order, kind: 'paid' as const })),
    ...awaiting.map((order) => ({ order, kind: 'reported' as const })),
  ];
  if (notices.length === 0) return null;
  return (
    <section aria-label={t('services.setup.label')} className="mb-8">
      <ul className="grid gap-3">
        {notices.map((notice) => (
          <NoticeCard key={notice.order.id} {...notice} />
        ))}
      </ul>
    </section>
  );
}
