/** Texts of the payment screens (English: the specifications' exact texts). */
export const payment = {
  instructions: {
    title: 'Payment Instructions',
    subtitle:
      'Your order is created. Transfer the amount below by CBE or telebirr, then report the transaction.',
    methods: 'Payment method',
    retry: 'Retry',
    contactSupport: 'Contact Support',
    done: 'Done',
    alreadyPaid:
      'Already paid by transfer? Press Done to report your transaction number. We check transfers by hand and confirm them within 24 hours.',
    /** When reported transfers are checked against the bank's receipt by themselves. */
    alreadyPaidAutomatic:
      "Already paid by transfer? Press Done to report your transaction number. We check it against your bank's receipt and confirm it within minutes.",
    noOrderId:
      'Unable to proceed to payment confirmation. Please go back and try again, or contact support if the issue persists.',
  },
  support: {
    title: 'Contact support',
    text: 'Write or call us with your order number, and we will find your payment at once.',
    orderNumber: 'Your order number',
    orderNumberContext: 'order number',
    email: 'E-mail',
    telegram: 'Telegram',
    phone: 'Phone',
    subject: 'Order {reference}',
    contactPage: 'Opening hours and the contact form',
  },
  online: {
    title: 'Pay online',
    text: "Pay now on Chapa's secure page with telebirr, CBE Birr, M-Pesa or a card. Your payment is confirmed automatically, within minutes.",
    button: 'Pay online (telebirr, CBE Birr, M-Pesa, card)',
    opening: 'Opening the payment page…',
    checking: 'We are confirming your online payment with Chapa. This page updates by itself.',
    orTransfer: 'Or transfer the amount yourself:',
  },
  orderLoad: {
    loading: 'Loading your order',
    failed: 'Failed to load the order. Please try again.',
  },
  notPayable: {
    title: 'Nothing to pay',
    text: 'This order is no longer open for payment. Its status is in My Orders.',
    myOrders: 'Go to My Orders',
  },
  settled: {
    title: 'Payment confirmed',
    freeTitle: 'Order confirmed',
    free: 'Your coupon covers the whole price of {name}, so there is nothing to transfer: your order is confirmed. Please wait up to 1 hour for your service to be provisioned. You will receive a notification once it is ready.',
    serviceListed: 'Your payment for {name} was confirmed. Your service is listed under My Services.',
    settingUp:
      "Your payment for {name} was confirmed. Please wait up to 1 hour for your service to be provisioned. You will receive a notification once it's ready.",
    myServices: 'Go to My Services',
    myOrders: 'My Orders',
  },
  notFound: {
    title: 'Order not found',
    text: 'There is no such order in your account. Your orders, and any payment still due, are listed under My Orders.',
    myOrders: 'Go to My Orders',
  },
  noPaymentData: {
    title: 'No Payment Data',
    text: 'There is no order waiting for payment here. Your orders, and any payment still due, are listed under My Orders.',
    home: 'Go to Home',
    myOrders: 'My Orders',
  },
  amountDue: {
    title: 'Total Amount Due',
    note: 'VAT included · one-time payment',
    order: 'Order',
    renewal: 'Renewal: {name}',
    orderIdContext: 'order ID',
  },
  methods: {
    cbeName: 'Commercial Bank of Ethiopia',
    telebirrName: 'telebirr mobile money',
    bankTransfer: 'Bank transfer',
    mobileMoney: 'Mobile money',
  },
  account: {
    amount: 'Amount',
    accountNumber: 'Account number',
    accountName: 'Account name',
    phoneNumber: 'Phone number',
    recipientName: 'Recipient name',
    reason: 'Reason (order number)',
    reasonStep:
      'Write {reference} as the reason of the transfer, so we can match your payment to your order.',
    loading: 'Loading account details',
    howToPay: 'How to pay',
    cbeTransfer:
      'Transfer the exact amount to the account above from CBE Birr, the CBE mobile app or any CBE branch.',
    cbeKeep: 'Keep the transaction number (it starts with FT) from your receipt or SMS.',
    telebirrSend: 'In the telebirr app or with *127#, send the exact amount to the number above.',
    telebirrKeep: 'Keep the transaction number from the confirmation SMS.',
    report: 'Press Done and report the transaction number so we can confirm your payment.',
  },
  report: {
    title: 'Confirm Your Payment',
    subtitle:
      'Tell us how you paid and the transaction number, and we will confirm your payment within 24 hours.',
    /** When reported transfers are checked against the bank's receipt by themselves. */
    subtitleAutomatic:
      "Tell us how you paid and the transaction number: we check it against your bank's receipt and confirm your payment within minutes.",
    method: 'Payment method',
    paidBy: 'Paid by',
    paidByPlaceholder: 'Full name on the account',
    paidByHint: 'The name of the account holder who sent the money.',
    reference: 'Transaction number',
    referencePlaceholderCbe: 'e.g. FT25123ABC45',
    referencePlaceholderTelebirr: 'e.g. CHK8L2M3QX',
    referenceHint: 'From your receipt or confirmation SMS.',
    suffix: 'Last 4 digits',
    suffixHint: 'Optional: the last 4 digits of the account you paid from.',
    submit: 'Confirm Payment',
    submitting: 'Submitting…',
    errors: {
      paymentMethod: 'Please select a payment method',
      paidBy: 'Please enter the name of the person who paid',
      paymentReference: 'Please enter the transaction number',
      accountSuffix: 'Last 4 digits must be exactly 4 digits',
    },
  },
  invalidOrder: {
    title: 'Invalid Order',
    text: 'This payment link does not name an order. Open the order from My Orders to report its payment.',
    myOrders: 'Go to My Orders',
  },
  orderReference: {
    yourOrder: 'Your order',
    number: 'Order {id}',
    instructions: 'Payment instructions',
    alreadyReported:
      'A payment for this order has already been reported or confirmed. Check My Orders for its status.',
  },
  success: {
    title: 'Payment Confirmed Successfully!',
    text: 'Your payment has been recorded and is being processed.',
    provisioning:
      "Please wait up to 1 hour for your service to be provisioned. You will receive a notification once it's ready.",
    continue: 'Go to My Services',
    /** When the transfer is checked and the server set up by themselves. */
    provisioningAutomatic:
      'Your payment is checked with the bank and your server is set up within minutes. You can follow it on your order’s page.',
    followOrder: 'Follow your order',
  },
  failure: {
    title: 'Payment Confirmation Failed',
    note: 'Please contact support with your order ID for assistance.',
    retry: 'Try Again',
    dashboard: 'Go to Dashboard',
    orderId: 'Order ID',
    orderIdContext: 'order ID',
    /** A transaction number already used: the order by its number, and where to look at it. */
    duplicateNote:
      'If you paid this order with that transaction number, your payment is already recorded: see its status on the order’s page. Otherwise check the number on your receipt and try again.',
    orderNumber: 'Order number',
    orderNumberContext: 'order number',
    viewOrder: 'View your order',
    myOrders: 'Go to My Orders',
  },
} as const;
