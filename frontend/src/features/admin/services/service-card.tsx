import { shortId } from '@shop/domain';
import { clsx } from 'clsx';
import { BellRing, Eye, Play, RotateCw, Square } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { AdminService } from '../../../api';
import { Badge, Button, Card } from '../../../components/ui';
import { formatAddisDate, formatBirr } from '../shared';
import {
  coresText,
  daysLeftText,
  daysLeftTone,
  gbOrNotSet,
  isGameService,
  NOT_SET,
  orNotSet,
  serviceCardActions,
  serviceDaysLeft,
  serviceStatusLabel,
  serviceStatusTone,
} from './service-display';

/** What the card is waiting for, if anything: its buttons wait with it. */
export type ServiceCardBusy = 'status' | 'remind' | null;

export type ServiceCardProps = {
  service: AdminService;
  busy?: ServiceCardBusy;
  onView: (service: AdminService) => void;
  onSetStatus: (service: AdminService, status: 'ACTIVE' | 'INACTIVE') => void;
  onRemind: (service: AdminService) => void;
};

const dayTones = { normal: 'text-ink', warning: 'text-warning-800', danger: 'text-danger-700' } as const;

type FactProps = {
  label: string;
  className?: string;
  /** Let a long value wrap instead of cutting it short. */
  wrap?: boolean;
  children: ReactNode;
};

function Fact({ label, className, wrap = false, children }: FactProps) {
  return (
    <div className={clsx('min-w-0', className)}>
      <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
      <dd className={clsx('mt-0.5 font-medium text-ink', !wrap && 'truncate')}>{children}</dd>
    </div>
  );
}

/** One service of the console's grid (console spec 2.6): its facts and the actions it offers now. */
export function ServiceCard({ service, busy = null, onView, onSetStatus, onRemind }: ServiceCardProps) {
  const titleId = useId();
  const days = serviceDaysLeft(service);
  const actions = serviceCardActions(service);
  const customer = service.order.user;
  const waiting = busy !== null;

  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3 px-4 sm:px-5 pt-4 sm:pt-5">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-base font-semibold text-ink">
            {service.serviceName}
          </h2>
          <p className="mt-0.5 font-mono text-xs text-ink-subtle">#{shortId(service.id)}</p>
        </div>
        <Badge tone={serviceStatusTone(service.status)}>{serviceStatusLabel(service.status)}</Badge>
      </div>

      <dl className="grid flex-1 grid-cols-6 content-start gap-x-4 gap-y-3 px-4 sm:px-5 py-4 text-sm">
        <Fact label="CPU" className="col-span-6">
          {coresText(service)}
        </Fact>
        <Fact label="Memory" className="col-span-2">
          {gbOrNotSet(service.memory)}
        </Fact>
        <Fact label="Disk" className="col-span-2">
          {gbOrNotSet(service.disk)}
        </Fact>
        <Fact label="Slots" className="col-span-2">
          {isGameService(service) ? orNotSet(service.slots) : NOT_SET}
        </Fact>
        <Fact label="Customer" className="col-span-6">
          <span className="block truncate">{customer.username}</span>
          <span className="block truncate text-xs font-normal text-ink-muted">{customer.email}</span>
        </Fact>
        <Fact label="Expires" className="col-span-3">
          {formatAddisDate(service.endDate)}
        </Fact>
        <Fact label="Days left" className="col-span-3" wrap>
          <span className={clsx('tabular-nums', dayTones[daysLeftTone(days)])}>{daysLeftText(days)}</span>
        </Fact>
      </dl>
      <LifecycleDates service={service} />

      {actions.remind && (
        <div
          className={clsx(
            'mx-4 sm:mx-5 mb-4 flex flex-wrap items-center justify-between gap-2 rounded-control px-3 py-2 text-sm',
            days < 0 ? 'bg-danger-50 text-danger-800' : 'bg-warning-50 text-warning-800',
          )}
        >
          <span className="text-xs font-semibold">{days < 0 ? 'Expired' : 'Expiring soon'}</span>
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'remind'}
            disabled={waiting}
            onClick={() => onRemind(service)}
          >
            {busy !== 'remind' && <BellRing className="size-4" aria-hidden="true" />}
            Send Reminder
          </Button>
        </div>
      )}

      <div className="flex flex-wrap gap-2 border-t border-line px-4 sm:px-5 py-4">
        <Button size="sm" variant="outline" onClick={() => onView(service)}>
          <Eye className="size-4" aria-hidden="true" />
          Details
        </Button>
        {actions.stop && (
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'status'}
            disabled={waiting}
            onClick={() => onSetStatus(service, 'INACTIVE')}
          >
            {busy !== 'status' && <Square className="size-4" aria-hidden="true" />}
            Stop
          </Button>
        )}
        {actions.start && (
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'status'}
            disabled={waiting}
            onClick={() => onSetStatus(service, 'ACTIVE')}
          >
            {busy !== 'status' && <Play className="size-4" aria-hidden="true" />}
            Start
          </Button>
        )}
        {/* The spec's restart button has no behaviour: shown, but it says so and does nothing. */}
        <Button size="sm" variant="ghost" disabled title="Restart is not available from the console">
          <RotateCw className="size-4" aria-hidden="true" />
          {/* Phones show the icon alone, so the row's buttons fit on one line. */}
          <span className="sr-only sm:not-sr-only">Restart</span>
        </Button>
      </div>
    </Card>
  );
}

/** What the lifecycle will do and when (issue 25): the open renewal, the hold, suspension, termination. */
function LifecycleDates({ service }: { service: AdminService }) {
  const lines: string[] = [];
  if (service.terminatedAt) lines.push(`Terminated ${formatAddisDate(service.terminatedAt)}`);
  if (service.renewalDue)
    lines.push(
      `Renewal due ${formatAddisDate(service.renewalDue.endDate)}: ${formatBirr(service.renewalDue.amount)}${
        service.renewalDue.paymentReported ? ' (payment reported)' : ''
      }`,
    );
  if (service.holdUntil) lines.push(`On hold until ${formatAddisDate(service.holdUntil)}`);
  if (service.status === 'EXPIRED' && service.terminatesAt)
    lines.push(`To be terminated ${formatAddisDate(service.terminatesAt)}`);
  if (lines.length === 0) return null;
  return (
    <ul className="mx-4 mb-4 space-y-0.5 text-xs text-ink-muted sm:mx-5" aria-label="Lifecycle">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
