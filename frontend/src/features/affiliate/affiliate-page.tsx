import { skipToken } from '@reduxjs/toolkit/query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  useAffiliateGetCodeStatsQuery,
  useAffiliateGetDashboardQuery,
  useAffiliateListMyCodesQuery,
} from '../../api';
import { Button, Container, EmptyState, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';
import type { AffiliateTab } from './affiliate-display';
import { AffiliateBanners, type Banner } from './affiliate-banners';
import { linkStateOf, tabFromSearch } from './affiliate-links';
import { AffiliateSkeleton } from './affiliate-skeleton';
import { AffiliateTabs } from './affiliate-tabs';
import type { Notice } from './my-codes-tab';
import { useFailureBanner } from './use-failure-banner';

function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
      {!retrying && <RefreshCw className="size-4" aria-hidden="true" />}
      {t('affiliate.page.retry')}
    </Button>
  );
}

/**
 * /affiliate (spec 2.10): Affiliate Management with the Dashboard, My Codes and Detailed Stats tabs.
 * The tab and the selected code live in the URL (`?tab=stats&code=SELAM10`), so links switch tabs
 * and the back button returns. Failures and results show as dismissible banners above the tabs; what
 * failed to load offers Retry where it would have been.
 */
export function AffiliatePage() {
  const t = useT();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  // Codes are upper-case (the toggle refreshes the stats by that tag), whatever the link typed.
  const selectedCode = search.get('code')?.toUpperCase() || null;
  const linkState = linkStateOf(location.state);

  const dashboard = useAffiliateGetDashboardQuery();
  const codes = useAffiliateListMyCodesQuery();
  const stats = useAffiliateGetCodeStatsQuery(selectedCode ? { code: selectedCode } : skipToken);
  const [notice, setNotice] = useState<(Notice & { key: number }) | null>(null);

  const loadBanner = useFailureBanner(
    dashboard.isError || codes.isError,
    `${dashboard.requestId}/${codes.requestId}`,
  );
  const statsBanner = useFailureBanner(stats.isError, stats.requestId);
  const reloading = dashboard.isFetching || codes.isFetching;
  const retryLoad = () => {
    if (dashboard.isError) void dashboard.refetch();
    if (codes.isError) void codes.refetch();
  };
  const retryStats = () => void stats.refetch();

  const banners: Banner[] = [];
  if (loadBanner.shown) {
    banners.push({
      key: 'load',
      tone: 'danger',
      text: t('affiliate.banners.loadFailed'),
      onDismiss: loadBanner.dismiss,
    });
  }
  if (statsBanner.shown) {
    banners.push({
      key: 'stats',
      tone: 'danger',
      text: t('affiliate.banners.statsFailed'),
      onDismiss: statsBanner.dismiss,
    });
  }
  if (notice) banners.push({ ...notice, key: `notice-${notice.key}`, onDismiss: () => setNotice(null) });

  const changeTab = (tab: AffiliateTab) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={t('affiliate.page.title')} subtitle={t('affiliate.page.subtitle')} />
      <div className="mt-8 grid gap-6">
        <AffiliateBanners banners={banners} />
        {dashboard.isLoading || codes.isLoading ? (
          <AffiliateSkeleton />
        ) : dashboard.data && codes.data ? (
          <AffiliateTabs
            tab={tabFromSearch(search)}
            onTabChange={changeTab}
            dashboard={dashboard.data}
            codes={codes.data}
            startWithForm={linkState.createCode}
            onNotice={(next) => setNotice({ ...next, key: Date.now() })}
            stats={{
              code: selectedCode,
              stats: stats.currentData,
              loading: stats.isFetching && !stats.currentData,
              failed: stats.isError,
              retrying: stats.isFetching,
              onRetry: retryStats,
              focusHeading: linkState.focusStats,
            }}
          />
        ) : (
          <EmptyState
            title={t('affiliate.page.unavailable')}
            action={<RetryButton onRetry={retryLoad} retrying={reloading} />}
          />
        )}
      </div>
    </Container>
  );
}
