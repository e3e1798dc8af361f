import { formatGb } from '@shop/domain';
import { clsx } from 'clsx';
import { ArrowDownUp, Cpu, HardDrive, MemoryStick, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { KvmPackage } from '../../api';
import { Badge, Button, Card, Skeleton } from '../../components/ui';
import { formatMoney, useLocale, useT } from '../../i18n';
import { formatTraffic } from '../../lib/line-labels';

export type FeaturedServerCardProps = {
  server: KvmPackage;
  /** The price to show (VAT applied or not). */
  price: number | null;
  /** The 'Most Popular' plan: highlighted, with the badge and a primary button. */
  popular?: boolean;
};

/** A featured plan: name, monthly price, cores, RAM, SSD, traffic and 'Configure Server'. */
export function FeaturedServerCard({ server, price, popular = false }: FeaturedServerCardProps) {
  const t = useT();
  const locale = useLocale();
  const nameId = useId();
  const specs: [LucideIcon, string][] = [
    [Cpu, t('landing.serverCard.cores', { count: server.cores })],
    [MemoryStick, t('landing.serverCard.memory', { size: formatGb(server.memory) })],
    [HardDrive, t('landing.serverCard.disk', { size: formatGb(server.disk) })],
    [ArrowDownUp, t('landing.serverCard.traffic', { amount: formatTraffic(server.traffic) })],
  ];
  return (
    <Card
      highlighted={popular}
      className={clsx('relative flex h-full flex-col p-6 xl:p-7', popular && 'shadow-raised')}
    >
      {popular && (
        <Badge tone="brand" variant="solid" className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-card">
          {t('landing.serverCard.mostPopular')}
        </Badge>
      )}
      <h3 id={nameId} className="text-lg font-semibold text-ink">
        {server.displayname}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-1 text-ink tabular-nums">
        <span className="text-3xl font-bold tracking-tight lg:text-2xl xl:text-4xl">
          {formatMoney(price, locale)}
        </span>
        <span className="text-base font-medium text-ink-subtle">{t('common.price.perMonth')}</span>
      </p>
      <ul className="mt-6 space-y-3 border-t border-line pt-6 text-sm text-ink">
        {specs.map(([Icon, text]) => (
          <li key={text} className="flex items-center gap-3">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="font-medium tabular-nums">{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-1 items-end">
        <Button asChild fullWidth size="lg" variant={popular ? 'primary' : 'outline'}>
          <Link to={`/kvm-config/${server.id}`} aria-describedby={nameId}>
            {t('landing.serverCard.configure')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** A featured card's placeholder while the plans load. */
export function FeaturedServerCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-7">
      <Skeleton className="h-6 w-36" />
      <Skeleton className="mt-5 h-9 w-48" />
      <div className="mt-6 space-y-4 border-t border-line pt-6">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-8" />
            <Skeleton className="h-4 w-28" />
          </div>
        ))}
      </div>
      <Skeleton className="mt-8 h-12" />
    </div>
  );
}
