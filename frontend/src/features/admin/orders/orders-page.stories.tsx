import type { Meta, StoryObj } from '@storybook/react';
import {
  ADMIN_ORDERS_LOAD_FAILED,
  DELETE_ORDER_HAS_SERVICE_WARNING,
  MARK_PAID_SUCCESS_TEXT,
  ORDERS_LOAD_FAILED_TITLE,
  REFUND_DUE_LABEL,
  SEND_EMAIL_SUCCESS_TEXT,
  SERVER_MESSAGES,
  orderNumber,
} from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { AdminOrder } from '../../../api';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { AdminLayout } from '../admin-layout';
import { DeleteOrderDialog } from './delete-order-dialog';
import { formatBirr } from '../shared';
import { PAYMENT_REPORTED_FILTER } from './order-filters';
import {
  adminOrder,
  allAdminOrders,
  makeCancelledOrderRefundDue,
  makeReportedPaymentMismatch,
  orderId,
  type OrderKey,
} from './order-fixtures';
import { OrdersPage } from './orders-page';

/** The list answered by the story: these rows (read per request), and their count in X-Total-Count. */
const listOf = (rows: () => AdminOrder[], total?: number) =>
  http.get('/api/admin/orders', () => {
    const all = rows();
    return HttpResponse.json(all, { headers: { 'X-Total-Count': String(total ?? all.length) } });
  });

const failure = (status: number, message?: string, extra: object = {}) =>
  HttpResponse.json(
    { statusCode: status, error: 'Error', ...(message ? { message } : {}), ...extra },
    { status },
  );

const meta = {
  title: 'Admin/Orders',
  component: OrdersPage,
  parameters: { store: { auth: ADMIN_SESSION }, route: '/admin/orders' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  // In the console's shell, as an admin sees it; the shared mock API answers unless a story says otherwise.
  render: () => (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<OrdersPage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const phone = { viewport: { value: 'mobile360', isRotated: false } };

const rowOf = async (canvas: Canvas, key: OrderKey) => {
  const table = await canvas.findByRole('table', { name: 'Orders' });
  return within(table)
    .getByText(orderNumber(orderId(key)))
    .closest('tr')!;
};

/** Clicks a row's action and waits for its modal to finish opening. */
async function openAction(canvas: Canvas, user: User, key: OrderKey, action: string, dialogName: string) {
  const row = await rowOf(canvas, key);
  await user.click(
    within(row).getByRole('button', { name: `${action}, order ${orderNumber(orderId(key))}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: dialogName }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The result dialog that follows a write. */
async function resultDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

// ---- the list --------------------------------------------------------------------------------

/** The fixtures' reported order with a CBE report (the last 4 digits of the payer's account). */
function cbeReport(): AdminOrder {
  const order = adminOrder('reported');
  return {
    ...order,
    paymentHistory: order.paymentHistory.map((p) =>
      p.status === 'PENDING'
        ? {
            ...p,
            paymentMethod: 'CBE',
            paymentReference: 'FT25QUEUE001',
            paidBy: 'Almaz Tesfaye',
            accountSuffix: '4821',
          }
        : p,
    ),
  };
}

/** The queue of reported payments: the filter, the orders' "Payment reported" and the sidebar's count. */
export const PaymentQueue: Story = {
  parameters: { route: `/admin/orders?status=${PAYMENT_REPORTED_FILTER}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue(PAYMENT_REPORTED_FILTER);
    const row = await rowOf(canvas, 'reported');
    await expect(within(row).getByText('Payment reported')).toBeVisible();
    await expect(within(row).queryByRole('button', { name: /^Delete Order/ })).toBeNull();
    await expect(await canvas.findByRole('link', { name: '1 payment in the queue' })).toBeVisible();
  },
};

/**
 * Money paid after cancellation: Chapa took the cancelled order's money, so it waits in the queue
 * as "Paid after cancellation: refund due"; one refund, after a confirmation that says what
 * happens (by Chapa, no credit note), sends it back and it leaves the queue.
 */
export const PaymentQueueRefundDue: Story = {
  parameters: { route: `/admin/orders?status=${PAYMENT_REPORTED_FILTER}` },
  beforeEach: () => makeCancelledOrderRefundDue(),
  play: async ({ canvas, userEvent }) => {
    const row = await rowOf(canvas, 'cancelled');
    await expect(within(row).getByText(REFUND_DUE_LABEL)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '2 payments in the queue' })).toBeVisible();
    const dialog = await openAction(canvas, userEvent, 'cancelled', 'Refund Late Payment', 'Order Details');
    await userEvent.type(within(dialog).getByLabelText(/^Refund reason/), 'Paid after cancellation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund the late payment…' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Refund the payment made after cancellation?',
    });
    const what = within(confirm).getByRole('list', { name: 'What the refund does' });
    await expect(what).toHaveTextContent(/is refunded by Chapa/);
    await expect(what).toHaveTextContent('No credit note: the order was never invoiced.');
    await userEvent.click(within(confirm).getByRole('button', { name: /^Refund / }));
    await expect(await within(dialog).findByText(SERVER_MESSAGES.latePaymentRefunded)).toBeVisible();
    // Closed, the console shows the queue without the refunded order.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('link', { name: '1 payment in the queue' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(REFUND_DUE_LABEL)).toBeNull());
  },
};

/** The late payment's confirmation says what its refund does (and what it does not), before it does it. */
export const PaymentQueueRefundDueConfirmation: Story = {
  parameters: { route: `/admin/orders?status=${PAYMENT_REPORTED_FILTER}` },
  beforeEach: () => makeCancelledOrderRefundDue(),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'cancelled', 'Refund Late Payment', 'Order Details');
    await expect(within(dialog).getByText(/arrived after this order was cancelled/)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Refund reason/), 'Paid after cancellation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund the late payment…' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Refund the payment made after cancellation?',
    });
    const cancelled = adminOrder('cancelled');
    await expect(
      within(confirm).getByRole('button', { name: `Refund ${formatBirr(cancelled.totalPrice)}` }),
    ).toBeVisible();
  },
};

/** Confirm Payment from the row shows what the receipt check found, above the Confirm it informs. */
export const ConfirmShowsReceiptFinding: Story = {
  beforeEach: () => makeReportedPaymentMismatch(),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(
      canvas,
      userEvent,
      'reported',
      'Confirm Payment',
      'Confirm Reported Payment',
    );
    const finding = within(dialog).getByRole('region', { name: 'Receipt check' });
    await expect(within(finding).getByRole('list', { name: 'Reasons' })).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Confirm Payment' });
    // Above the button in reading order.
    await expect(finding.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Every reported payment confirmed or rejected. */
export const PaymentQueueEmpty: Story = {
  parameters: {
    route: `/admin/orders?status=${PAYMENT_REPORTED_FILTER}`,
    msw: { handlers: [listOf(() => [])] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing in the payments queue' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /payments? in the queue/ })).toBeNull();
  },
};

export const Populated: Story = {
  play: async ({ canvas }) => {
    const unpaid = await rowOf(canvas, 'unpaid');
    await expect(within(unpaid).getByText('Unpaid')).toBeVisible();
    const failed = await rowOf(canvas, 'failed');
    await expect(within(failed).getByText(adminOrder('failed').failureReason!)).toBeVisible();
  },
};

/** Many orders: the server's total (X-Total-Count) pages them. */
export const ManyPages: Story = {
  parameters: { msw: { handlers: [listOf(allAdminOrders, 87)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 1–20 of 87 orders')).toBeVisible();
    await expect(canvas.getByText('87 orders')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeEnabled();
  },
};

/** Filters and a search from the URL, sent to the server. */
export const Filtered: Story = {
  parameters: { route: '/admin/orders?status=FAILED&paid=true&type=KVM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('FAILED');
    await expect(canvas.getByRole('combobox', { name: 'Payment' })).toHaveValue('true');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('KVM');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/orders', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listOf(() => [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  parameters: { route: '/admin/orders?search=nobody&status=ACTIVE', msw: { handlers: [listOf(() => [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders match' })).toBeVisible();
  },
};

/** The load failure: 'Failed to Load Orders' with the spec's fallback. */
export const LoadFailure: Story = {
  parameters: { msw: { handlers: [http.get('/api/admin/orders', () => failure(500))] } },
  play: async () => {
    await expect(await resultDialog(ORDERS_LOAD_FAILED_TITLE)).toHaveTextContent(ADMIN_ORDERS_LOAD_FAILED);
  },
};

/** After OK: the failure stays on the page and Retry sits beside the count. */
export const LoadFailureRetry: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/admin/orders', () => failure(503, 'Database is down'))] },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await resultDialog(ORDERS_LOAD_FAILED_TITLE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database is down');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

// ---- details ---------------------------------------------------------------------------------

export const DetailsModal: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'twoPayments', 'View details', 'Order Details');
    await expect(within(dialog).getByRole('list', { name: 'Payments' })).toBeVisible();
    await expect(within(dialog).getByText('CPU Cores')).toBeVisible();
  },
};

/** A FAILED order: the provisioning's reason at the top of its details. */
export const DetailsFailedOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'failed', 'View details', 'Order Details');
    await expect(within(dialog).getByText(adminOrder('failed').failureReason!)).toBeVisible();
  },
};

/** A paid order's details: its invoice to download, and the refund that cancels it. */
export const DetailsRefund: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'twoPayments', 'View details', 'Order Details');
    await expect(within(dialog).getByRole('button', { name: 'Download invoice' })).toBeVisible();
    const refund = within(dialog).getByRole('button', { name: 'Refund and cancel…' });
    await expect(refund).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Refund reason/), 'Duplicate order');
    await userEvent.click(refund);
    const confirm = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await userEvent.click(within(confirm).getByRole('button', { name: /^Refund / }));
    await expect(await within(dialog).findByText(/Credit note INV-CN-\d{4}-000001\./)).toBeVisible();
  },
};

/** The refund's confirmation, before anything happens: the amount, the credit note, the server, who pays back. */
async function confirmRefund() {
  const confirm = await screen.findByRole('dialog', { name: 'Refund this order?' });
  const what = within(confirm).getByRole('list', { name: 'What the refund does' });
  await expect(what).toHaveTextContent(/is refunded by (Chapa|hand)/);
  await expect(what).toHaveTextContent('A credit note is issued, with the reason');
  return confirm;
}

/** The confirmation says what will happen; going back changes nothing. */
export const DetailsRefundConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'twoPayments', 'View details', 'Order Details');
    await userEvent.type(within(dialog).getByLabelText(/^Refund reason/), 'Duplicate order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund and cancel…' }));
    const confirm = await confirmRefund();
    await expect(within(confirm).getByRole('list', { name: 'What the refund does' })).toHaveTextContent(
      '“Duplicate order”',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund this order?' })).toBeNull());
    await expect(within(dialog).queryByText(/Credit note/)).toBeNull();
  },
};

/** The refund refused by the server (Chapa did not give the money back): nothing changed, said so. */
export const DetailsRefundRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/orders/:id/refund', () =>
          failure(
            502,
            'Chapa refused the refund; nothing was changed. Check the payment in the Chapa dashboard.',
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'twoPayments', 'View details', 'Order Details');
    await userEvent.type(within(dialog).getByLabelText(/^Refund reason/), 'Duplicate payment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund and cancel…' }));
    const confirm = await confirmRefund();
    await userEvent.click(within(confirm).getByRole('button', { name: /^Refund / }));
    await expect(await within(dialog).findByText(/Chapa refused the refund/)).toBeVisible();
  },
};

/**
 * A refund asked of Chapa got no answer, and Chapa refuses a new one: nothing changed, said so, and
 * "Chapa refunded it: finish here" takes the reference the Chapa dashboard shows, which finishes
 * the refund without asking Chapa again (the mock holds that unknown refund for this order).
 */
export const DetailsRefundOutcomeUnknown: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/orders/:id/refund', () =>
          failure(409, SERVER_MESSAGES.chapaRefundOutcomeUnknown),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'paid', 'View details', 'Order Details');
    await userEvent.type(within(dialog).getByLabelText(/^Refund reason/), 'Customer asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund and cancel…' }));
    const confirm = await confirmRefund();
    await userEvent.click(within(confirm).getByRole('button', { name: /^Refund / }));
    await expect(await within(dialog).findByText(/got no answer from Chapa/)).toBeVisible();
    const finish = within(dialog).getByRole('region', { name: 'Chapa refunded it: finish here' });
    const button = within(finish).getByRole('button', { name: 'Finish the refund' });
    await expect(button).toBeDisabled();
    await userEvent.type(within(finish).getByLabelText(/^Chapa's refund reference/), 'RF-1234567');
    await userEvent.click(button);
    // Finished: the success replaces the refusal, and the section is gone.
    await expect(await within(dialog).findByText(/Credit note INV-CN-\d{4}-000001\./)).toBeVisible();
    await expect(within(dialog).queryByText(/got no answer from Chapa/)).toBeNull();
    await expect(within(dialog).queryByRole('region', { name: 'Chapa refunded it: finish here' })).toBeNull();
  },
};

// ---- mark as paid ----------------------------------------------------------------------------

export const MarkPaidModal: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'unpaid', 'Mark as Paid', 'Mark Order as Paid');
    await expect(within(dialog).getByRole('combobox', { name: 'Payment method' })).toHaveValue('TELEBIRR');
  },
};

/**
 * Confirm from the queue: the form holds exactly what the customer reported (method, reference,
 * payer), and beside it the report with the CBE account's last 4 digits and the amount due to
 * the santim.
 */
export const ConfirmReportedPayment: Story = {
  parameters: {
    route: `/admin/orders?status=${PAYMENT_REPORTED_FILTER}`,
    msw: { handlers: [listOf(() => [cbeReport()])] },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(
      canvas,
      userEvent,
      'reported',
      'Confirm Payment',
      'Confirm Reported Payment',
    );
    const report = within(dialog).getByLabelText('Reported payment');
    await expect(report).toHaveTextContent('Account ending4821');
    await expect(report).toHaveTextContent(/Amount due17,250\.00 ETB/);
    await expect(within(dialog).getByRole('combobox', { name: 'Payment method' })).toHaveValue('CBE');
    await expect(within(dialog).getByRole('textbox', { name: 'Payment reference' })).toHaveValue(
      'FT25QUEUE001',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Paid by' })).toHaveValue('Almaz Tesfaye');
  },
};

/** Reject needs a reason: sent empty, the form says so in the server's words and sends nothing. */
export const RejectPaymentValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(
      canvas,
      userEvent,
      'reported',
      'Reject Payment',
      'Reject Reported Payment',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    await expect(await within(dialog).findByText(SERVER_MESSAGES.rejectionReasonEmpty)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const RejectPaymentSucceeded: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(
      canvas,
      userEvent,
      'reported',
      'Reject Payment',
      'Reject Reported Payment',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not on our statement');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    await expect(await resultDialog('Payment Rejected')).toHaveTextContent(SERVER_MESSAGES.paymentRejected);
  },
};

/** The reported order's details: the report, and its Confirm and Reject. */
export const DetailsReportedPayment: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'reported', 'View details', 'Order Details');
    await expect(within(dialog).getByText('Payment reported: confirm or reject it')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    await resultDialog('Reject Reported Payment');
  },
};

export const MarkPaidValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'unpaid', 'Mark as Paid', 'Mark Order as Paid');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Paid by' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    await expect(await within(dialog).findByText('Payment reference is required')).toBeVisible();
    await expect(within(dialog).getByText('Paid by is required')).toBeVisible();
  },
};

export const MarkPaidSucceeded: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'unpaid', 'Mark as Paid', 'Mark Order as Paid');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payment reference' }), 'TB99STORY1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    await expect(await resultDialog('Order Marked as Paid')).toHaveTextContent(MARK_PAID_SUCCESS_TEXT);
  },
};

export const MarkPaidFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/orders/:id/mark-paid', () =>
          failure(409, SERVER_MESSAGES.paymentReferenceUsed),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'unpaid', 'Mark as Paid', 'Mark Order as Paid');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payment reference' }), 'TB-USED');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    await expect(await resultDialog('Failed to Mark Order as Paid')).toHaveTextContent(
      SERVER_MESSAGES.paymentReferenceUsed,
    );
  },
};

// ---- create service --------------------------------------------------------------------------

export const CreateServiceModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await openAction(canvas, userEvent, 'paid', 'Create Service', 'Create Service');
  },
};

/** A FAILED order creates its service again; the dialog says why the last attempt failed. */
export const CreateServiceRetry: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(
      canvas,
      userEvent,
      'failed',
      'Retry Create Service',
      'Retry Create Service',
    );
    await expect(within(dialog).getByText(adminOrder('failed').failureReason!)).toBeVisible();
  },
};

export const CreateServiceSucceeded: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'paid', 'Create Service', 'Create Service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Service' }));
    await expect(await resultDialog('Service Created Successfully')).toHaveTextContent(
      SERVER_MESSAGES.serviceCreated,
    );
  },
};

export const CreateServiceFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/orders/:id/create-service', () =>
          failure(409, SERVER_MESSAGES.orderHasServiceAlready),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'paid', 'Create Service', 'Create Service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Service' }));
    await expect(await resultDialog('Failed to Create Service')).toHaveTextContent(
      SERVER_MESSAGES.orderHasServiceAlready,
    );
  },
};

// ---- status ----------------------------------------------------------------------------------

export const StatusModal: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'unpaid', 'Change Status', 'Change Order Status');
    await expect(within(dialog).getByRole('combobox', { name: 'New status' })).toHaveValue('CANCELLED');
  },
};

export const StatusChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'cancelled', 'Change Status', 'Change Order Status');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await expect(await resultDialog('Order Status Updated')).toHaveTextContent('is now Pending.');
  },
};

export const StatusChangeFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/orders/:id/status', () => failure(409, SERVER_MESSAGES.orderNotCancellable)),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'unpaid', 'Change Status', 'Change Order Status');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await expect(await resultDialog('Failed to Update Order Status')).toHaveTextContent(
      SERVER_MESSAGES.orderNotCancellable,
    );
  },
};

// ---- e-mail ----------------------------------------------------------------------------------

export const EmailModal: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(
      canvas,
      userEvent,
      'active',
      'Send Order Details Email',
      'Send Order Details Email',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Custom message (optional)' }),
      'Welcome!',
    );
  },
};

export const EmailSent: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(
      canvas,
      userEvent,
      'active',
      'Send Order Details Email',
      'Send Order Details Email',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await expect(await resultDialog('Email Sent Successfully')).toHaveTextContent(SEND_EMAIL_SUCCESS_TEXT);
  },
};

export const EmailFailed: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/admin/orders/:id/email-details', () => failure(503, 'Mail is down'))] },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(
      canvas,
      userEvent,
      'active',
      'Send Order Details Email',
      'Send Order Details Email',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await expect(await resultDialog('Failed to Send Email')).toHaveTextContent('Mail is down');
  },
};

// ---- delete ----------------------------------------------------------------------------------

export const DeleteModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await openAction(canvas, userEvent, 'unpaid', 'Delete Order', 'Delete Order');
  },
};

export const DeleteSucceeded: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'unpaid', 'Delete Order', 'Delete Order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Order' }));
    await resultDialog('Order Deleted Successfully');
  },
};

/** The server names the order's service (spec 8). */
export const DeleteRefusedActiveService: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('/api/admin/orders/:id', ({ params }) =>
          failure(409, SERVER_MESSAGES.orderHasService, { orderId: params.id, serviceId: 'svc-7f3a21' }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'unpaid', 'Delete Order', 'Delete Order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Order' }));
    await expect(await resultDialog('Failed to Delete Order')).toHaveTextContent(
      'Cannot Delete Order: Cannot delete order with active service. Please deactivate the service first. Service ID: svc-7f3a21',
    );
  },
};

export const DeleteRefusedNotFound: Story = {
  parameters: {
    msw: {
      handlers: [http.delete('/api/admin/orders/:id', () => failure(404, SERVER_MESSAGES.orderNotFound))],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAction(canvas, userEvent, 'unpaid', 'Delete Order', 'Delete Order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Order' }));
    await expect(await resultDialog('Failed to Delete Order')).toHaveTextContent(
      `Order Not Found: Order with ID ${orderId('unpaid')} was not found.`,
    );
  },
};

/** An order that has a service cannot be deleted: the spec's warning, Delete disabled. */
export const DeleteBlockedByService: Story = {
  render: () => (
    <DeleteOrderDialog
      order={{ ...adminOrder('unpaid'), service: { id: 'svc-1', serviceId: 'vm-1a2b3c', status: 'ACTIVE' } }}
      open
      onOpenChange={() => {}}
      onConfirm={() => {}}
    />
  ),
  play: async () => {
    const dialog = await resultDialog('Delete Order');
    await expect(within(dialog).getByText(DELETE_ORDER_HAS_SERVICE_WARNING)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete Order' })).toBeDisabled();
  },
};

// ---- phone -----------------------------------------------------------------------------------

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Orders' });
    const card = within(cards).getByRole('article', { name: `Order ${orderNumber(orderId('unpaid'))}` });
    await expect(within(card).getByRole('button', { name: /^Mark as Paid/ })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument());
  },
};

export const PhoneMarkPaidModal: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findByRole('list', { name: 'Orders' });
    const card = within(cards).getByRole('article', { name: `Order ${orderNumber(orderId('reported'))}` });
    await userEvent.click(within(card).getByRole('button', { name: /^Confirm Payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Reported Payment' }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const PhoneDetailsModal: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findByRole('list', { name: 'Orders' });
    const card = within(cards).getByRole('article', { name: `Order ${orderNumber(orderId('failed'))}` });
    await userEvent.click(within(card).getByRole('button', { name: /^View details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * On a phone: a refund whose outcome Chapa never told, with "Chapa refunded it: finish here" open
 * under the refusal (the mock holds that unknown refund for this order).
 */
export const PhoneRefundOutcomeUnknown: Story = {
  globals: phone,
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/orders/:id/refund', () =>
          failure(409, SERVER_MESSAGES.chapaRefundOutcomeUnknown),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findByRole('list', { name: 'Orders' });
    const card = within(cards).getByRole('article', { name: `Order ${orderNumber(orderId('paid'))}` });
    await userEvent.click(within(card).getByRole('button', { name: /^View details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/^Refund reason/), 'Customer asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund and cancel…' }));
    const confirm = await confirmRefund();
    await userEvent.click(within(confirm).getByRole('button', { name: /^Refund / }));
    const finish = await within(dialog).findByRole('region', { name: 'Chapa refunded it: finish here' });
    finish.scrollIntoView({ block: 'end' });
    await expect(within(finish).getByLabelText(/^Chapa's refund reference/)).toBeVisible();
    // Nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
