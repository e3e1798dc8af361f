/** The order details mail (the console's "email details"): the order, its status, its specifications. */
import { ORDER_STATUS_LABELS } from '@shop/domain';

export const orderDetails = {
  subject: 'Order {ref}: {name}',
  intro: 'Here are the details of your order {ref}.',
  label: {
    orderId: 'Order ID',
    service: 'Service',
    type: 'Type',
    status: 'Status',
    paid: 'Paid',
    total: 'Total (incl. VAT)',
    orderedOn: 'Ordered on',
  },
  yes: 'Yes',
  no: 'No',
  type: {
    KVM: 'KVM server',
    GAME: 'Game server',
  },
  /** The order statuses' English names: domain's one table. */
  status: ORDER_STATUS_LABELS,
  specifications: 'Specifications',
  spec: {
    game: 'Game',
    version: 'Version',
    slots: 'Player slots',
    os: 'Operating system',
    cpuType: 'CPU',
    cores: 'Cores',
    baseSpeed: 'Base speed',
    turboSpeed: 'Turbo speed',
    memory: 'Memory',
    disk: 'Storage',
    traffic: 'Bandwidth',
    ipv4: 'IPv4 addresses',
    duration: 'Duration',
  },
  duration: '{days, plural, =1 {{days} day} other {{days} days}}',
};
