import { Archive, Server } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { MY_PENDING_ORDERS, useListMyOrdersQuery, useListMyServicesQuery } from '../../api';
import { EmptyListTab, TabbedListPage } from '../../components/layout';
import { LoadErrorAlert } from '../../components/ui';
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
    <EmptyListTab
      icon={tab === 'active' ? Server : Archive}
      title={tab === 'active' ? t('services.empty.activeTitle') : t('services.empty.pastTitle')}
      text={tab === 'active' ? t('services.empty.activeText') : t('services.empty.pastText')}
      linkLabel={t('services.empty.browseServers')}
      linkTo="/servers"
    />
  );
}

const TABS: readonly ServiceTab[] = ['active', 'past'];

/**
 * /my-services: Active (ACTIVE with days left) and Past services, with the paid orders still being
 * set up above them. A failure to read the orders only hides those notices. The skeleton stays
 * until both reads have settled: notices arriving after the list would push it down the page (a
 * layout shift of 1.0 measured by Lighthouse for a customer with orders awaiting confirmation).
 */
export function MyServicesPage() {
  const t = useT();
  const [pollingInterval, setPollingInterval] = useState(0);
  const services = useListMyServicesQuery(undefined, { pollingInterval });
  const orders = useListMyOrdersQuery(MY_PENDING_ORDERS, { pollingInterval });

  const groups = useMemo(() => groupServices(services.data ?? []), [services.data]);
  const settingUp = useMemo(() => ordersBeingSetUp(orders.data?.rows ?? []), [orders.data]);
  const awaiting = useMemo(() => ordersAwaitingConfirmation(orders.data?.rows ?? []), [orders.data]);
  const anythingSettingUp = settingUp.length > 0 || (services.data ?? []).some(isProvisioning);
  useEffect(() => setPollingInterval(anythingSettingUp ? SETUP_POLL_MS : 0), [anythingSettingUp]);

  return (
    <TabbedListPage
      title={t('services.myServices.title')}
      subtitle={t('services.myServices.subtitle')}
      tabsLabel={t('services.tabs.label')}
      isLoading={services.isLoading || orders.isLoading}
      skeleton={<ServicesSkeleton />}
      error={
        services.isError &&
        !services.data && (
          <LoadErrorAlert
            retryLabel={t('services.myServices.retry')}
            onRetry={() => void services.refetch()}
            retrying={services.isFetching}
          >
            {t('services.myServices.loadFailed')}
          </LoadErrorAlert>
        )
      }
      notices={<SetupNotices settingUp={settingUp} awaiting={awaiting} />}
      tabs={TABS.map((key) => ({
        value: key,
        label: key === 'active' ? t('services.tabs.active') : t('services.tabs.past'),
        count: groups[key].length,
        content: (
          <ServicesList
            services={groups[key]}
            caption={key === 'active' ? t('services.tabs.activeCaption') : t('services.tabs.pastCaption')}
            empty={<EmptyTab tab={key} />}
          />
        ),
      }))}
    />
  );
}
