import { clsx } from 'clsx';
import { shortId } from '@shop/domain';
import type { ReactNode } from 'react';
import type { AdminService } from '../../../api';
import { Badge, Button, DialogClose } from '../../../components/ui';
import { AdminModal, formatAddisDate } from '../shared';
import {
  daysLeftText,
  gbOrNotSet,
  orNotSet,
  serviceDaysLeft,
  serviceStatusLabel,
  serviceStatusTone,
} from './service-display';

export type ServiceDetailsDialogProps = {
  /** The service shown; null closes the dialog. */
  service: AdminService | null;
  onClose: () => void;
};

/** `wide` rows (long ids) take the whole line. */
type Row = { label: string; value: ReactNode; wide?: boolean };

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section aria-label={title} className="rounded-control border border-line p-4">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2.5">
        {rows.map((row) => (
          <div key={row.label} className={clsx('min-w-0', row.wide && 'col-span-2 sm:col-span-1')}>
            <dt className="text-xs font-medium text-ink-subtle">{row.label}</dt>
            <dd className="mt-0.5 font-medium break-words text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const methodLabels = { TELEBIRR: 'TeleBirr', CBE: 'CBE' } as const;

function serviceRows(service: AdminService): Row[] {
  return [
    { label: 'Service ID', value: <span className="font-mono text-xs">{service.id}</span>, wide: true },
    {
      label: 'Provider ID',
      value: <span className="font-mono text-xs">{orNotSet(service.serviceId)}</span>,
    },
    {
      label: 'Status',
      value: <Badge tone={serviceStatusTone(service.status)}>{serviceStatusLabel(service.status)}</Badge>,
    },
    { label: 'Days left', value: daysLeftText(serviceDaysLeft(service)) },
    { label: 'Start date', value: formatAddisDate(service.startDate) },
    { label: 'End date', value: formatAddisDate(service.endDate) },
  ];
}

function specificationRows(service: AdminService): Row[] {
  return [
    { label: 'Cores', value: orNotSet(service.cores) },
    { label: 'CPU type', value: orNotSet(service.cpuType) },
    { label: 'Memory', value: gbOrNotSet(service.memory) },
    { label: 'Disk', value: gbOrNotSet(service.disk) },
    { label: 'Traffic', value: typeof service.traffic === 'number' ? `${service.traffic} TB` : '—' },
    { label: 'IP count', value: orNotSet(service.ipcount) },
    { label: 'Slots', value: orNotSet(service.slots) },
    { label: 'Version', value: orNotSet(service.version) },
    ...(service.game ? [{ label: 'Game', value: service.game }] : []),
  ];
}

function customerRows(service: AdminService): Row[] {
  const { user } = service.order;
  return [
    { label: 'Username', value: user.username },
    { label: 'Email', value: user.email, wide: true },
    { label: 'Phone', value: orNotSet(user.phone) },
    { label: 'Order', value: <span className="font-mono text-xs">{service.order.id}</span>, wide: true },
  ];
}

function paymentRows(service: AdminService): Row[] {
  const payment = service.paymentStatus;
  return [
    {
      label: 'Paid',
      value: (
        <Badge tone={payment.isPaid ? 'success' : 'warning'}>{payment.isPaid ? 'Paid' : 'Unpaid'}</Badge>
      ),
    },
    { label: 'Method', value: payment.paymentMethod ? methodLabels[payment.paymentMethod] : '—' },
    { label: 'Reference', value: orNotSet(payment.paymentReference) },
    { label: 'Paid by', value: orNotSet(payment.paidBy) },
  ];
}

/** The details modal of a service (console spec 2.6). */
export function ServiceDetailsDialog({ service, onClose }: ServiceDetailsDialogProps) {
  return (
    <AdminModal
      open={service !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={service?.serviceName ?? 'Service details'}
      description={service ? `Service #${shortId(service.id)}` : undefined}
      footer={
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      }
    >
      {service && (
        <div className="grid gap-4">
          <Section title="Service" rows={serviceRows(service)} />
          <Section title="Specifications" rows={specificationRows(service)} />
          <Section title="Customer" rows={customerRows(service)} />
          <Section title="Payment" rows={paymentRows(service)} />
        </div>
      )}
    </AdminModal>
  );
}
