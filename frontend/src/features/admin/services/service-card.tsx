import { shortId } from '@shop/domain';
import { clsx } from 'clsx';
import { BellRing, Eye, Play, RotateCw, Square } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { AdminService } from '../../../api';
import { Badge, Button, Card } from '../../../components/ui';
import { formatAddisDate } from '../shared';
import {
  coresText,
  daysLeftText,
  daysLeftTone,
  gbOrNotSet,
  isGameService,
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
  /** The time the card counts days left from (stories and tests pin it). */
  now?: Date;
};

const dayTones = { normal: 'text-ink', warning: 'text-warning-800', danger: 'text-danger-700' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
      <dd className="mt-0.5 truncate font-medium text-ink">{children}</dd>
    </div>
  );
}

/** One service of the console's grid (console spec 2.6): its facts and the actions it offers now. */
export function ServiceCard({ service, busy = null, onView, onSetStatus, onRemind, now }: ServiceCardProps) {
  const titleId = useId();
  const days = serviceDaysLeft(service, now);
  const actions = serviceCardActions(service, now);
  const customer = service.order.user;
  const waiting = busy !== null;

  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3 px-5 pt-5">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate text-base font-semibold text-ink">
            {service.serviceName}
          </h3>
          <p className="mt-0.5 font-mono text-xs text-ink-subtle">#{shortId(service.id)}</p>
        </div>
        <Badge tone={serviceStatusTone(service.status)}>{serviceStatusLabel(service.status)}</Badge>
      </div>

      <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 px-5 py-4 text-sm">
        <Fact label="CPU">{coresText(service)}</Fact>
        <Fact label="Memory">{gbOrNotSet(service.memory)}</Fact>
        <Fact label="Disk">{gbOrNotSet(service.disk)}</Fact>
        <Fact label="Slots">{isGameService(service) ? orNotSet(service.slots) : '—'}</Fact>
        <div className="col-span-2 min-w-0">
          <dt className="text-xs font-medium text-ink-subtle">Customer</dt>
          <dd className="mt-0.5 min-w-0">
            <span className="block truncate font-medium text-ink">{customer.username}</span>
            <span className="block truncate text-xs text-ink-muted">{customer.email}</span>
          </dd>
        </div>
        <Fact label="Expires">{formatAddisDate(service.endDate)}</Fact>
        <Fact label="Days left">
          <span className={clsx('tabular-nums', dayTones[daysLeftTone(days)])}>{daysLeftText(days)}</span>
        </Fact>
      </dl>

      <div className="flex flex-wrap gap-2 border-t border-line px-5 py-4">
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
          Restart
        </Button>
        {actions.remind && (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'remind'}
            disabled={waiting}
            onClick={() => onRemind(service)}
            className="ml-auto"
          >
            {busy !== 'remind' && <BellRing className="size-4" aria-hidden="true" />}
            Send Reminder
          </Button>
        )}
      </div>
    </Card>
  );
}
