import { clsx } from 'clsx';
import { Archive, Coins, Server, ShoppingCart, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatCard } from '../../components/ui';
import { useT } from '../../i18n';
import { useAffiliateMoney } from './use-affiliate-money';

export type SalesFiguresProps = {
  figures: {
    totalOrders: number;
    activeServices: number;
    /** Shown as its own card when given (a code's statistics). */
    expiredServices?: number;
    totalRevenue: number;
    totalKickback: number;
  };
  /** Lines under the kickback ('500.00 ETB payable'). */
  kickbackHint?: ReactNode;
};

/** The affiliate's sales as figure cards: the dashboard's totals and a code's statistics. */
export function SalesFigures({ figures, kickbackHint }: SalesFiguresProps) {
  const t = useT();
  const money = useAffiliateMoney();
  const withExpired = figures.expiredServices !== undefined;
  return (
    <div
      className={clsx(
        'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4',
        withExpired ? 'lg:grid-cols-3 xl:grid-cols-5' : 'lg:grid-cols-4',
      )}
    >
      <StatCard label={t('affiliate.figures.totalOrders')} value={figures.totalOrders} icon={ShoppingCart} />
      <StatCard
        label={t('affiliate.figures.activeServices')}
        value={figures.activeServices}
        icon={Server}
        tone="success"
      />
      {withExpired && (
        <StatCard
          label={t('affiliate.figures.expiredServices')}
          value={figures.expiredServices}
          icon={Archive}
          tone="danger"
        />
      )}
      <StatCard
        label={t('affiliate.figures.totalRevenue')}
        value={money(figures.totalRevenue)}
        icon={Wallet}
        tone="info"
      />
      <StatCard
        label={t('affiliate.figures.totalKickback')}
        value={money(figures.totalKickback)}
        icon={Coins}
        tone="warning"
        hint={kickbackHint}
      />
    </div>
  );
}
