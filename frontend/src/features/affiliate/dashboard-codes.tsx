import { BarChart3 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { AffiliateDashboardCode } from '../../api';
import { Button, DataTable, type DataTableColumn } from '../../components/ui';
import { useT } from '../../i18n';
import type { Translate } from './affiliate-display';
import { statsLink } from './affiliate-links';
import { CodeStatusBadge } from './code-status-badge';
import { useAffiliateMoney } from './use-affiliate-money';

/** View Details: the Detailed Stats tab for this code. */
function ViewDetailsLink({ code, fullWidth }: { code: string; fullWidth?: boolean }) {
  const t = useT();
  const { to, state } = statsLink(code);
  return (
    <Button asChild size="sm" variant="outline" fullWidth={fullWidth}>
      <Link to={to} state={state}>
        <BarChart3 className="size-4" aria-hidden="true" />
        {t('affiliate.dashboard.viewDetails')}
        <span className="sr-only"> {t('affiliate.dashboard.viewDetailsFor', { code })}</span>
      </Link>
    </Button>
  );
}

function columns(t: Translate, money: (etb: number) => string): DataTableColumn<AffiliateDashboardCode>[] {
  const count = (n: number) => <span className="tabular-nums">{n}</span>;
  return [
    {
      key: 'code',
      header: t('affiliate.dashboard.code'),
      hideInCard: true,
      cell: (c) => <span className="font-mono font-semibold tracking-wide">{c.code}</span>,
    },
    {
      key: 'status',
      header: t('affiliate.dashboard.status'),
      hideInCard: true,
      cell: (c) => <CodeStatusBadge isActive={c.isActive} />,
    },
    {
      key: 'orders',
      header: t('affiliate.dashboard.orders'),
      align: 'right',
      cell: (c) => count(c.totalOrders),
    },
    {
      key: 'services',
      header: t('affiliate.dashboard.activeServices'),
      align: 'right',
      cell: (c) => count(c.activeServices),
    },
    {
      key: 'revenue',
      header: t('affiliate.dashboard.revenue'),
      align: 'right',
      cell: (c) => <span className="tabular-nums">{money(c.revenue)}</span>,
    },
    {
      key: 'kickback',
      header: t('affiliate.dashboard.kickback'),
      align: 'right',
      cell: (c) => <span className="font-semibold tabular-nums">{money(c.kickback)}</span>,
    },
    {
      key: 'action',
      header: <span className="sr-only">{t('affiliate.dashboard.action')}</span>,
      align: 'right',
      hideInCard: true,
      cell: (c) => <ViewDetailsLink code={c.code} />,
    },
  ];
}

/** The user's code(s) with their results: a table from 768 px up, cards on phones. */
export function DashboardCodes({ codes }: { codes: AffiliateDashboardCode[] }) {
  const t = useT();
  const money = useAffiliateMoney();
  const tableColumns = useMemo(() => columns(t, money), [t, money]);
  return (
    <DataTable
      columns={tableColumns}
      rows={codes}
      rowKey={(c) => c.code}
      caption={t('affiliate.dashboard.codesCaption')}
      cardTitle={(c) => (
        <span className="flex items-center justify-between gap-3">
          <span className="font-mono tracking-wide">{c.code}</span>
          <CodeStatusBadge isActive={c.isActive} />
        </span>
      )}
      cardActions={(c) => <ViewDetailsLink code={c.code} fullWidth />}
    />
  );
}
