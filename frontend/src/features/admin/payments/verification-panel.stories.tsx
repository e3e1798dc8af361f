import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminOrder, PaymentVerification } from '../../../api';
import { ADMIN_SESSION, VERIFICATION_FIXTURES } from '../../../mocks/fixtures';
import { db } from '../../../mocks/state';
import { toAdminOrder } from '../../../mocks/views';
import { OrderDetailsDialog } from '../orders/order-details-dialog';
import { OrdersTable } from '../orders/orders-table';
import { ADMIN_PAYMENT_IDS, adminPaymentOf } from './admin-payment-fixtures';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { PaymentsTable } from './payments-table';

/**
 * The console's receipt check beside a payment report: the payment's details with each state of
 * its check, the order's details with a Chapa transaction that did not match, and the one-click
 * confirm (the mock backend's mark-paid answers as the BFF's).
 */
const meta = {
  title: 'Admin/Payments/Verification',
  component: PaymentDetailsDialog,
  parameters: { store: { auth: ADMIN_SESSION } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { payment: null, onClose: () => {} },
} satisfies Meta<typeof PaymentDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded telebirr report (PENDING) with the check given. */
const reportWith = (verification: PaymentVerification) =>
  adminPaymentOf(ADMIN_PAYMENT_IDS.reported, {
    verification: structuredClone(verification) as PaymentVerification,
  });

/** The check's section once the dialog has opened (shown, not only in the document). */
async function panel(name = 'Receipt check'): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(region).toBeVisible());
  return region;
}

export const Pending: Story = {
  args: { payment: reportWith(VERIFICATION_FIXTURES.pending) },
  play: async () => {
    const check = await panel();
    await expect(within(check).getByText('Checking with the bank')).toBeVisible();
    await expect(within(check).getByRole('button', { name: 'Confirm anyway' })).toBeVisible();
  },
};

export const Verified: Story = {
  args: { payment: reportWith(VERIFICATION_FIXTURES.verified) },
  play: async () => {
    const check = await panel();
    await expect(within(check).getByText('Receipt matches')).toBeVisible();
    const receipt = within(check).getByRole('region', { name: 'What the receipt says' });
    await expect(within(receipt).getByText('ABAY CLOUD')).toBeVisible();
    await expect(within(receipt).getByText('1****6789')).toBeVisible();
    await expect(within(check).getByRole('button', { name: 'Confirm payment' })).toBeVisible();
  },
};

export const Mismatch: Story = {
  args: { payment: reportWith(VERIFICATION_FIXTURES.mismatch) },
  play: async () => {
    const check = await panel();
    await expect(within(check).getByText('Does not match')).toBeVisible();
    const reasons = within(check).getByRole('list', { name: 'Reasons' });
    await expect(within(reasons).getByText('Paid 575.00 ETB, 1,150.00 ETB due')).toBeVisible();
    await expect(within(reasons).getByText('Paid to another account')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { payment: reportWith(VERIFICATION_FIXTURES.notFound) },
  play: async () => {
    const check = await panel();
    await expect(within(check).getByText('No receipt found')).toBeVisible();
    await expect(within(check).queryByRole('region', { name: 'What the receipt says' })).toBeNull();
  },
};

export const Unreachable: Story = {
  args: { payment: reportWith(VERIFICATION_FIXTURES.unreachable) },
  play: async () => {
    const check = await panel();
    await expect(within(check).getByText('Bank not answering; retrying')).toBeVisible();
  },
};

/** A payment already confirmed keeps its check, without a confirm. */
export const VerifiedAndPaid: Story = {
  args: {
    payment: adminPaymentOf(ADMIN_PAYMENT_IDS.selamPro, { verification: VERIFICATION_FIXTURES.verified }),
  },
  play: async () => {
    const check = await panel();
    await expect(within(check).queryByRole('button')).toBeNull();
  },
};

export const ConfirmInOneClick: Story = {
  args: { payment: reportWith(VERIFICATION_FIXTURES.verified) },
  play: async () => {
    const check = await panel();
    await userEvent.click(within(check).getByRole('button', { name: 'Confirm payment' }));
    await expect(
      await within(check).findByText('The order has been successfully marked as paid.'),
    ).toBeVisible();
    await expect(within(check).queryByRole('button', { name: 'Confirm payment' })).toBeNull();
  },
};

/** The order's details when Chapa reported a payment of another amount: MISMATCH, never paid. */
export const ChapaMismatch: StoryObj<typeof OrderDetailsDialog> = {
  render: () => {
    const payment = adminPaymentOf(ADMIN_PAYMENT_IDS.reported);
    const row = db.orders.find((o) => o.id === payment.order.id)!;
    const order: AdminOrder = {
      ...toAdminOrder(row),
      totalPrice: 1150,
      paymentHistory: [],
      verification: structuredClone(VERIFICATION_FIXTURES.chapaMismatch) as PaymentVerification,
    };
    return <OrderDetailsDialog order={order} open onOpenChange={() => {}} />;
  },
  play: async () => {
    const check = await panel('Online payment check');
    await expect(within(check).getByText('Does not match')).toBeVisible();
    await expect(within(check).getByText('Paid 1.00 ETB online, 1,150.00 ETB due')).toBeVisible();
    await expect(within(check).queryByRole('button')).toBeNull();
  },
};

/** The payments list shows each report's check beside its status. */
export const ListedWithItsCheck: StoryObj<typeof PaymentsTable> = {
  render: () => (
    <PaymentsTable
      payments={[reportWith(VERIFICATION_FIXTURES.mismatch), adminPaymentOf(ADMIN_PAYMENT_IDS.selamPro)]}
      filtered={false}
      onView={() => {}}
    />
  ),
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Payments' });
    await expect(within(table).getByText('Does not match')).toBeVisible();
  },
};

/** The orders list shows an unpaid order's check beside its payment (here Chapa's mismatch). */
export const OrderListedWithItsCheck: StoryObj<typeof OrdersTable> = {
  render: () => {
    const payment = adminPaymentOf(ADMIN_PAYMENT_IDS.reported);
    const row = db.orders.find((o) => o.id === payment.order.id)!;
    const order: AdminOrder = {
      ...toAdminOrder(row),
      verification: structuredClone(VERIFICATION_FIXTURES.chapaMismatch) as PaymentVerification,
    };
    return <OrdersTable orders={[order]} onAction={() => {}} />;
  },
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Orders' });
    await expect(within(table).getByText('Does not match')).toBeVisible();
  },
};
