import { TicketPercent } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AffiliateDashboard } from '../../api';
import { Button, EmptyState } from '../../components/ui';
import { useT } from '../../i18n';
import { createCodeLink } from './affiliate-links';
import { DashboardCodes } from './dashboard-codes';
import { PayoutPanel } from './payout-panel';
import { SalesFigures } from './sales-figures';

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
  const codesTitleId = useId();
  return (
    <div className="grid gap-6">
      <SalesFigures figures={dashboard} />
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
