/** Texts of the orders screens (English: the specifications' exact texts). */
export const orders = {
  page: {
    title: 'My Orders',
    subtitle: 'Follow your orders from payment to provisioning, and complete any payment still due.',
    loadFailed: 'Failed to load orders. Please try again.',
    retry: 'Retry',
    loading: 'Loading orders',
  },
  tabs: {
    label: 'Orders',
    pending: 'Pending Orders',
    concluded: 'Concluded Orders',
    pendingCaption: 'Pending orders',
    concludedCaption: 'Concluded orders',
  },
  empty: {
    pendingTitle: 'No pending orders',
    pendingText: 'Orders waiting for payment or being set up appear here.',
    concludedTitle: 'No concluded orders yet',
    concludedText: 'Active, completed, failed, cancelled and expired orders appear here.',
    browseServers: 'Browse servers',
  },
  more: {
    shown: 'Showing {shown} of {total}',
    loadMore: 'Load more',
    failed: 'Failed to load more orders. Please try again.',
    retry: 'Retry',
  },
  list: {
    order: 'Order',
    service: 'Service',
    total: 'Total',
    created: 'Created',
    status: 'Status',
    action: 'Action',
    createdOn: 'Created {date}',
    completePayment: 'Complete Payment',
    forOrder: 'for order {id}',
    renewal: 'Renewal',
  },
  type: {
    GAME: 'Game Server',
    KVM: 'KVM Server',
  },
  /** The few specifications that tell orders apart, joined with ' · '. */
  specs: {
    version: 'v{version}',
    slots: '{count, plural, one {# slot} other {# slots}}',
    cores: '{cores} vCPU',
    memory: '{size} RAM',
    disk: '{size} SSD',
    days: '{count, plural, one {# day} other {# days}}',
  },
  /** The labels of domain's orderStatusLabel (which of them applies is domain's rule). */
  status: {
    pendingPayment: 'Pending Payment',
    awaitingConfirmation: 'Awaiting Confirmation',
    processing: 'Processing',
    provisioning: 'Provisioning',
    active: 'Active',
    completed: 'Completed',
    failed: 'Failed',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
} as const;
