import { cpuColumnLabel, formatGb } from '@shop/domain';
import { Link } from 'react-router-dom';
import type { KvmPackage } from '../../api';
import { Button, Price, type DataTableColumn } from '../../components/ui';

/** '4 TB': a plan's monthly traffic. */
export function formatTraffic(tb: number): string {
  return `${tb} TB`;
}

/** The Configure button of a plan: to its configuration page, named with the plan for screen readers. */
export function ConfigureServerLink({ server, fullWidth }: { server: KvmPackage; fullWidth?: boolean }) {
  return (
    <Button asChild size="sm" fullWidth={fullWidth}>
      <Link to={`/kvm-config/${server.id}`}>
        Configure<span className="sr-only"> {server.displayname}</span>
      </Link>
    </Button>
  );
}

/** The servers table: Server, CPU, Cores, RAM, Storage, Bandwidth, Price and the Configure button. */
export function serverColumns(displayPrice: (etb: number) => number | null): DataTableColumn<KvmPackage>[] {
  return [
    {
      key: 'server',
      header: 'Server',
      cell: (s) => <span className="font-semibold text-ink">{s.displayname}</span>,
    },
    { key: 'cpu', header: 'CPU', cell: (s) => cpuColumnLabel(s.line), className: 'text-ink-muted' },
    { key: 'cores', header: 'Cores', cell: (s) => s.cores, align: 'right', className: 'tabular-nums' },
    {
      key: 'ram',
      header: 'RAM',
      cell: (s) => formatGb(s.memory),
      align: 'right',
      className: 'tabular-nums',
    },
    {
      key: 'storage',
      header: 'Storage',
      cell: (s) => `${formatGb(s.disk)} SSD`,
      align: 'right',
      className: 'tabular-nums',
    },
    {
      key: 'bandwidth',
      header: 'Bandwidth',
      cell: (s) => formatTraffic(s.traffic),
      align: 'right',
      className: 'tabular-nums',
    },
    {
      key: 'price',
      header: 'Price',
      cell: (s) => <Price etb={displayPrice(s.price)} perMonth />,
      align: 'right',
    },
    {
      key: 'configure',
      header: <span className="sr-only">Actions</span>,
      cell: (s) => <ConfigureServerLink server={s} />,
      align: 'right',
      hideInCard: true,
      // Holds the visually hidden texts, so they stay inside the table's scroll box.
      className: 'relative',
    },
  ];
}
