import { cpuColumnLabel, formatGb } from '@shop/domain';
import type { KvmPackage } from '../../api';
import { Badge, Price } from '../../components/ui';
import { useT } from '../../i18n';
import { formatTraffic } from '../../lib/line-labels';
import { ConfigureServerLink } from './server-columns';

export type ServerCardProps = {
  server: KvmPackage;
  /** The price to show (VAT applied or not). */
  price: number | null;
};

/** A plan on small screens, where cards replace the table: the same facts, the price first. */
export function ServerCard({ server, price }: ServerCardProps) {
  const t = useT();
  const specs = [
    [t('catalog.serverTable.cores'), String(server.cores)],
    [t('catalog.serverTable.ram'), formatGb(server.memory)],
    [t('catalog.serverTable.storage'), `${formatGb(server.disk)} SSD`],
    [t('catalog.serverTable.bandwidth'), formatTraffic(server.traffic)],
  ] as const;
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold text-ink">{server.displayname}</h2>
        <Badge tone="neutral">
          <span className="sr-only">{t('catalog.serverTable.cpuPrefix')}</span>
          {cpuColumnLabel(server.line)}
        </Badge>
      </div>
      <Price etb={price} perMonth size="lg" className="mt-1" />
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-control bg-surface-muted p-3 text-sm">
        {specs.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium text-ink-subtle">{term}</dt>
            <dd className="mt-0.5 font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <ConfigureServerLink server={server} fullWidth />
      </div>
    </article>
  );
}
