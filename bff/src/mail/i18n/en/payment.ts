/** The payment mails: report received, payment confirmed (or a free order), report rejected. */
export const payment = {
  method: {
    TELEBIRR: 'telebirr',
    CBE: 'CBE (Commercial Bank of Ethiopia)',
    CHAPA: 'Chapa (online payment)',
  },
  label: {
    order: 'Order',
    amount: 'Amount',
    amountDue: 'Amount due',
    method: 'Payment method',
    transaction: 'Transaction number',
    reason: 'Reason',
  },
  received: {
    subject: 'We received your payment report for order {ref}',
    intro: 'Thank you. We have received your payment report for order {ref}.',
    promise:
      'We confirm payments within 24 hours. You will get another e-mail once your payment is confirmed, and we then set up your server.',
  },
  confirmed: {
    subject: 'Payment confirmed for order {ref}',
    intro: 'Your payment of {amount} for order {ref} ({name}) is confirmed. Thank you!',
  },
  free: {
    subject: 'Order {ref} confirmed',
    intro:
      'Your order {ref} ({name}) is confirmed. Your coupon covers the whole price, so there is nothing to pay. Thank you!',
  },
  next: {
    renewed: 'Your service {name} now runs until {date}.',
    setUp:
      'Next step: we are setting up your server now. This usually takes less than an hour; we will e-mail you as soon as it is ready.',
  },
  rejected: {
    subject: 'We could not confirm your payment for order {ref}',
    intro: 'We could not confirm the payment you reported for order {ref}.',
    stillOpen: 'Your order is still open. Please check the reason and report your payment again.',
    reportAgain: 'Report the payment again',
  },
};
