import { clsx } from 'clsx';
import { LifeBuoy, Settings2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { serviceResume } from '@shop/domain';
import { Link } from 'react-router-dom';
import type { ServiceSummary } from '../../api';
import { Button, DataTable, type DataTableColumn } from '../../components/ui';
import { useT } from '../../i18n';
import { RenewalDue } from './renewal-due';
import { CurrentStatusBadge, ServiceStatusBadge } from './service-badges';
import {
  daysLeftText,
  daysLeftTone,
  isMachineReady,
  isProvisioning,
  serviceKeySpecs,
  type Translate,
} from './service-display';

export const serviceDetailsPath = (id: string) => `/service-details/${encodeURIComponent(id)}`;

function Manage({ service, fullWidth }: { service: ServiceSummary; fullWidth?: boolean }) {
  const t = useT();
  return (
    <Button asChild size="sm" variant="outline" fullWidth={fullWidth}>
      <Link to={serviceDetailsPath(service.id)}>
        <Settings2 className="size-4" aria-hidden="true" />
        {t('services.list.manage')}
        <span className="sr-only"> {t('services.list.manageFor', { name: service.serviceName })}</span>
      </Link>
    </Button>
  );
}

const dayTones = { normal: 'text-ink', warning: 'text-warning-800', danger: 'text-danger-700' } as const;

function DaysLeft({ days }: { days: number }) {
  const t = useT();
  return (
    <span className={clsx('font-medium tabular-nums', dayTones[daysLeftTone(days)])}>
      {daysLeftText(days, t)}
    </span>
  );
}

/** A suspended or expired service's machine is suspended too: its status badge says it once. */
const showsPowerState = (service: ServiceSummary) =>
  !(service.status !== 'ACTIVE' && service.currentStatus === 'suspended');

function Statuses({ service }: { service: ServiceSummary }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ServiceStatusBadge status={service.status} />
      {showsPowerState(service) && <CurrentStatusBadge currentStatus={service.currentStatus} />}
    </div>
  );
}

/** The provider's id of the machine; a machine still being made has none yet. */
function ServiceIdLine({ service }: { service: ServiceSummary }) {
  const t = useT();
  if (!service.serviceId) return null;
  return (
    <p className="mt-0.5 font-mono text-xs break-all text-ink-subtle">
      {t('services.list.serviceId', { id: service.serviceId })}
    </p>
  );
}

/** Under the name of a service not ready yet: what is happening, in plain words. */
function ProvisioningNote({ service }: { service: ServiceSummary }) {
  const t = useT();
  if (isMachineReady(service)) return null;
  return (
    <p className="mt-1 text-xs whitespace-normal text-ink-muted">
      {isProvisioning(service) ? t('services.provisioning.text') : t('services.control.blocked.failed')}
    </p>
  );
}

/** A service the shop suspended: a renewal does not bring it back, the shop does (domain's serviceResume). */
function SuspendedNote({ service, fullWidth }: { service: ServiceSummary; fullWidth?: boolean }) {
  const t = useT();
  if (serviceResume(service) !== 'support') return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm whitespace-normal">
      <span className="font-medium text-danger-700">{t('services.renewal.suspended')}</span>
      <Button asChild size="sm" variant="outline" fullWidth={fullWidth}>
        <Link to="/contact">
          <LifeBuoy className="size-4" aria-hidden="true" />
          {t('services.control.contactSupport')}
        </Link>
      </Button>
    </div>
  );
}

/** What the customer can do about the service's state: pay its renewal, extend it, ask the shop. */
function WhatToDo({ service, fullWidth }: { service: ServiceSummary; fullWidth?: boolean }) {
  return (
    <>
      <RenewalDue service={service} fullWidth={fullWidth} extendTo={serviceDetailsPath(service.id)} />
      <SuspendedNote service={service} fullWidth={fullWidth} />
    </>
  );
}

function columns(t: Translate): DataTableColumn<ServiceSummary>[] {
  return [
    {
      key: 'service',
      header: t('services.list.service'),
      cell: (s) => (
        <div className="max-w-xs min-w-44 whitespace-normal">
          <p className="font-semibold text-ink">{s.serviceName}</p>
          <ServiceIdLine service={s} />
          <ProvisioningNote service={s} />
          <WhatToDo service={s} />
        </div>
      ),
    },
    {
      key: 'specs',
      header: t('services.list.specs'),
      cell: (s) => <span className="text-ink-muted">{serviceKeySpecs(s, t)}</span>,
    },
    { key: 'days', header: t('services.list.daysLeft'), cell: (s) => <DaysLeft days={s.remainingDays} /> },
    { key: 'status', header: t('services.list.status'), cell: (s) => <Statuses service={s} /> },
    {
      key: 'action',
      header: <span className="sr-only">{t('services.list.action')}</span>,
      align: 'right',
      cell: (s) => <Manage service={s} />,
    },
  ];
}

function ServiceCard({ service }: { service: ServiceSummary }) {
  const t = useT();
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink">{service.serviceName}</h2>
          <ServiceIdLine service={service} />
        </div>
        <ServiceStatusBadge status={service.status} />
      </div>
      <ProvisioningNote service={service} />
      <WhatToDo service={service} fullWidth />
      <p className="mt-3 text-sm text-ink-muted">{serviceKeySpecs(service, t)}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm">
        {showsPowerState(service) ? <CurrentStatusBadge currentStatus={service.currentStatus} /> : <span />}
        <DaysLeft days={service.remainingDays} />
      </div>
      <div className="mt-4">
        <Manage service={service} fullWidth />
      </div>
    </article>
  );
}

/** Services as a table from 768 px up, as cards on phones. */
export function ServicesList({
  services,
  caption,
  empty,
}: {
  services: ServiceSummary[];
  caption: string;
  empty: ReactNode;
}) {
  const t = useT();
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <DataTable
      columns={tableColumns}
      rows={services}
      rowKey={(s) => s.id}
      caption={caption}
      renderCard={(s) => <ServiceCard service={s} />}
      empty={empty}
    />
  );
}
