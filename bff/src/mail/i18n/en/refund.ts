/** The refund mails: an order refunded (its credit note attached), a late payment sent back. */
export const refund = {
  refunded: {
    subject: 'Order {ref} refunded: credit note {creditNote}',
    intro: 'We have refunded {amount} for order {ref} ({name}), and its server has been ended.',
    creditNote: 'Your credit note {creditNote} is attached and is also in your account.',
  },
  late: {
    subject: 'Order {ref}: your payment is being refunded',
    intro:
      'Your payment of {amount} for order {ref} ({name}) arrived after the order was cancelled, so we are refunding it.',
  },
  byChapa: 'Chapa returns the money to the account you paid from; it may take a few days to show.',
  byShop: 'We send the money back to the account you paid from; it may take a few days to show.',
  order: 'Your order',
};
