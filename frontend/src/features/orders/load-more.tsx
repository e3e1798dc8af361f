import { Button, LoadErrorAlert } from '../../components/ui';
import { useT } from '../../i18n';
import type { OrderPages } from './use-order-pages';

/** Below a tab's list: how many of the tab's orders are shown, and 'Load more' while some are not. */
export function LoadMore({ pages }: { pages: OrderPages }) {
  const t = useT();
  if (pages.loadMoreFailed) {
    return (
      <LoadErrorAlert className="mt-4" retryLabel={t('orders.more.retry')} onRetry={pages.retry}>
        {t('orders.more.failed')}
      </LoadErrorAlert>
    );
  }
  if (!pages.hasMore && !pages.isLoadingMore) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      <p className="text-sm text-ink-subtle" aria-live="polite">
        {t('orders.more.shown', { shown: pages.orders.length, total: pages.total })}
      </p>
      <Button variant="outline" onClick={pages.loadMore} loading={pages.isLoadingMore}>
        {t('orders.more.loadMore')}
      </Button>
    </div>
  );
}
