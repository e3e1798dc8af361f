import { ClipboardList, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Button,
  Container,
  EmptyState,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../components/ui';
import { useT } from '../../i18n';
import { LoadMore } from './load-more';
import { OrdersList } from './orders-list';
import { OrdersSkeleton } from './orders-skeleton';
import { useOrderPages } from './use-order-pages';

type Tab = 'pending' | 'concluded';

function EmptyTab({ tab }: { tab: Tab }) {
  const t = useT();
  return (
    <EmptyState
      icon={tab === 'pending' ? ClipboardList : PackageCheck}
      title={tab === 'pending' ? t('orders.empty.pendingTitle') : t('orders.empty.concludedTitle')}
      text={tab === 'pending' ? t('orders.empty.pendingText') : t('orders.empty.concludedText')}
      action={
        <Button asChild variant="outline">
          <Link to="/servers">{t('orders.empty.browseServers')}</Link>
        </Button>
      }
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
  const [tab, setTab] = useState<Tab>('pending');
  const groups = { pending: useOrderPages('pending'), concluded: useOrderPages('concluded') };
  const isLoading = groups.pending.isLoading || groups.concluded.isLoading;
  const isError = groups.pending.isError || groups.concluded.isError;
  const retry = () => {
    groups.pending.retry();
    groups.concluded.retry();
  };

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={t('orders.page.title')} subtitle={t('orders.page.subtitle')} />
      <div className="mt-8">
        {isLoading ? (
          <OrdersSkeleton />
        ) : isError ? (
          <Alert
            tone="danger"
            actions={
              <Button size="sm" variant="outline" onClick={retry}>
                {t('orders.page.retry')}
              </Button>
            }
          >
            {t('orders.page.loadFailed')}
          </Alert>
        ) : (
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label={t('orders.tabs.label')}>
              <TabsTrigger value="pending" count={groups.pending.total}>
                {t('orders.tabs.pending')}
              </TabsTrigger>
              <TabsTrigger value="concluded" count={groups.concluded.total}>
                {t('orders.tabs.concluded')}
              </TabsTrigger>
            </TabsList>
            {TABS.map((key) => (
              <TabsContent key={key} value={key}>
                <OrdersList
                  orders={groups[key].orders}
                  caption={
                    key === 'pending' ? t('orders.tabs.pendingCaption') : t('orders.tabs.concludedCaption')
                  }
                  empty={<EmptyTab tab={key} />}
                />
                <LoadMore pages={groups[key]} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </Container>
  );
}
