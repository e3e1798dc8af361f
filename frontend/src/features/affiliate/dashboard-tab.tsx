import { Coins, Server, ShoppingCart, TicketPercent, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AffiliateDashboard } from '../../api';
import { Button, EmptyState } from '../../components/ui';
import { useT } from '../../i18n';
import { createCodeLink } from './affiliate-links';
import { DashboardCodes } from './dashboard-codes';
import { FigureCard } from './figure-card';
import { PayoutPanel } from './payout-panel';
import { useAffiliateMoney } from './use-affiliate-money';

/** The create link of 'No affiliate code found.': My Codes, its form open. */
function CreateCodeLink() {
  const t = useT();
  const { to, state } = createCodeLink();
  return (
    <Button asChild>
      <Link to={to} state={state}>
        {t('affiliate.dashboard.createLink')}
      </Link>
    </Button>
  );
}

/**
 * Dashboard (spec 2.10): the four totals, the payout, and the user's code(s), each with a View
 * Details link to its statistics.
 */
export function DashboardTab({ dashboard }: { dashboard: AffiliateDashboard }) {
  const t = useT();
  const money = useAffiliateMoney();
  const codesTitleId = useId();
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        <FigureCard
          label={t('affiliate.figures.totalOrders')}
          value={dashboard.totalOrders}
          icon={ShoppingCart}
        />
        <FigureCard
          label={t('affiliate.figures.activeServices')}
          value={dashboard.activeServices}
          icon={Server}
          tone="success"
        />
        <FigureCard
          label={t('affiliate.figures.totalRevenue')}
          value={money(dashboard.totalRevenue)}
          icon={Wallet}
          tone="info"
        />
        <FigureCard
          label={t('affiliate.figures.totalKickback')}
          value={money(dashboard.totalKickback)}
          icon={Coins}
          tone="warning"
        />
      </div>
      <PayoutPanel payable={dashboard.payableKickback} pending={dashboard.pendingKickback} />
      <section aria-labelledby={codesTitleId}>
        <h2 id={codesTitleId} className="mb-3 text-lg font-semibold tracking-tight text-ink">
          {t('affiliate.dashboard.codesTitle')}
        </h2>
        {dashboard.codes.length === 0 ? (
          <EmptyState
            as="h3"
            icon={TicketPercent}
            title={t('affiliate.dashboard.noCode')}
            text={t('affiliate.dashboard.noCodeText')}
            action={<CreateCodeLink />}
          />
        ) : (
          <DashboardCodes codes={dashboard.codes} />
        )}
      </section>
    </div>
  );
}
