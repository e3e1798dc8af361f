/** The mail of a new order that costs something: how to pay it. */
export const orderPlaced = {
  subject: 'Order {ref}: how to pay {amount}',
  intro: 'Thank you for your order {ref} ({name}).',
  order: 'Order',
  service: 'Service',
  amount: 'Amount due (VAT included)',
  transfer:
    'Transfer the exact amount and write {ref} as the reason of the transfer, then report the transaction number on the payment page so we can confirm your payment.',
  cbe: 'Bank transfer: Commercial Bank of Ethiopia (CBE)',
  accountNumber: 'Account number',
  accountName: 'Account name',
  telebirr: 'Mobile money: telebirr',
  phoneNumber: 'Phone number',
  recipientName: 'Recipient name',
  reason: 'Reason (order number)',
  online: 'Or pay online there with telebirr, CBE Birr, M-Pesa or a card: it is confirmed automatically.',
  link: 'Pay or report your payment',
};
