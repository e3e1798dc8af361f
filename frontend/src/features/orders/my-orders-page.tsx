import { orderTab } from '@shop/domain';
import { ClipboardList, PackageCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useListMyOrdersQuery, type Order } from '../../api';
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
import { OrdersList } from './orders-list';
import { OrdersSkeleton } from './orders-skeleton';

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

/** /my-orders: Pending (PENDING, PROVISIONING) and Concluded (every other status) with counts. */
export function MyOrdersPage() {
  const { data, isLoading, isError, isFetching, refetch } = useListMyOrdersQuery();
  const t = useT();
  const [tab, setTab] = useState<Tab>('pending');
  const groups = useMemo(() => {
    const result: Record<Tab, Order[]> = { pending: [], concluded: [] };
    for (const order of data ?? []) result[orderTab(order.status)].push(order);
    return result;
  }, [data]);

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={t('orders.page.title')} subtitle={t('orders.page.subtitle')} />
      <div className="mt-8">
        {isLoading ? (
          <OrdersSkeleton />
        ) : isError && !data ? (
          <Alert
            tone="danger"
            actions={
              <Button size="sm" variant="outline" onClick={() => void refetch()} loading={isFetching}>
                {t('orders.page.retry')}
              </Button>
            }
          >
            {t('orders.page.loadFailed')}
          </Alert>
        ) : (
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label={t('orders.tabs.label')}>
              <TabsTrigger value="pending" count={groups.pending.length}>
                {t('orders.tabs.pending')}
              </TabsTrigger>
              <TabsTrigger value="concluded" count={groups.concluded.length}>
                {t('orders.tabs.concluded')}
              </TabsTrigger>
            </TabsList>
            {TABS.map((key) => (
              <TabsContent key={key} value={key}>
                <OrdersList
                  orders={groups[key]}
                  caption={
                    key === 'pending' ? t('orders.tabs.pendingCaption') : t('orders.tabs.concludedCaption')
                  }
                  empty={<EmptyTab tab={key} />}
                />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </Container>
  );
}
