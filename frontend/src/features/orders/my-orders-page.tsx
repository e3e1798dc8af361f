import { ORDERS_LOAD_FAILED, orderTab } from '@shop/domain';
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
import { OrdersList } from './orders-list';
import { OrdersSkeleton } from './orders-skeleton';

type Tab = 'pending' | 'concluded';

const EMPTY: Record<Tab, { title: string; text: string }> = {
  pending: {
    title: 'No pending orders',
    text: 'Orders waiting for payment or being set up appear here.',
  },
  concluded: {
    title: 'No concluded orders yet',
    text: 'Active, completed, failed, cancelled and expired orders appear here.',
  },
};

function EmptyTab({ tab }: { tab: Tab }) {
  return (
    <EmptyState
      icon={tab === 'pending' ? ClipboardList : PackageCheck}
      title={EMPTY[tab].title}
      text={EMPTY[tab].text}
      action={
        <Button asChild variant="outline">
          <Link to="/servers">Browse servers</Link>
        </Button>
      }
    />
  );
}

/** /my-orders: Pending (PENDING, PROVISIONING) and Concluded (every other status) with counts. */
export function MyOrdersPage() {
  const { data, isLoading, isError, isFetching, refetch } = useListMyOrdersQuery();
  const [tab, setTab] = useState<Tab>('pending');
  const groups = useMemo(() => {
    const result: Record<Tab, Order[]> = { pending: [], concluded: [] };
    for (const order of data ?? []) result[orderTab(order.status)].push(order);
    return result;
  }, [data]);

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        title="My Orders"
        subtitle="Follow your orders from payment to provisioning, and complete any payment still due."
      />
      <div className="mt-8">
        {isLoading ? (
          <OrdersSkeleton />
        ) : isError && !data ? (
          <Alert
            tone="danger"
            actions={
              <Button size="sm" variant="outline" onClick={() => void refetch()} loading={isFetching}>
                Retry
              </Button>
            }
          >
            {ORDERS_LOAD_FAILED}
          </Alert>
        ) : (
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label="Orders">
              <TabsTrigger value="pending" count={groups.pending.length}>
                Pending Orders
              </TabsTrigger>
              <TabsTrigger value="concluded" count={groups.concluded.length}>
                Concluded Orders
              </TabsTrigger>
            </TabsList>
            {(['pending', 'concluded'] as const).map((key) => (
              <TabsContent key={key} value={key}>
                <OrdersList
                  orders={groups[key]}
                  caption={key === 'pending' ? 'Pending orders' : 'Concluded orders'}
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
