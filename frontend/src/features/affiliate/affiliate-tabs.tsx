import type { AffiliateCode, AffiliateDashboard } from '../../api';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui';
import { useT } from '../../i18n';
import type { AffiliateTab } from './affiliate-display';
import { DashboardTab } from './dashboard-tab';
import { MyCodesTab, type Notice } from './my-codes-tab';
import { StatsTab, type StatsTabProps } from './stats-tab';

export type AffiliateTabsProps = {
  tab: AffiliateTab;
  onTabChange: (tab: AffiliateTab) => void;
  dashboard: AffiliateDashboard;
  codes: AffiliateCode[];
  /** My Codes opens with its create form open. */
  startWithForm?: boolean;
  onNotice: (notice: Notice) => void;
  stats: StatsTabProps;
};

/** The three tabs (Radix: arrow keys move between them, each panel is labelled by its tab). */
export function AffiliateTabs({
  tab,
  onTabChange,
  dashboard,
  codes,
  startWithForm,
  onNotice,
  stats,
}: AffiliateTabsProps) {
  const t = useT();
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AffiliateTab)}>
      <TabsList aria-label={t('affiliate.tabs.label')}>
        <TabsTrigger value="dashboard">{t('affiliate.tabs.dashboard')}</TabsTrigger>
        <TabsTrigger value="codes">{t('affiliate.tabs.codes')}</TabsTrigger>
        <TabsTrigger value="stats">{t('affiliate.tabs.stats')}</TabsTrigger>
      </TabsList>
      <TabsContent value="dashboard">
        <DashboardTab dashboard={dashboard} />
      </TabsContent>
      <TabsContent value="codes">
        <MyCodesTab codes={codes} startWithForm={startWithForm} onNotice={onNotice} />
      </TabsContent>
      <TabsContent value="stats">
        <StatsTab {...stats} />
      </TabsContent>
    </Tabs>
  );
}
