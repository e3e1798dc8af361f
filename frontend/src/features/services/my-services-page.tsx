import { Archive, Server } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { MY_PENDING_ORDERS, useListMyOrdersQuery, useListMyServicesQuery } from '../../api';
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
import {
  groupServices,
  isProvisioning,
  ordersAwaitingConfirmation,
  ordersBeingSetUp,
  type ServiceTab,
} from './service-display';
import { ServicesList } from './services-list';
import { ServicesSkeleton } from './services-skeleton';
import { SetupNotices } from './setup-notices';

/** While something is being set up the page asks again this often, so the server appears by itself. */
export const SETUP_POLL_MS = 10_000;

function EmptyTab({ tab }: { tab: ServiceTab }) {
  const t = useT();
  return (
    <EmptyState
      icon={tab === 'active' ? Server : Archive}
      title={tab === 'active' ? t('services.empty.activeTitle') : t('services.empty.pastTitle')}
      text={tab === 'active' ? t('services.empty.activeText') : t('services.empty.pastText')}
      action={
        <Button asChild variant="outline">
          <Link to="/servers">{t('services.empty.browseServers')}</Link>
        </Button>
      }
    />
  );
}

const TABS: readonly ServiceTab[] = ['active', 'past'];

/**
 * /my-services: Active (ACTIVE with days left) and Past services, with the paid orders still being
 * set up above them. A failure to read the orders only hides those notices.
 */
export function MyServicesPage() {
  const t = useT();
  const [pollingInterval, setPollingInterval] = useState(0);
  const services = useListMyServicesQuery(undefined, { pollingInterval });
  const orders = useListMyOrdersQuery(MY_PENDING_ORDERS, { pollingInterval });
  const [tab, setTab] = useState<ServiceTab>('active');

  const groups = useMemo(() => groupServices(services.data ?? []), [services.data]);
  const settingUp = useMemo(() => ordersBeingSetUp(orders.data?.rows ?? []), [orders.data]);
  const awaiting = useMemo(() => ordersAwaitingConfirmation(orders.data?.rows ?? []), [orders.data]);
  const anythingSettingUp = settingUp.length > 0 || (services.data ?? []).some(isProvisioning);
  useEffect(() => setPollingInterval(anythingSettingUp ? SETUP_POLL_MS : 0), [anythingSettingUp]);

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={t('services.myServices.title')} subtitle={t('services.myServices.subtitle')} />
      <div className="mt-8">
        {services.isLoading ? (
          <ServicesSkeleton />
        ) : services.isError && !services.data ? (
          <Alert
            tone="danger"
            actions={
              <Button
                size="sm"
                variant="outline"
                onClick={() => void services.refetch()}
                loading={services.isFetching}
              >
                {t('services.myServices.retry')}
              </Button>
            }
          >
            {t('services.myServices.loadFailed')}
          </Alert>
        ) : (
          <>
            <SetupNotices settingUp={settingUp} awaiting={awaiting} />
            <Tabs value={tab} onValueChange={(value) => setTab(value as ServiceTab)}>
              <TabsList aria-label={t('services.tabs.label')}>
                <TabsTrigger value="active" count={groups.active.length}>
                  {t('services.tabs.active')}
                </TabsTrigger>
                <TabsTrigger value="past" count={groups.past.length}>
                  {t('services.tabs.past')}
                </TabsTrigger>
              </TabsList>
              {TABS.map((key) => (
                <TabsContent key={key} value={key}>
                  <ServicesList
                    services={groups[key]}
                    caption={
                      key === 'active' ? t('services.tabs.activeCaption') : t('services.tabs.pastCaption')
                    }
                    empty={<EmptyTab tab={key} />}
                  />
                </TabsContent>
              ))}
            </Tabs>
          </>
        )}
      </div>
    </Container>
  );
}
