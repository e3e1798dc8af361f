import { shortId } from '@shop/domain';
import type { AdminService } from '../../../api';
import { Badge, Button, CopyButton, DialogClose } from '../../../components/ui';
import { AdminModal, DetailsSection, formatAddisDate, type DetailRow } from '../shared';
import { ServiceHoldForm } from './service-hold-form';
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

const methodLabels = { TELEBIRR: 'telebirr', CBE: 'CBE', CHAPA: 'Chapa (online)' } as const;

/**
 * One address with its kind and a copy button. The kind and the button stay together: on a
 * phone they go under an address too long for the line rather than split it.
 */
function AddressItem({ address, kind, title }: { address: string; kind: string; title?: string }) {
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-2">
      <span className="min-w-0 font-mono text-xs break-all">{address}</span>
      <span className="inline-flex shrink-0 items-center gap-2">
        <span className="text-xs font-normal whitespace-nowrap text-ink-subtle" title={title}>
          {kind}
        </span>
        <CopyButton
          value={address}
          iconOnly
          variant="ghost"
          label="Copy"
          srContext={`address ${address}`}
          copiedLabel={`Copied ${address}`}
        />
      </span>
    </li>
  );
}

/** A game server's or a KVM machine's (a game server has a game, or an address on its node). */
function isGameServer(service: AdminService): boolean {
  return service.game !== null || service.gameAddress !== null;
}

type ShownAddress = { address: string; kind: string; title?: string };

/**
 * What the Addresses row lists: a game server's address on its node, `ip:port` (the node's other
 * servers share its IP: what its customer connects to and quotes in a support ticket); a KVM
 * machine's addresses from the shop's pools.
 */
function shownAddresses(service: AdminService): ShownAddress[] {
  if (isGameServer(service)) {
    return service.gameAddress
      ? [{ address: service.gameAddress, kind: 'Game port', title: "Shared with the node's other servers" }]
      : [];
  }
  return service.addresses.map((address) => ({
    address: address.ip,
    kind: address.family === 'ipv4' ? 'IPv4' : 'IPv6',
  }));
}

/** The addresses the service holds, each with a copy button (a support answer quotes one). */
function AddressList({ service }: { service: AdminService }) {
  const shown = shownAddresses(service);
  if (shown.length === 0) {
    return (
      <span className="font-normal text-ink-muted">
        {service.status === 'TERMINATED'
          ? 'None: released at termination'
          : `None yet: given when the ${isGameServer(service) ? 'server' : 'machine'} is built`}
      </span>
    );
  }
  return (
    <ul aria-label="Addresses" className="grid gap-1">
      {shown.map((item) => (
        <AddressItem key={item.address} {...item} />
      ))}
    </ul>
  );
}

function serviceRows(service: AdminService): DetailRow[] {
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
    { label: 'Addresses', value: <AddressList service={service} />, wide: true },
  ];
}

function specificationRows(service: AdminService): DetailRow[] {
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

function customerRows(service: AdminService): DetailRow[] {
  const { user } = service.order;
  return [
    { label: 'Username', value: user.username },
    { label: 'Email', value: user.email, wide: true },
    { label: 'Phone', value: orNotSet(user.phone) },
    { label: 'Order', value: <span className="font-mono text-xs">{service.order.id}</span>, wide: true },
  ];
}

function paymentRows(service: AdminService): DetailRow[] {
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
      openFocus="dialog"
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
          <DetailsSection title="Service" rows={serviceRows(service)} />
          <DetailsSection title="Specifications" rows={specificationRows(service)} />
          <DetailsSection title="Customer" rows={customerRows(service)} />
          <DetailsSection title="Payment" rows={paymentRows(service)} />
          {service.status !== 'TERMINATED' && <ServiceHoldForm key={service.id} service={service} />}
        </div>
      )}
    </AdminModal>
  );
}
