import { ArrowLeft, LifeBuoy, ServerOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TRANSITIONAL_STATES } from '@shop/domain';
import { useGetServiceDetailsQuery, type ServiceDetails } from '../../api';
import {
  Button,
  Container,
  EmptyState,
  LoadErrorAlert,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextLink,
} from '../../components/ui';
import { useT } from '../../i18n';
import { AccessSection } from './access-section';
import { ConnectionSection } from './connection-section';
import { ConsolePanel } from './console/console-panel';
import { ControlPanel } from './control-panel';
import { GameDetailsSection } from './game-details-section';
import { ServiceStatusBadge } from './service-badges';
import { isGameService, isProvisioning } from './service-display';
import { ServiceDetailsSkeleton } from './service-details-skeleton';
import { ServiceInfoSection } from './service-info-section';
import { useServiceActions } from './use-service-actions';
import { RenewalDue } from './renewal-due';

/** Power states on their way somewhere: the details are asked for again until they settle. */
const SETTLING = new Set(['provisioning', ...TRANSITIONAL_STATES]);
/** A start or stop settles within seconds; the customer sees it without reloading. */
export const SETTLING_POLL_MS = 3_000;

function BackLink() {
  const t = useT();
  return (
    <TextLink asChild className="inline-flex items-center gap-1.5 text-sm">
      <Link to="/my-services">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('services.details.back')}
      </Link>
    </TextLink>
  );
}

function NotFound() {
  const t = useT();
  return (
    <EmptyState
      icon={ServerOff}
      title={t('services.details.notFound.title')}
      text={t('services.details.notFound.text')}
      action={
        <Button asChild>
          <Link to="/my-services">{t('services.details.notFound.back')}</Link>
        </Button>
      }
    />
  );
}

const isNotFound = (error: unknown) =>
  !!error && typeof error === 'object' && 'status' in error && error.status === 404;

/** /service-details/{id}: one service's information, connection and control panel. */
export function ServiceDetailsPage() {
  const { serviceId = '' } = useParams();
  const t = useT();
  const [pollingInterval, setPollingInterval] = useState(0);
  const details = useGetServiceDetailsQuery({ id: serviceId }, { skip: !serviceId, pollingInterval });
  const settling = !!details.data && SETTLING.has(details.data.currentStatus);
  useEffect(() => setPollingInterval(settling ? SETTLING_POLL_MS : 0), [settling]);

  let body;
  if (!serviceId || isNotFound(details.error)) body = <NotFound />;
  else if (details.isLoading) body = <ServiceDetailsSkeleton />;
  else if (!details.data)
    body = (
      <LoadErrorAlert
        retryLabel={t('services.details.retry')}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      >
        {t('services.details.loadFailed')}
      </LoadErrorAlert>
    );
  else body = <Loaded details={details.data} />;

  return (
    <Container className="py-8 sm:py-12">
      <BackLink />
      <div className="mt-4">{body}</div>
    </Container>
  );
}

function Loaded({ details }: { details: ServiceDetails }) {
  const t = useT();
  const actions = useServiceActions(details.id);
  return (
    <>
      <PageHeader
        eyebrow={t('services.details.title')}
        title={details.serviceName}
        subtitle={isProvisioning(details) ? t('services.provisioning.text') : undefined}
        actions={
          <>
            {details.status && <ServiceStatusBadge status={details.status} />}
            <Button asChild variant="outline" size="sm">
              <Link to={`/support/new?serviceId=${encodeURIComponent(details.id)}`}>
                <LifeBuoy className="size-4" aria-hidden="true" />
                {t('common.actions.getHelp')}
              </Link>
            </Button>
          </>
        }
      />
      <RenewalDue service={details} />
      {hasConsole(details) ? (
        <Tabs defaultValue="overview" className="mt-6">
          <TabsList>
            <TabsTrigger value="overview">{t('services.console.overviewTab')}</TabsTrigger>
            <TabsTrigger value="console">{t('services.console.tab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <Overview details={details} actions={actions} />
          </TabsContent>
          <TabsContent value="console">
            <ConsolePanel
              serviceId={details.id}
              family={isGameService(details) ? 'GAME' : 'KVM'}
              currentStatus={details.currentStatus}
            />
          </TabsContent>
        </Tabs>
      ) : (
        <Overview details={details} actions={actions} />
      )}
    </>
  );
}

/** A console opens on an ACTIVE service whose machine is built. */
function hasConsole(details: ServiceDetails): boolean {
  return details.status === 'ACTIVE' && !isProvisioning(details) && details.currentStatus !== 'failed';
}

function Overview({
  details,
  actions,
}: {
  details: ServiceDetails;
  actions: ReturnType<typeof useServiceActions>;
}) {
  return (
    <>
      {/* On phones the control panel follows the service's information; from 1024 px it stands beside. */}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:col-start-1">
          <ServiceInfoSection details={details} />
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <ControlPanel details={details} actions={actions} />
        </div>
        {isGameService(details) && (
          <div className="min-w-0 lg:col-start-1">
            <GameDetailsSection details={details} />
          </div>
        )}
        <div className="min-w-0 lg:col-start-1">
          <ConnectionSection details={details} />
        </div>
        {details.hostname && (
          <div className="min-w-0 lg:col-start-1">
            <AccessSection details={details} />
          </div>
        )}
      </div>
    </>
  );
}
