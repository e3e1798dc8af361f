import {
  ADMIN_ORDERS_LOAD_FAILED,
  CREATE_SERVICE_FAILED_TITLE,
  DELETE_ORDER_HAS_SERVICE_WARNING,
  MARK_PAID_SUCCESS_TEXT,
  MARK_PAID_SUCCESS_TITLE,
  ORDERS_LOAD_FAILED_TITLE,
  SEND_EMAIL_SUCCESS_TEXT,
  SERVER_MESSAGES,
  orderNumber,
} from '@shop/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../../api';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { db, setMockSettings } from '../../../mocks/state';
import { renderWithProviders } from '../../../test/render-with-providers';
import { formatBirr } from '../shared';
import { DeleteOrderDialog } from './delete-order-dialog';
import { adminOrder, allAdminOrders, orderId, type OrderKey } from './order-fixtures';

function renderPage(route = '/admin/orders') {
  return renderWithProviders(null, { route, preloadedState: { auth: ADMIN_SESSION } });
}

// The first render loads the console's lazy routes: allow it the time a busy machine takes.
const table = () => screen.findByRole('table', { name: 'Orders' }, { timeout: 5000 });
const rowOf = (key: OrderKey) =>
  screen.getByText(orderNumber(orderId(key)), { selector: 'span.font-mono' }).closest<HTMLElement>('tr')!;
const actionsOf = (key: OrderKey) =>
  within(rowOf(key))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('title'));
const click = (key: OrderKey, label: string) =>
  within(rowOf(key)).getByRole('button', { name: `${label}, order ${orderNumber(orderId(key))}` });
const dialog = (name: string) => screen.findByRole('dialog', { name });

/** The query of every GET /admin/orders the screen sends (the mock still answers it). */
/** The page's list requests (not the sidebar's count of the payment queue). */
function recordListRequests() {
  const asked: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const sidebarCount =
      url.searchParams.get('paymentQueue') === 'true' && url.searchParams.get('limit') === '1';
    if (request.method === 'GET' && url.pathname === '/api/admin/orders' && !sidebarCount) {
      asked.push(url.searchParams);
    }
  });
  return asked;
}

/** The JSON bodies the screen sends to a path, for the mock to answer as usual. */
function recordBodies(method: string, pathEnd: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(pathEnd)) {
      const text = await request.clone().text();
      bodies.push(text ? JSON.parse(text) : undefined);
    }
  });
  return bodies;
}

const answerList = (rows: AdminOrder[], total = rows.length) =>
  server.use(
    http.get('/api/admin/orders', () =>
      HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } }),
    ),
  );

afterEach(() => server.events.removeAllListeners());

describe('Orders: the list', () => {
  it('shows the short id, type, customer, service with its specifications, amount in birr, payment, status and created time', async () => {
    renderPage();
    await table();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'ID',
      'Type',
      'Customer',
      'Service',
      'Amount',
      'Payment',
      'Status',
      'Created',
      'Actions',
    ]);
    const order = adminOrder('active');
    const row = rowOf('active');
    expect(within(row).getByText('KVM')).toBeVisible();
    expect(within(row).getByText(order.user.username)).toBeVisible();
    expect(within(row).getByText(order.user.email)).toBeVisible();
    expect(within(row).getByText(order.serviceName)).toBeVisible();
    expect(row).toHaveTextContent(/\d+ cores? · \d+\.\d GB RAM · \d+\.\d GB disk/);
    // Birr to the santim, as the customer side writes it: an admin matches it to a payment.
    expect(formatBirr(order.totalPrice)).toMatch(/^[\d,]+\.\d\d ETB$/);
    expect(within(row).getByText(formatBirr(order.totalPrice))).toBeVisible();
    expect(within(row).getByText('Paid')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(rowOf('unpaid')).getByText('Unpaid')).toBeVisible();
    expect(within(rowOf('paid')).getByText('Game')).toBeVisible();
  });

  it("shows a FAILED order's reason under its status", async () => {
    renderPage();
    await table();
    const row = rowOf('failed');
    expect(within(row).getByText('Failed')).toBeVisible();
    expect(within(row).getByText(adminOrder('failed').failureReason!)).toBeVisible();
  });

  it('tells the total from X-Total-Count and pages through it, the page in the URL and the request', async () => {
    const asked = recordListRequests();
    answerList(allAdminOrders(), 45);
    const { user, router } = renderPage();
    await table();
    expect(screen.getByText('45 orders')).toBeVisible();
    expect(screen.getByText('Showing 1–20 of 45 orders')).toBeVisible();
    expect(asked[0]?.get('page')).toBe('1');
    expect(asked[0]?.get('limit')).toBe('20');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    expect(await screen.findByText('Showing 21–40 of 45 orders')).toBeVisible();
  });

  it('goes to the last page there is when the page in the URL is past the end', async () => {
    const asked = recordListRequests();
    server.use(
      http.get('/api/admin/orders', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const rows = page === 3 ? [adminOrder('unpaid')] : [];
        return HttpResponse.json(rows, { headers: { 'X-Total-Count': '41' } });
      }),
    );
    const { router } = renderPage('/admin/orders?status=PENDING&page=5');
    await waitFor(() => expect(router.state.location.search).toBe('?status=PENDING&page=3'));
    expect(await screen.findByText('Showing 41–41 of 41 orders')).toBeVisible();
    expect(asked.map((q) => q.get('page'))).toEqual(['5', '3']);
  });

  it('asks the server with the filters and search the URL holds', async () => {
    const asked = recordListRequests();
    renderPage('/admin/orders?status=FAILED&paid=true&type=KVM&search=xeon&page=2');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0]!)).toEqual({
      status: 'FAILED',
      paid: 'true',
      type: 'KVM',
      search: 'xeon',
      page: '2',
      limit: '20',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('FAILED');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue('true');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('KVM');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('xeon');
  });

  it('never sends a filter value the contract refuses (a hand-edited URL)', async () => {
    const asked = recordListRequests();
    renderPage('/admin/orders?status=LOST&paid=maybe&type=VPS');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', limit: '20' });
  });

  it('keeps a changed filter and a typed search in the URL, sends them, and goes back to page 1', async () => {
    const asked = recordListRequests();
    const { user, router } = renderPage('/admin/orders?page=3');
    await waitFor(() => expect(asked).toHaveLength(1));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=PENDING'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Unpaid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Game');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'selam{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=PENDING&paid=false&type=GAME&search=selam'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({
        status: 'PENDING',
        paid: 'false',
        type: 'GAME',
        search: 'selam',
        page: '1',
        limit: '20',
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(router.state.location.search).toBe('?paid=false&type=GAME&search=selam'));
  });

  it("shows what the server finds: a customer's orders by search, then only the FAILED ones", async () => {
    const { user } = renderPage();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'selam{Enter}');
    const selams = db.orders.filter((o) => o.userId === db.users.find((u) => u.username === 'selam')!.id);
    expect(await screen.findByText(`${selams.length} orders`)).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(selams.length + 1);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(await screen.findByText('1 order')).toBeVisible();
    expect(rowOf('failed')).toBeVisible();
  });

  it('says loading, then shows the orders', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/admin/orders', async () => {
        await answered;
        return HttpResponse.json([adminOrder('unpaid')], { headers: { 'X-Total-Count': '1' } });
      }),
    );
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    answer();
    await table();
    expect(screen.getByText('1 order')).toBeVisible();
  });

  it('says when there are no orders, and when none matches the filters', async () => {
    answerList([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    expect(screen.getByText('0 orders')).toBeVisible();
  });

  it('says when no order matches the search and filters', async () => {
    answerList([]);
    renderPage('/admin/orders?search=nobody');
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeVisible();
  });

  it("shows a load failure in 'Failed to Load Orders' with the fallback, and Retry beside the count loads again", async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/orders', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error' }, { status: 500 })
          : HttpResponse.json([adminOrder('unpaid')], { headers: { 'X-Total-Count': '1' } });
      }),
    );
    const { user } = renderPage();
    const failure = await dialog(ORDERS_LOAD_FAILED_TITLE);
    expect(failure).toHaveTextContent(ADMIN_ORDERS_LOAD_FAILED);
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_ORDERS_LOAD_FAILED);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await table();
    expect(screen.getByText('1 order')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the load failure carries one", async () => {
    server.use(
      http.get('/api/admin/orders', () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Unavailable', message: 'Database is down' },
          { status: 503 },
        ),
      ),
    );
    renderPage();
    expect(await dialog(ORDERS_LOAD_FAILED_TITLE)).toHaveTextContent('Database is down');
  });
});

describe('Orders: the actions offered (spec 2.5)', () => {
  it('offers each order exactly the actions its state allows', async () => {
    renderPage();
    await table();
    expect(actionsOf('unpaid')).toEqual([
      'View details',
      'Mark as Paid',
      'Change Status',
      'Send Order Details Email',
      'Delete Order',
    ]);
    expect(actionsOf('paid')).toEqual(['View details', 'Create Service', 'Send Order Details Email']);
    expect(actionsOf('provisioning')).toEqual(['View details', 'Send Order Details Email']);
    expect(actionsOf('active')).toEqual(['View details', 'Change Status', 'Send Order Details Email']);
    expect(actionsOf('failed')).toEqual(['View details', 'Retry Create Service', 'Send Order Details Email']);
    expect(actionsOf('cancelled')).toEqual([
      'View details',
      'Change Status',
      'Send Order Details Email',
      'Delete Order',
    ]);
  });
});

describe('Orders: details', () => {
  it("shows the order's fields, customer, humanised specifications and payment history", async () => {
    const { user } = renderPage();
    await table();
    await user.click(click('twoPayments', 'View details'));
    const details = await dialog('Order Details');
    const order = adminOrder('twoPayments');
    expect(within(details).getByText(order.id)).toBeVisible();
    expect(within(details).getByText(order.user.email)).toBeVisible();
    expect(within(details).getByText(order.user.phone!)).toBeVisible();
    expect(within(details).getByText('CPU Cores')).toBeVisible();
    expect(within(details).getByText('Memory')).toBeVisible();
    expect(within(details).getByText('Operating System')).toBeVisible();
    const payments = within(within(details).getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(payments).toHaveLength(2);
    // Each payment with its reference, payer and outcome (SUCCESS and FAILED, in sentence case).
    for (const payment of order.paymentHistory) {
      const item = payments.find((li) => li.textContent!.includes(payment.paymentReference))!;
      expect(item).toHaveTextContent(payment.paidBy);
      expect(within(item).getByText(payment.status === 'SUCCESS' ? 'Success' : 'Failed')).toBeVisible();
    }
    expect(order.paymentHistory.map((p) => p.status).sort()).toEqual(['FAILED', 'SUCCESS']);
    expect(within(details).getAllByText('Duration')).toHaveLength(1);
  });

  it("shows a FAILED order's reason", async () => {
    const { user } = renderPage();
    await table();
    await user.click(click('failed', 'View details'));
    const details = await dialog('Order Details');
    expect(within(details).getByText('Provisioning failed')).toBeVisible();
    expect(within(details).getByText(adminOrder('failed').failureReason!)).toBeVisible();
  });
});

describe('Orders: Mark as Paid', () => {
  it("starts on telebirr with the customer's username as payer and refuses a blank reference and payer", async () => {
    const bodies = recordBodies('POST', '/mark-paid');
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Mark as Paid'));
    const form = await dialog('Mark Order as Paid');
    expect(within(form).getByRole('combobox', { name: 'Payment method' })).toHaveValue('TELEBIRR');
    expect(within(form).getByRole('option', { name: 'telebirr' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'CBE' })).toBeInTheDocument();
    const paidBy = within(form).getByRole('textbox', { name: 'Paid by' });
    expect(paidBy).toHaveValue(adminOrder('unpaid').user.username);

    await user.clear(paidBy);
    await user.click(within(form).getByRole('button', { name: 'Mark as Paid' }));
    expect(await within(form).findByText('Payment reference is required')).toBeVisible();
    expect(within(form).getByText('Paid by is required')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Payment reference' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(bodies).toEqual([]);
  });

  it("confirms the payment, says 'Order Marked as Paid', and the list reloads with the order paid", async () => {
    // The manual path: with AUTO_PROVISION off the paid order waits for Create Service.
    setMockSettings({ autoProvision: false });
    const bodies = recordBodies('POST', '/mark-paid');
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Mark as Paid'));
    const form = await dialog('Mark Order as Paid');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Payment method' }), 'CBE');
    await user.type(within(form).getByRole('textbox', { name: 'Payment reference' }), 'FT25NEW00001');
    const paidBy = within(form).getByRole('textbox', { name: 'Paid by' });
    await user.clear(paidBy);
    await user.type(paidBy, 'Abebe Kebede');
    await user.click(within(form).getByRole('button', { name: 'Mark as Paid' }));

    const result = await dialog('Order Marked as Paid');
    expect(result).toHaveTextContent(MARK_PAID_SUCCESS_TEXT);
    expect(bodies).toEqual([
      { paymentMethod: 'CBE', paymentReference: 'FT25NEW00001', paidBy: 'Abebe Kebede' },
    ]);
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(rowOf('unpaid')).getByText('Paid')).toBeVisible());
    expect(actionsOf('unpaid')).toContain('Create Service');
  });

  it('with AUTO_PROVISION on, the paid order is provisioning at once: no Create Service', async () => {
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Mark as Paid'));
    const form = await dialog('Mark Order as Paid');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Payment method' }), 'CBE');
    await user.type(within(form).getByRole('textbox', { name: 'Payment reference' }), 'FT25NEW00002');
    await user.click(within(form).getByRole('button', { name: 'Mark as Paid' }));
    await user.click(within(await dialog('Order Marked as Paid')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(rowOf('unpaid')).getByText('Paid')).toBeVisible());
    expect(actionsOf('unpaid')).not.toContain('Create Service');
  });

  it("confirms the customer's reported payment prefilled with exactly what they reported", async () => {
    const bodies = recordBodies('POST', '/mark-paid');
    const { user } = renderPage();
    await table();
    await user.click(click('reported', 'Confirm Payment'));
    const form = await dialog('Confirm Reported Payment');
    const order = adminOrder('reported');
    const reported = order.paymentHistory.find((p) => p.status === 'PENDING')!;
    expect(within(form).getByText('The customer reported this payment')).toBeVisible();
    const note = within(form).getByLabelText('Reported payment');
    expect(note).toHaveTextContent(reported.paidBy);
    expect(note.textContent).toContain(formatBirr(order.totalPrice));
    expect(within(form).getByRole('combobox', { name: 'Payment method' })).toHaveValue(
      reported.paymentMethod,
    );
    expect(within(form).getByRole('textbox', { name: 'Payment reference' })).toHaveValue(
      reported.paymentReference,
    );
    // The payer the customer reported, not the username.
    expect(within(form).getByRole('textbox', { name: 'Paid by' })).toHaveValue(reported.paidBy);
    await user.click(within(form).getByRole('button', { name: 'Confirm Payment' }));
    await dialog(MARK_PAID_SUCCESS_TITLE);
    expect(bodies).toEqual([
      {
        paymentMethod: reported.paymentMethod,
        paymentReference: reported.paymentReference,
        paidBy: reported.paidBy,
        paymentId: reported.id,
      },
    ]);
  });

  it('rejects a reported payment with a required reason, and the order leaves the queue', async () => {
    const bodies = recordBodies('POST', '/reject-payment');
    const { user } = renderPage('/admin/orders?status=PAYMENT_REPORTED');
    await table();
    expect(within(rowOf('reported')).getByText('Payment reported')).toBeVisible();
    await user.click(click('reported', 'Reject Payment'));
    const form = await dialog('Reject Reported Payment');
    await user.click(within(form).getByRole('button', { name: 'Reject Payment' }));
    expect(await within(form).findByText(SERVER_MESSAGES.rejectionReasonEmpty)).toBeVisible();
    expect(bodies).toEqual([]);
    await user.type(
      within(form).getByRole('textbox', { name: 'Reason' }),
      'No such transfer on our statement',
    );
    await user.click(within(form).getByRole('button', { name: 'Reject Payment' }));
    const result = await dialog('Payment Rejected');
    expect(result).toHaveTextContent(SERVER_MESSAGES.paymentRejected);
    expect(bodies).toEqual([{ reason: 'No such transfer on our statement' }]);
  });

  it("shows the server's refusal in 'Failed to Mark Order as Paid'", async () => {
    const used = db.payments.find((p) => p.paymentMethod === 'CBE' && p.status === 'SUCCESS')!;
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Mark as Paid'));
    const form = await dialog('Mark Order as Paid');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Payment method' }), 'CBE');
    await user.type(within(form).getByRole('textbox', { name: 'Payment reference' }), used.paymentReference);
    await user.click(within(form).getByRole('button', { name: 'Mark as Paid' }));
    const result = await dialog('Failed to Mark Order as Paid');
    expect(result).toHaveTextContent(SERVER_MESSAGES.paymentReferenceUsed);
    expect(within(rowOf('unpaid')).getByText('Unpaid')).toBeVisible();
  });
});

describe('Orders: Create Service', () => {
  it("creates the service after confirmation and shows the server's message", async () => {
    const { user } = renderPage();
    await table();
    await user.click(click('paid', 'Create Service'));
    const confirm = await dialog('Create Service');
    await user.click(within(confirm).getByRole('button', { name: 'Create Service' }));
    const result = await dialog('Service Created Successfully');
    expect(result).toHaveTextContent(SERVER_MESSAGES.serviceCreated);
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(rowOf('paid')).getByText('Provisioning')).toBeVisible());
    expect(actionsOf('paid')).not.toContain('Create Service');
  });

  it('retries a FAILED order, saying why the last attempt failed', async () => {
    const bodies = recordBodies('POST', `/${orderId('failed')}/create-service`);
    const { user } = renderPage();
    await table();
    await user.click(click('failed', 'Retry Create Service'));
    const confirm = await dialog('Retry Create Service');
    expect(within(confirm).getByText(adminOrder('failed').failureReason!)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Retry Create Service' }));
    expect(await dialog('Service Created Successfully')).toBeVisible();
    expect(bodies).toHaveLength(1);
  });

  it("shows a refusal in 'Failed to Create Service'", async () => {
    server.use(
      http.post('/api/admin/orders/:id/create-service', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: SERVER_MESSAGES.orderHasServiceAlready },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage();
    await table();
    await user.click(click('paid', 'Create Service'));
    await user.click(within(await dialog('Create Service')).getByRole('button', { name: 'Create Service' }));
    expect(await dialog(CREATE_SERVICE_FAILED_TITLE)).toHaveTextContent(
      SERVER_MESSAGES.orderHasServiceAlready,
    );
  });
});

describe('Orders: Change Status', () => {
  it('offers only the changes the server allows, and sends the one chosen', async () => {
    const bodies = recordBodies('POST', `/${orderId('cancelled')}/status`);
    const { user } = renderPage();
    await table();
    await user.click(click('cancelled', 'Change Status'));
    const form = await dialog('Change Order Status');
    const select = within(form).getByRole('combobox', { name: 'New status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending']);
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    const result = await dialog('Order Status Updated');
    expect(result).toHaveTextContent(`Order ${orderNumber(orderId('cancelled'))} is now Pending.`);
    expect(bodies).toEqual([{ status: 'PENDING' }]);
  });

  it('offers an unpaid pending order only Cancelled', async () => {
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Change Status'));
    const select = within(await dialog('Change Order Status')).getByRole('combobox', { name: 'New status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cancelled']);
  });

  it("shows a refusal in 'Failed to Update Order Status'", async () => {
    server.use(
      http.post('/api/admin/orders/:id/status', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: SERVER_MESSAGES.paidOrderNotCancellable },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Change Status'));
    await user.click(
      within(await dialog('Change Order Status')).getByRole('button', { name: 'Update Status' }),
    );
    expect(await dialog('Failed to Update Order Status')).toHaveTextContent(
      SERVER_MESSAGES.paidOrderNotCancellable,
    );
  });
});

describe('Orders: Send Order Details Email', () => {
  it('sends the custom message and says the details went out', async () => {
    const bodies = recordBodies('POST', '/email-details');
    const { user } = renderPage();
    await table();
    await user.click(click('active', 'Send Order Details Email'));
    const form = await dialog('Send Order Details Email');
    expect(form).toHaveTextContent(adminOrder('active').user.email);
    await user.type(within(form).getByRole('textbox', { name: 'Custom message (optional)' }), '  Welcome!  ');
    await user.click(within(form).getByRole('button', { name: 'Send Email' }));
    expect(await dialog('Email Sent Successfully')).toHaveTextContent(SEND_EMAIL_SUCCESS_TEXT);
    expect(bodies).toEqual([{ customMessage: 'Welcome!' }]);
  });

  it('sends no custom message when none is written', async () => {
    const bodies = recordBodies('POST', '/email-details');
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Send Order Details Email'));
    await user.click(
      within(await dialog('Send Order Details Email')).getByRole('button', { name: 'Send Email' }),
    );
    await dialog('Email Sent Successfully');
    expect(bodies).toEqual([{}]);
  });

  it("shows a failure in 'Failed to Send Email'", async () => {
    server.use(
      http.post('/api/admin/orders/:id/email-details', () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Unavailable', message: 'Mail is down' },
          { status: 503 },
        ),
      ),
    );
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Send Order Details Email'));
    await user.click(
      within(await dialog('Send Order Details Email')).getByRole('button', { name: 'Send Email' }),
    );
    expect(await dialog('Failed to Send Email')).toHaveTextContent('Mail is down');
  });
});

describe('Orders: Delete Order', () => {
  it('deletes after confirmation, says so, and the order leaves the list', async () => {
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Delete Order'));
    await user.click(within(await dialog('Delete Order')).getByRole('button', { name: 'Delete Order' }));
    const result = await dialog('Order Deleted Successfully');
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(
        screen.queryByText(orderNumber(orderId('unpaid')), { selector: 'span.font-mono' }),
      ).not.toBeInTheDocument(),
    );
  });

  const refuse = (status: number, body: object) =>
    server.use(http.delete('/api/admin/orders/:id', () => HttpResponse.json(body, { status })));

  async function deleteUnpaid() {
    const { user } = renderPage();
    await table();
    await user.click(click('unpaid', 'Delete Order'));
    await user.click(within(await dialog('Delete Order')).getByRole('button', { name: 'Delete Order' }));
    return dialog('Failed to Delete Order');
  }

  it('names the service when the order has an active service (spec 8)', async () => {
    refuse(409, {
      statusCode: 409,
      error: 'Conflict',
      message: SERVER_MESSAGES.orderHasService,
      orderId: orderId('unpaid'),
      serviceId: 'svc-42',
    });
    expect(await deleteUnpaid()).toHaveTextContent(
      'Cannot Delete Order: Cannot delete order with active service. Please deactivate the service first. Service ID: svc-42',
    );
  });

  it("says 'Order Not Found' with the id when the order is gone", async () => {
    refuse(404, { statusCode: 404, error: 'Not Found', message: SERVER_MESSAGES.orderNotFound });
    expect(await deleteUnpaid()).toHaveTextContent(
      `Order Not Found: Order with ID ${orderId('unpaid')} was not found.`,
    );
  });

  it('shows any other refusal as it comes', async () => {
    refuse(409, {
      statusCode: 409,
      error: 'Conflict',
      message: SERVER_MESSAGES.paidOrderNotDeletable,
      orderId: orderId('unpaid'),
      serviceId: null,
    });
    expect(await deleteUnpaid()).toHaveTextContent(SERVER_MESSAGES.paidOrderNotDeletable);
  });

  it('disables Delete with the warning while the order has a service (spec 5)', () => {
    const order = {
      ...adminOrder('unpaid'),
      service: { id: 's-1', serviceId: 'vm-1', status: 'ACTIVE' as const },
    };
    const onConfirm = vi.fn();
    render(<DeleteOrderDialog order={order} open onOpenChange={vi.fn()} onConfirm={onConfirm} />);
    const confirm = screen.getByRole('dialog', { name: 'Delete Order' });
    expect(within(confirm).getByText(DELETE_ORDER_HAS_SERVICE_WARNING)).toBeVisible();
    expect(within(confirm).getByRole('button', { name: 'Delete Order' })).toBeDisabled();
  });
});

describe('Orders: what the console shows of every order', () => {
  it('filters by every status an order can reach, and the payment queue', async () => {
    renderPage();
    await table();
    const options = within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    for (const label of [
      'Payments queue',
      'Pending',
      'Provisioning',
      'Active',
      'Failed',
      'Completed',
      'Cancelled',
      'Expired',
    ])
      expect(options).toContain(label);
  });

  it('marks a renewal order "Renewal" and writes its number as the customer does', async () => {
    const order = db.orders.find((o) => o.id === orderId('unpaid'))!;
    const service = db.services[0]!;
    order.renewalOfServiceId = service.id;
    renderPage();
    await table();
    const row = within(rowOf('unpaid'));
    expect(row.getByText('Renewal')).toBeVisible();
    expect(row.getByText(orderId('unpaid').slice(0, 8).toUpperCase())).toBeVisible();
  });

  it("shows the customer's username and e-mail whole, never cut short", async () => {
    renderPage();
    await table();
    const order = adminOrder('unpaid');
    const row = within(rowOf('unpaid'));
    expect(row.getByText(order.user.username)).not.toHaveClass('truncate');
    expect(row.getByText(order.user.email)).toHaveTextContent(order.user.email);
    expect(row.getByText(order.user.email)).not.toHaveClass('truncate');
  });
});
