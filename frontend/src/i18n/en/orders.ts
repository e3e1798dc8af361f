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
    downloadInvoice: 'Download invoice',
    downloadCreditNote: 'Download credit note',
  },
  /** The company name and TIN a customer puts on their invoices. */
  billing: {
    title: 'Invoice details',
    text: 'Invoices for your orders name you as the buyer. A business adds its name and its TIN (10 digits); an invoice keeps what was set when it was issued.',
    companyName: 'Company name (optional)',
    tin: 'TIN (optional)',
    tinHint: '10 digits',
    tinInvalid: 'A TIN is 10 digits.',
    save: 'Save invoice details',
    saved: 'Saved. Your next invoices will show these details.',
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
  /** The order status page (/orders/{id}): the steps from payment to a ready server. */
  progress: {
    title: 'Order {id}',
    subtitle: '{name} · {total}',
    loading: 'Loading your order',
    loadFailed: 'Failed to load the order. Please try again.',
    retry: 'Retry',
    notFoundTitle: 'Order not found',
    notFoundText: 'There is no such order in your account. Your orders are listed under My Orders.',
    myOrders: 'Go to My Orders',
    stepsLabel: 'Order progress',
    updating: 'This page updates by itself.',
    steps: {
      reported: 'Payment reported',
      checked: 'Checked with the bank',
      paid: 'Paid',
      settingUp: 'Setting up the server',
      ready: 'Ready',
    },
    /** An online payment (Chapa) that ended without paying, said instead of 'Waiting for your payment'. */
    online: {
      CANCELLED: {
        title: 'Your online payment was cancelled',
        text: "The payment on Chapa's page was cancelled, so this order is still unpaid. Pay again online, or transfer the amount and report it.",
      },
      FAILED: {
        title: 'Your online payment did not go through',
        text: 'Chapa could not complete the payment, so this order is still unpaid. Pay again online, or transfer the amount and report it.',
      },
      payAgain: 'Pay again online',
      opening: 'Opening the payment page…',
      paymentPage: 'Other ways to pay',
    },
    stage: {
      PAYMENT_DUE: {
        title: 'Waiting for your payment',
        text: 'Pay online or transfer the amount, then report the transaction number.',
      },
      PAYMENT_REPORTED: {
        title: 'Payment reported',
        text: 'We are checking your payment. This takes up to 24 hours.',
        textAutomatic: 'We are checking your payment with the bank. This usually takes a few minutes.',
      },
      PAYMENT_REVIEW: {
        title: 'A person will check your transfer',
        text: 'We could not confirm your transfer with the bank’s receipt by ourselves. Someone from our team checks it by hand within 24 hours, then confirms your order or contacts you. You do not need to report it again.',
      },
      PAYMENT_REJECTED: {
        title: 'We could not confirm your payment',
        text: 'Please check the reason below and report your payment again. Your order stays open.',
      },
      PAYMENT_CHECKED: {
        title: 'Payment checked',
        text: 'Your payment matches the bank’s receipt and is being confirmed.',
      },
      PAID: {
        title: 'Paid',
        text: 'Your payment is confirmed. We set up your server within 24 hours.',
        textAutomatic: 'Your payment is confirmed. Your server is set up within minutes.',
      },
      SETTING_UP: {
        title: 'Setting up your server',
        text: 'Your payment is confirmed and your server is being built. This usually takes a few minutes.',
      },
      READY: {
        title: 'Your server is ready',
        text: 'Its address, user name and password are on the service page: connect with SSH (KVM) or from your game (game servers).',
      },
      RENEWED: {
        title: 'Renewal paid',
        text: 'Your service runs longer now. Its new end date is on the service page.',
      },
      PAYMENT_PROBLEM: {
        title: 'There is a problem with your payment',
        text: 'The payment we received does not match this order. Our team has been told and will contact you; you can also write to support with your order number.',
      },
      PROVISIONING_FAILED: {
        title: 'Setting up your server failed',
        text: 'Your payment is safe. Our team has been told and will set the server up again; if it takes long, contact support with your order number.',
      },
      CANCELLED: {
        title: 'Order cancelled',
        text: 'This order was cancelled and will not be set up. If you paid for it, contact support with your order number.',
      },
      REFUNDED: {
        title: 'Order refunded',
        text: 'This order was refunded and its server has been ended. The credit note was sent to your e-mail and is below; the money goes back the way you paid.',
      },
    },
    pay: 'Complete Payment',
    rejectionReason: 'Reason: {reason}',
    rejectedAt: 'Rejected on {date}',
    reportAgain: 'Report payment again',
    openService: 'Open your service',
    contactSupport: 'Contact Support',
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
    refunded: 'Refunded',
  },
} as const;
