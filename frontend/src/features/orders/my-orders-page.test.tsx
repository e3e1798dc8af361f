import { ORDERS_LOAD_FAILED, orderNumber } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import type { Order } from '../../api';
import { manyPendingOrders, ordersAnswer, ordersInEveryStatus } from './order-fixtures';

function renderPage() {
  return renderWithProviders(null, { route: '/my-orders', preloadedState: { auth: DEMO_SESSION } });
}

const answer = (orders: Order[]) => server.use(http.get('/api/orders', ordersAnswer(orders)));
const rowOf = (id: string) => screen.getByText(orderNumber(id)).closest<HTMLElement>('tr')!;

describe('My Orders', () => {
  it('groups the orders: Pending holds PENDING and PROVISIONING, Concluded the rest, with counts', async () => {
    answer(ordersInEveryStatus());
    const { user } = renderPage();
    expect(await screen.findByRole('tab', { name: 'Pending Orders (4)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Concluded Orders (5)' })).toBeVisible();
    const pending = screen.getByRole('table', { name: 'Pending orders' });
    for (const label of ['Pending Payment', 'Awaiting Confirmation', 'Processing', 'Provisioning']) {
      expect(within(pending).getByText(label)).toBeVisible();
    }
    await user.click(screen.getByRole('tab', { name: 'Concluded Orders (5)' }));
    const concluded = screen.getByRole('table', { name: 'Concluded orders' });
    for (const label of ['Active', 'Completed', 'Failed', 'Cancelled', 'Expired']) {
      expect(within(concluded).getByText(label)).toBeVisible();
    }
    expect(within(concluded).queryByRole('link', { name: /Complete Payment/ })).not.toBeInTheDocument();
  });

  it("offers 'Complete Payment' only for a PENDING order that is unpaid and not reported", async () => {
    answer(ordersInEveryStatus());
    const { user, router } = renderPage();
    await screen.findByRole('table', { name: 'Pending orders' });
    const links = screen.getAllByRole('link', { name: /Complete Payment/ });
    expect(links).toHaveLength(1);
    const unpaid = mockId('order', 'labels', 'pending-unpaid');
    expect(within(rowOf(unpaid)).getByRole('link', { name: /Complete Payment/ })).toHaveAttribute(
      'href',
      `/payment-instruction?order=${unpaid}`,
    );
    expect(
      within(rowOf(mockId('order', 'labels', 'pending-reported'))).queryByRole('link', {
        name: /Complete Payment/,
      }),
    ).not.toBeInTheDocument();
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-instruction'));
    expect(router.state.location.search).toBe(`?order=${unpaid}`);
  });

  it("'Complete Payment' leads to the order's payment instructions: its amount and order number", async () => {
    const { user } = renderPage();
    const small = mockId('order', 'demo-small-unpaid');
    await screen.findByRole('table', { name: 'Pending orders' });
    await user.click(within(rowOf(small)).getByRole('link', { name: /Complete Payment/ }));
    expect(await screen.findByRole('heading', { name: 'Payment Instructions', level: 1 })).toBeVisible();
    expect(screen.getAllByText('1,725.00 ETB').length).toBeGreaterThan(0);
    const reason = orderNumber(small);
    expect((await screen.findAllByText(reason))[0]).toBeVisible();
    // The copy button sits with the transfer details, which come with the payment accounts' answer.
    expect(await screen.findByRole('button', { name: 'Copy reason (order number)' })).toBeVisible();
  });

  it('marks a renewal order (from Extend) as such', async () => {
    const [order] = ordersInEveryStatus();
    answer([{ ...order!, renewalOfServiceId: mockId('service', 'demo-starter-active') }]);
    renderPage();
    const pending = await screen.findByRole('table', { name: 'Pending orders' });
    expect(within(pending).getByText('Renewal')).toBeVisible();
  });

  it("shows each order's id, type, name, key specs, total and date from the mock backend", async () => {
    renderPage();
    const pending = await screen.findByRole('table', { name: 'Pending orders' });
    const small = rowOf(mockId('order', 'demo-small-unpaid'));
    expect(within(small).getByText('Package Small')).toBeVisible();
    expect(within(small).getByText(/KVM Server · 2 vCPU · 2\.0 GB RAM · 40\.0 GB SSD/)).toBeVisible();
    expect(within(small).getByText('1,725.00 ETB')).toBeVisible();
    expect(within(small).getByText('Pending Payment')).toBeVisible();
    expect(within(small).getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    expect(within(pending).getByText(/Game Server · v/)).toBeVisible();
  });

  it('shows an empty state per tab with a way to the servers', async () => {
    answer([]);
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'No pending orders' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse servers' })).toHaveAttribute('href', '/servers');
    await user.click(screen.getByRole('tab', { name: 'Concluded Orders (0)' }));
    expect(await screen.findByRole('heading', { name: 'No concluded orders yet' })).toBeVisible();
  });

  it('shows the load failure and retries', async () => {
    server.use(
      http.get('/api/orders', () => HttpResponse.json({ message: 'x' }, { status: 500 }), { once: true }),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDERS_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: /Pending Orders/ })).toBeVisible();
  });
});

describe('My Orders, a page at a time', () => {
  const pendingRows = () =>
    within(screen.getByRole('table', { name: 'Pending orders' })).getAllByRole('row').length - 1;

  it("counts each tab from the server's total and adds the next 20 orders on 'Load more'", async () => {
    answer([...manyPendingOrders(45), ...ordersInEveryStatus().slice(4)]);
    const { user } = renderPage();
    expect(await screen.findByRole('tab', { name: 'Pending Orders (45)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Concluded Orders (5)' })).toBeVisible();
    expect(pendingRows()).toBe(20);
    expect(screen.getByText('Showing 20 of 45')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(pendingRows()).toBe(40));
    expect(screen.getByText('Server 40')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(pendingRows()).toBe(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('loads more from the keyboard, the button busy while the page is on its way', async () => {
    let releasePage2 = () => {};
    const page2 = new Promise<void>((resolve) => (releasePage2 = resolve));
    const answerPage = ordersAnswer(manyPendingOrders(25));
    server.use(
      http.get('/api/orders', async (info) => {
        if (new URL(info.request.url).searchParams.get('page') === '2') await page2;
        return answerPage(info);
      }),
    );
    const { user } = renderPage();
    const more = await screen.findByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(more).toHaveAttribute('aria-busy', 'true'));
    expect(more).toBeDisabled();
    releasePage2();
    await waitFor(() => expect(pendingRows()).toBe(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when the next page fails, keeps the orders shown, and retries it', async () => {
    const answerPage = ordersAnswer(manyPendingOrders(25));
    let failPage2 = true;
    server.use(
      http.get('/api/orders', (info) => {
        if (new URL(info.request.url).searchParams.get('page') === '2' && failPage2) {
          return HttpResponse.json({ message: 'x' }, { status: 500 });
        }
        return answerPage(info);
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load more orders. Please try again.',
    );
    expect(pendingRows()).toBe(20);
    failPage2 = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(pendingRows()).toBe(25));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the server for one tab at a time: the group, the page and 20 orders', async () => {
    const asked: string[] = [];
    const answerPage = ordersAnswer(manyPendingOrders(21));
    server.use(
      http.get('/api/orders', (info) => {
        asked.push(new URL(info.request.url).search);
        return answerPage(info);
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(pendingRows()).toBe(21));
    expect([...new Set(asked)].sort()).toEqual([
      '?group=concluded&page=1&limit=20',
      '?group=pending&page=1&limit=20',
      '?group=pending&page=2&limit=20',
    ]);
  });
});

/** A Gregorian date in Amharic with the Ethiopian one beside it: 'ማርች 12 2026 (3 መጋቢት 2018)'. */
const AMHARIC_DISPLAY_DATE =
  /^\p{Script=Ethiopic}+ \d{1,2} (\d{4}) \(\d{1,2} \p{Script=Ethiopic}+ (\d{4})\)$/u;

describe('My Orders in Amharic', () => {
  it('shows the status labels, the totals in birr and the Ethiopian date beside the Gregorian', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'ትዕዛዞቼ' })).toBeVisible();
    // The tabs carry the counts once the orders have arrived.
    expect(await screen.findByRole('tab', { name: /^በመጠባበቅ ላይ ያሉ \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByRole('table', { name: 'በመጠባበቅ ላይ ያሉ ትዕዛዞች' });
    expect(screen.getByRole('columnheader', { name: 'ጠቅላላ ድምር' })).toBeVisible();

    const small = rowOf(mockId('order', 'demo-small-unpaid'));
    expect(within(small).getByText('ክፍያ በመጠባበቅ ላይ')).toBeVisible();
    expect(within(small).getByText('ብር 1,725.00')).toBeVisible();
    expect(
      within(small).getByText('KVM ሰርቨር · 2 vCPU ኮር · 2.0 GB ራም · 40.0 GB SSD ማከማቻ · Ubuntu 22.04 · 30 ቀናት'),
    ).toBeVisible();
    const date = within(small).getByText(AMHARIC_DISPLAY_DATE);
    const [, gregorianYear, ethiopianYear] = AMHARIC_DISPLAY_DATE.exec(date.textContent!)!;
    expect(Number(gregorianYear) - Number(ethiopianYear)).toBeOneOf([7, 8]);
    expect(within(small).getByRole('link', { name: /^ክፍያ ያጠናቅቁ \(ትዕዛዝ \w+\)$/ })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /^የተጠናቀቁ \(\d+\)$/ }));
    const concluded = screen.getByRole('table', { name: 'የተጠናቀቁ ትዕዛዞች' });
    for (const label of ['ንቁ', 'አልተሳካም', 'ተሰርዟል', 'ጊዜው አልፏል']) {
      expect(within(concluded).getAllByText(label)[0]).toBeVisible();
    }
  });

  it('names every status in Amharic', async () => {
    await i18n.changeLanguage('am');
    answer(ordersInEveryStatus());
    const { user } = renderPage();
    const pending = await screen.findByRole('table', { name: 'በመጠባበቅ ላይ ያሉ ትዕዛዞች' });
    for (const label of ['ክፍያ በመጠባበቅ ላይ', 'ማረጋገጫ በመጠባበቅ ላይ', 'በሂደት ላይ', 'በመዘጋጀት ላይ']) {
      expect(within(pending).getByText(label)).toBeVisible();
    }
    await user.click(screen.getByRole('tab', { name: 'የተጠናቀቁ (5)' }));
    const concluded = screen.getByRole('table', { name: 'የተጠናቀቁ ትዕዛዞች' });
    for (const label of ['ንቁ', 'ተጠናቋል', 'አልተሳካም', 'ተሰርዟል', 'ጊዜው አልፏል']) {
      expect(within(concluded).getByText(label)).toBeVisible();
    }
  });

  it('shows the empty state in Amharic', async () => {
    await i18n.changeLanguage('am');
    answer([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'በመጠባበቅ ላይ ያለ ትዕዛዝ የለም' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ሰርቨሮችን ይመልከቱ' })).toHaveAttribute('href', '/servers');
  });
});
