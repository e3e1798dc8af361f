import { ClipboardList, PackageCheck } from 'lucide-react';
import { EmptyListTab, TabbedListPage } from '../../components/layout';
import { LoadErrorAlert } from '../../components/ui';
import { useT } from '../../i18n';
import { InvoiceDetailsCard } from './invoice-details-card';
import { LoadMore } from './load-more';
import { OrdersList } from './orders-list';
import { OrdersSkeleton } from './orders-skeleton';
import { useOrderPages } from './use-order-pages';

type Tab = 'pending' | 'concluded';

function EmptyTab({ tab }: { tab: Tab }) {
  const t = useT();
  return (
    <EmptyListTab
      icon={tab === 'pending' ? ClipboardList : PackageCheck}
      title={tab === 'pending' ? t('orders.empty.pendingTitle') : t('orders.empty.concludedTitle')}
      text={tab === 'pending' ? t('orders.empty.pendingText') : t('orders.empty.concludedText')}
      linkLabel={t('orders.empty.browseServers')}
      linkTo="/servers"
    />
  );
}

const TABS: readonly Tab[] = ['pending', 'concluded'];

/**
 * /my-orders: Pending (PENDING, PROVISIONING) and Concluded (every other status), each read a page
 * at a time with its count from the server's total, and 'Load more' for the next page.
 */
export function MyOrdersPage() {
  const t = useT();
  const groups = { pending: useOrderPages('pending'), concluded: useOrderPages('concluded') };
  const isLoading = groups.pending.isLoading || groups.concluded.isLoading;
  const isError = groups.pending.isError || groups.concluded.isError;
  const retry = () => {
    groups.pending.retry();
    groups.concluded.retry();
  };

  return (
    <TabbedListPage
      title={t('orders.page.title')}
      subtitle={t('orders.page.subtitle')}
      tabsLabel={t('orders.tabs.label')}
      isLoading={isLoading}
      skeleton={<OrdersSkeleton />}
      error={
        isError && (
          <LoadErrorAlert retryLabel={t('orders.page.retry')} onRetry={retry}>
            {t('orders.page.loadFailed')}
          </LoadErrorAlert>
        )
      }
      tabs={TABS.map((key) => ({
        value: key,
        label: key === 'pending' ? t('orders.tabs.pending') : t('orders.tabs.concluded'),
        count: groups[key].total,
        content: (
          <>
            <OrdersList
              orders={groups[key].orders}
              caption={
                key === 'pending' ? t('orders.tabs.pendingCaption') : t('orders.tabs.concludedCaption')
              }
              empty={<EmptyTab tab={key} />}
            />
            <LoadMore pages={groups[key]} />
          </>
        ),
      }))}
      footer={<InvoiceDetailsCard />}
    />
  );
}
