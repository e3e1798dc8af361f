import { cpuColumnLabel, formatGb } from '@shop/domain';
import { Link } from 'react-router-dom';
import type { KvmPackage } from '../../api';
import { Button, Price, type DataTableColumn } from '../../components/ui';
import { useT } from '../../i18n';
import type { Translate } from '../../lib/game-labels';
import { formatTraffic } from '../../lib/line-labels';

/** The Configure button of a plan: to its configuration page, named with the plan for screen readers. */
export function ConfigureServerLink({ server, fullWidth }: { server: KvmPackage; fullWidth?: boolean }) {
  const t = useT();
  return (
    <Button asChild size="sm" fullWidth={fullWidth}>
      <Link to={`/kvm-config/${server.id}`}>
        {t('catalog.serverTable.configure')}
        <span className="sr-only"> {server.displayname}</span>
      </Link>
    </Button>
  );
}

/** The servers table: Server, CPU, Cores, RAM, Storage, Bandwidth, Price and the Configure button. */
export function serverColumns(
  displayPrice: (etb: number) => number | null,
  t: Translate,
): DataTableColumn<KvmPackage>[] {
  return [
    {
      key: 'server',
      header: t('catalog.serverTable.server'),
      cell: (s) => <span className="font-semibold text-ink">{s.displayname}</span>,
    },
    {
      key: 'cpu',
      header: t('catalog.serverTable.cpu'),
      cell: (s) => cpuColumnLabel(s.line),
      className: 'text-ink-muted',
    },
    {
      key: 'cores',
      header: t('catalog.serverTable.cores'),
      cell: (s) => s.cores,
      align: 'right',
      className: 'tabular-nums',
    },
    {
      key: 'ram',
      header: t('catalog.serverTable.ram'),
      cell: (s) => formatGb(s.memory),
      align: 'right',
      className: 'tabular-nums',
    },
    {
      key: 'storage',
      header: t('catalog.serverTable.storage'),
      cell: (s) => `${formatGb(s.disk)} SSD`,
      align: 'right',
      className: 'tabular-nums',
    },
    {
      key: 'bandwidth',
      header: t('catalog.serverTable.bandwidth'),
      cell: (s) => formatTraffic(s.traffic),
      align: 'right',
      className: 'tabular-nums',
    },
    {
      key: 'price',
      header: t('catalog.serverTable.price'),
      cell: (s) => <Price etb={displayPrice(s.price)} perMonth />,
      align: 'right',
    },
    {
      key: 'configure',
      header: <span className="sr-only">{t('catalog.serverTable.actions')}</span>,
      cell: (s) => <ConfigureServerLink server={s} />,
      align: 'right',
      hideInCard: true,
      // Holds the visually hidden texts, so they stay inside the table's scroll box.
      className: 'relative',
    },
  ];
}
