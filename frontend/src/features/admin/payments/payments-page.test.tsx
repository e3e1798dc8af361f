import { MARK_PAID_SUCCESS_TITLE, PAYMENTS_LOAD_FAILED, SERVER_MESSAGES, shortId } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, Payment } from '../../../api';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../test/render-with-providers';
import { formatAddisDate, formatAddisDateTime, formatBirr } from '../shared';
import {
  ADMIN_PAYMENT_IDS,
  adminPaymentOf,
  paymentsInEveryStatus,
  totalFor,
  type PaymentCounts,
} from './admin-payment-fixtures';

// The console's routes load lazily: load them once up front, so no test waits on the first import.
beforeAll(async () => {
  await Promise.all([import('../admin-layout'), import('./payments-page')]);
});

function renderPage(route = '/admin/payments') {
  return renderWithProviders(null, { route, preloadedState: { auth: ADMIN_SESSION } });
}

const STATS: DashboardStats = {
  users: { total: 4 },
  orders: { total: 12, paid: 7, pending: 5 },
  services: { total: 6, active: 5, expired: 1 },
  revenue: { total: 12500.4 },
};

/** The table's rows are `rows`; the summary's count requests (limit=1) get the counts. */
function answerPayments(rows: Payment[], counts: PaymentCounts, total = rows.length): URL[] {
  const tableRequests: URL[] = [];
  server.use(
    http.get('/api/admin/stats', () => HttpResponse.json(STATS)),
    http.get('/api/admin/payments', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('limit') === '1') {
        return HttpResponse.json(rows.slice(0, 1), {
          headers: { 'X-Total-Count': String(totalFor(url, counts)) },
        });
      }
      tableRequests.push(url);
      return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } });
    }),
  );
  return tableRequests;
}

/** Records the table's requests and lets the mock backend answer everything. */
function recordTableRequests(): URL[] {
  const requests: URL[] = [];
  server.use(
    http.get('/api/admin/payments', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('limit') !== '1') requests.push(url);
    }),
  );
  return requests;
}

/** Birr as the page shows it, with the no-break space after 'ETB' read as the space testing-library sees. */
const birr = (etb: number) => formatBirr(etb).replace(/\s/g, ' ');

const COUNTS: PaymentCounts = { all: 7, SUCCESS: 3, PENDING: 1, FAILED: 3, TELEBIRR: 4, CBE: 3, CHAPA: 0 };
const lastRequest = (requests: URL[]) => requests[requests.length - 1]!;
const figure = (label: string) => screen.getByRole('group', { name: label });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('Payments: the summary', () => {
  it('shows the revenue in birr, the success rate with one decimal, and the counts, from the server', async () => {
    answerPayments(paymentsInEveryStatus(), COUNTS);
    renderPage();
    await waitFor(() => expect(figure('Total Revenue')).toHaveTextContent('12,500.40 ETB'));
    expect(formatBirr(12500.4)).toBe('12,500.40 ETB');
    // 3 of 7 is 42.857...%
    expect(figure('Success Rate')).toHaveTextContent('42.9%');
    expect(figure('Successful')).toHaveTextContent('3');
    expect(figure('Pending')).toHaveTextContent('1');
  });

  it('shows how many payments came by each method and their share', async () => {
    answerPayments(paymentsInEveryStatus(), COUNTS);
    renderPage();
    const block = within(await screen.findByRole('region', { name: 'Payment Method Distribution' }));
    await waitFor(() =>
      expect(block.getByText('telebirr').parentElement).toHaveTextContent('4 payments · 57.1%'),
    );
    expect(block.getByText('CBE').parentElement).toHaveTextContent('3 payments · 42.9%');
    expect(block.getByRole('meter', { name: 'telebirr payments' })).toHaveAttribute('aria-valuenow', '57');
  });

  it('counts over every payment of the mock backend, whatever the table shows', async () => {
    renderPage('/admin/payments?status=FAILED');
    // The fixtures: 10 payments, 8 SUCCESS, 1 PENDING; 5 by telebirr and 5 by CBE.
    await waitFor(() => expect(figure('Success Rate')).toHaveTextContent('80.0%'));
    expect(figure('Successful')).toHaveTextContent('8');
    expect(figure('Pending')).toHaveTextContent('1');
  });

  it("says so with the server's message or 'Failed to fetch payments' when the summary fails; Retry asks again", async () => {
    let failing = true;
    server.use(
      http.get('/api/admin/stats', () =>
        failing ? HttpResponse.json({ statusCode: 500, error: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENTS_LOAD_FAILED);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(figure('Success Rate')).toHaveTextContent('80.0%'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Payments: the table and details', () => {
  it('shows short id and period, customer and payer, amount, method, reference, status and date', async () => {
    const selam = adminPaymentOf(ADMIN_PAYMENT_IDS.selamPro);
    answerPayments([selam], COUNTS);
    renderPage();
    await screen.findByText(shortId(selam.id));
    const row = within(rowOf(shortId(selam.id)));
    expect(row.getByText(`${selam.periodOf} days`)).toBeVisible();
    expect(row.getByText('selam')).toBeVisible();
    expect(row.getByText(selam.order.user!.email)).toBeVisible();
    expect(row.getByText(`Paid by ${selam.paidBy}`)).toBeVisible();
    expect(row.getByText(birr(selam.amount))).toBeVisible();
    expect(row.getByText('CBE')).toBeVisible();
    expect(row.getByText(selam.paymentReference)).toBeVisible();
    expect(row.getByText('Success')).toBeVisible();
    expect(row.getByText(formatAddisDate(selam.createdAt))).toBeVisible();
    expect(row.getByText(formatAddisDate(selam.createdAt)).closest('time')).toHaveAttribute(
      'datetime',
      selam.createdAt,
    );
  });

  it('opens the details: amount, currency, method, status, reference, payer, period, date, order and customer', async () => {
    const selam = adminPaymentOf(ADMIN_PAYMENT_IDS.selamPro);
    answerPayments([selam], COUNTS);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `View payment ${shortId(selam.id)}` }));
    const dialog = await screen.findByRole('dialog', { name: `Payment ${shortId(selam.id)}` });
    const payment = within(within(dialog).getByRole('region', { name: 'Payment' }));
    const value = (label: string) => payment.getByText(label).nextSibling;
    expect(value('Amount')).toHaveTextContent(birr(selam.amount));
    expect(value('Currency')).toHaveTextContent('ETB');
    expect(value('Method')).toHaveTextContent('CBE');
    expect(value('Status')).toHaveTextContent('Success');
    expect(value('Reference')).toHaveTextContent(selam.paymentReference);
    expect(value('Paid by')).toHaveTextContent(selam.paidBy);
    expect(value('Account ending')).toHaveTextContent('4821');
    expect(value('Period')).toHaveTextContent(`${selam.periodOf} days`);
    expect(value('Date')).toHaveTextContent(formatAddisDateTime(selam.createdAt));
    const order = within(within(dialog).getByRole('region', { name: 'Order' }));
    expect(order.getByText(selam.order.id)).toBeVisible();
    expect(order.getByText('KVM Server Pro')).toBeVisible();
    expect(order.getByText('selam')).toBeVisible();
    expect(order.getByText(selam.order.user!.email)).toBeVisible();
  });

  it('confirms a pending report from its details, prefilled with what the customer reported', async () => {
    const report = adminPaymentOf(ADMIN_PAYMENT_IDS.reported);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `View payment ${shortId(report.id)}` }));
    const details = await screen.findByRole('dialog', { name: `Payment ${shortId(report.id)}` });
    await user.click(within(details).getByRole('button', { name: 'Confirm Payment' }));
    const form = await screen.findByRole('dialog', { name: 'Confirm Reported Payment' });
    expect(within(form).getByRole('textbox', { name: 'Payment reference' })).toHaveValue(
      report.paymentReference,
    );
    expect(within(form).getByRole('textbox', { name: 'Paid by' })).toHaveValue(report.paidBy);
    await user.click(within(form).getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByRole('dialog', { name: MARK_PAID_SUCCESS_TITLE })).toBeVisible();
  });

  it('rejects a pending report from its details with a reason; a settled payment offers neither', async () => {
    const report = adminPaymentOf(ADMIN_PAYMENT_IDS.reported);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `View payment ${shortId(report.id)}` }));
    const details = await screen.findByRole('dialog', { name: `Payment ${shortId(report.id)}` });
    await user.click(within(details).getByRole('button', { name: 'Reject Payment' }));
    const form = await screen.findByRole('dialog', { name: 'Reject Reported Payment' });
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Not on our statement');
    await user.click(within(form).getByRole('button', { name: 'Reject Payment' }));
    const result = await screen.findByRole('dialog', { name: 'Payment Rejected' });
    expect(result).toHaveTextContent(SERVER_MESSAGES.paymentRejected);
    await user.click(within(result).getByRole('button', { name: 'OK' }));

    const selam = adminPaymentOf(ADMIN_PAYMENT_IDS.selamPro);
    await user.click(await screen.findByRole('button', { name: `View payment ${shortId(selam.id)}` }));
    const settled = await screen.findByRole('dialog', { name: `Payment ${shortId(selam.id)}` });
    expect(within(settled).queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
  });

  it('says when there are no payments, and when none matches', async () => {
    answerPayments([], { all: 0, SUCCESS: 0, PENDING: 0, FAILED: 0, TELEBIRR: 0, CBE: 0, CHAPA: 0 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeVisible();
    expect(figure('Success Rate')).toHaveTextContent('0.0%');
  });

  it('says when no payment matches the filters', async () => {
    answerPayments([], COUNTS);
    renderPage('/admin/payments?method=CBE');
    expect(await screen.findByRole('heading', { name: 'No payments match' })).toBeVisible();
  });

  it("shows 'Failed to fetch payments' when the list fails without a message, the server's otherwise; Retry asks again", async () => {
    let answer: 'error' | 'message' | 'ok' = 'error';
    server.use(
      http.get('/api/admin/payments', ({ request }) => {
        if (new URL(request.url).searchParams.get('limit') === '1' || answer === 'ok') return undefined;
        if (answer === 'message')
          return HttpResponse.json(
            { statusCode: 500, error: 'x', message: 'Database busy' },
            { status: 500 },
          );
        return HttpResponse.error();
      }),
    );
    const { user } = renderPage();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error Loading Payments');
    expect(error).toHaveTextContent(PAYMENTS_LOAD_FAILED);
    answer = 'message';
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Database busy'));
    answer = 'ok';
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeVisible();
  });
});

describe('Payments: search, filters and pages ask the server, and live in the URL', () => {
  it('reads them from the URL and sends them', async () => {
    const requests = answerPayments(paymentsInEveryStatus(), COUNTS, 41);
    renderPage('/admin/payments?search=selam&status=SUCCESS&method=CBE&page=3');
    await screen.findByRole('table', { name: 'Payments' });
    expect(Object.fromEntries(lastRequest(requests).searchParams)).toEqual({
      search: 'selam',
      status: 'SUCCESS',
      method: 'CBE',
      page: '3',
      limit: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toHaveValue('selam');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('SUCCESS');
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveValue('CBE');
    expect(screen.getByText('Showing 41–41 of 41 payments')).toBeVisible();
  });

  it('filters and the search go into the URL and the request, back to page 1', async () => {
    const requests = recordTableRequests();
    const { user, router } = renderPage('/admin/payments?page=2');
    await waitFor(() => expect(requests).toHaveLength(1));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'TELEBIRR');
    await waitFor(() => expect(lastRequest(requests).searchParams.get('method')).toBe('TELEBIRR'));
    expect(lastRequest(requests).searchParams.get('page')).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PENDING');
    await waitFor(() => expect(lastRequest(requests).searchParams.get('status')).toBe('PENDING'));
    expect(router.state.location.search).toBe('?method=TELEBIRR&status=PENDING');
    // The mock backend answers the one payment that is both.
    expect(await screen.findByText(shortId(ADMIN_PAYMENT_IDS.reported))).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'abebe{Enter}');
    await waitFor(() => expect(lastRequest(requests).searchParams.get('search')).toBe('abebe'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('abebe');
  });

  it('pages through the total the server tells', async () => {
    const requests = answerPayments(paymentsInEveryStatus(), COUNTS, 45);
    const { user, router } = renderPage();
    expect(await screen.findByText('Showing 1–20 of 45 payments')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastRequest(requests).searchParams.get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
  });
});
