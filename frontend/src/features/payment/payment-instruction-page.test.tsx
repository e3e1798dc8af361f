import { localPhoneDisplay, NO_PAYMENT_DATA, PAYMENT_NO_ORDER_ID, orderNumber } from '@shop/domain';
import { SUPPORT_CONTACT } from '@shop/domain/contact';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { api, type Order } from '../../api';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { db, setMockSettings } from '../../mocks/state';
import { toOrder } from '../../mocks/views';
import { PAYMENT_ACCOUNTS } from '../../mocks/handlers/payment-accounts';
import { renderWithProviders } from '../../test/render-with-providers';
import { PAYMENT_DATA_KEY, paymentInstructionPath, type PaymentData } from '../../lib/payment-data';

const ORDER_ID = '5f1c2e3a-0000-4000-8000-000000000007';
const payment: PaymentData = {
  orderId: ORDER_ID,
  totalPrice: 1725,
  currency: 'ETB',
  serviceName: 'Package Small',
};

function renderPage(routeState?: unknown) {
  return renderWithProviders(null, {
    route: '/payment-instruction',
    routeState,
    preloadedState: { auth: DEMO_SESSION },
  });
}

describe('Payment instructions', () => {
  it('shows the total due and the CBE account with copy buttons, then telebirr', async () => {
    const { user } = renderPage(payment);
    expect(await screen.findByText('Total Amount Due')).toBeVisible();
    expect(screen.getAllByText('1,725.00 ETB').length).toBeGreaterThan(0);
    const cbe = screen.getByRole('tabpanel');
    expect(await within(cbe).findByText(PAYMENT_ACCOUNTS.cbe.accountNumber)).toBeVisible();
    expect(within(cbe).getByText(PAYMENT_ACCOUNTS.cbe.accountName)).toBeVisible();
    expect(within(cbe).getByRole('button', { name: 'Copy account number' })).toBeVisible();
    expect(within(cbe).getByRole('button', { name: 'Copy amount' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'telebirr' }));
    const telebirr = screen.getByRole('tabpanel');
    expect(
      within(telebirr).getByText(localPhoneDisplay(PAYMENT_ACCOUNTS.telebirr.phoneNumber)),
    ).toBeVisible();
    expect(within(telebirr).getByRole('button', { name: 'Copy phone number' })).toBeVisible();
  });

  it('confirms a copy for 2 seconds', async () => {
    const { user } = renderWithProviders(null, {
      route: '/payment-instruction',
      routeState: payment,
      preloadedState: { auth: DEMO_SESSION },
      fakeTimers: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Copy account number' }));
    expect(await screen.findByText('Copied!')).toBeVisible();
    vi.advanceTimersByTime(2100);
    await waitFor(() => expect(screen.queryByText('Copied!')).not.toBeInTheDocument());
  });

  it('keeps the amount after a reload (session storage)', async () => {
    sessionStorage.setItem(PAYMENT_DATA_KEY, JSON.stringify(payment));
    renderPage();
    expect(await screen.findByText('Total Amount Due')).toBeVisible();
    expect(screen.getAllByText('1,725.00 ETB').length).toBeGreaterThan(0);
  });

  it('Done opens the payment report for the order, with the chosen method', async () => {
    const { user, router } = renderPage(payment);
    await user.click(await screen.findByRole('tab', { name: 'telebirr' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment-confirm/${ORDER_ID}`));
    expect(await screen.findByRole('radio', { name: /telebirr/ })).toBeChecked();
  });

  it('Done without an order id explains instead of navigating', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderPage({ ...payment, orderId: null });
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_NO_ORDER_ID);
    expect(router.state.location.pathname).toBe('/payment-instruction');
  });

  it("'Contact Support' opens the shop's contacts with the order number, and closes back to the page", async () => {
    const { user, router } = renderPage(payment);
    await user.click(await screen.findByRole('button', { name: 'Contact Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    expect(within(dialog).getByText(orderNumber(ORDER_ID))).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: SUPPORT_CONTACT.email })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/payment-instruction');
  });

  it("shows 'No Payment Data' with a way home", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: NO_PAYMENT_DATA })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});

/** The demo customer's unpaid Package Small order of the fixtures (1,725.00 ETB). */
const SMALL = mockId('order', 'demo-small-unpaid');

function renderOrder(orderId: string) {
  return renderWithProviders(null, {
    route: paymentInstructionPath(orderId),
    preloadedState: { auth: DEMO_SESSION },
  });
}

/** GET /orders/{id} answers Package Small as the mock backend has it, changed as given. */
function answerSmall(changes: Partial<Order>) {
  const small = toOrder(db.orders.find((o) => o.id === SMALL)!);
  server.use(http.get('/api/orders/:id', () => HttpResponse.json({ ...small, ...changes })));
}

describe('Payment instructions of an order (?order=)', () => {
  it('reloads with its data: the order is read from the address, with nothing in the session', async () => {
    sessionStorage.clear();
    const { router } = renderOrder(SMALL);
    expect(router.state.location.search).toBe(`?order=${SMALL}`);
    expect(router.state.location.state).toBeNull();
    expect(await screen.findByText('Total Amount Due')).toBeVisible();
    expect(screen.getAllByText('1,725.00 ETB').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: NO_PAYMENT_DATA })).not.toBeInTheDocument();
  });

  it('opens the links of mails already sent (?orderId=) the same way', async () => {
    renderWithProviders(null, {
      route: `/payment-instruction?orderId=${SMALL}`,
      preloadedState: { auth: DEMO_SESSION },
    });
    expect(await screen.findByText('Total Amount Due')).toBeVisible();
    expect(screen.getByText('Package Small')).toBeVisible();
  });

  it("promises 24 hours for a reported transfer when a person checks it, minutes when the bank's receipt is", async () => {
    const first = renderOrder(SMALL);
    expect(
      await screen.findByText(/We check transfers by hand and confirm them within 24 hours/),
    ).toBeVisible();
    first.unmount();
    setMockSettings({ receiptVerification: true });
    renderOrder(SMALL);
    expect(
      await screen.findByText(/check it against your bank's receipt and confirm it within minutes/),
    ).toBeVisible();
    expect(screen.queryByText(/within 24 hours/)).not.toBeInTheDocument();
  });

  it('reads the amount from the order and names it, with the order number as the transfer reason', async () => {
    const { user } = renderOrder(SMALL);
    expect(await screen.findByRole('heading', { name: 'Payment Instructions', level: 1 })).toBeVisible();
    expect(screen.getAllByText('1,725.00 ETB').length).toBeGreaterThan(0);
    expect(screen.getByText('Package Small')).toBeVisible();
    const cbe = screen.getByRole('tabpanel');
    const reason = orderNumber(SMALL);
    expect(await within(cbe).findByText(reason)).toBeVisible();
    expect(within(cbe).getByText(new RegExp(`Write ${reason} as the reason`))).toBeVisible();
    expect(within(cbe).getByText(PAYMENT_ACCOUNTS.cbe.accountName)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'telebirr' }));
    const telebirr = screen.getByRole('tabpanel');
    expect(
      within(telebirr).getByText(localPhoneDisplay(PAYMENT_ACCOUNTS.telebirr.phoneNumber)),
    ).toBeVisible();
    expect(within(telebirr).getByText('Recipient name')).toBeVisible();
    expect(within(telebirr).getByText(PAYMENT_ACCOUNTS.telebirr.accountName)).toBeVisible();
    expect(within(telebirr).getByText(reason)).toBeVisible();
  });

  it('copies the transfer reason', async () => {
    const { user } = renderOrder(SMALL);
    await user.click(await screen.findByRole('button', { name: 'Copy reason (order number)' }));
    // user-event's own clipboard holds what the page wrote.
    expect(await navigator.clipboard.readText()).toBe(orderNumber(SMALL));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
  });

  it('Done opens the payment report of that order', async () => {
    const { user, router } = renderOrder(SMALL);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment-confirm/${SMALL}`));
  });

  it('says when the order is a renewal of a service', async () => {
    answerSmall({ renewalOfServiceId: mockId('service', 'demo-starter-active') });
    renderOrder(SMALL);
    expect(await screen.findByText('Renewal: Package Small')).toBeVisible();
  });

  it('notes a payment already reported, and still shows where to pay', async () => {
    answerSmall({ paymentReported: true });
    renderOrder(SMALL);
    expect(await screen.findByText(/already been reported or confirmed/)).toBeVisible();
    expect(screen.getAllByText('1,725.00 ETB').length).toBeGreaterThan(0);
  });

  it('says an active order was paid and leads to My Services, whatever tab or page it is on', async () => {
    renderOrder(mockId('order', 'demo-starter-active'));
    const heading = await screen.findByRole('heading', { name: 'Payment confirmed' });
    expect(heading).toBeVisible();
    const page = within(heading.parentElement!);
    expect(
      screen.getByText(
        'Your payment for Package Starter was confirmed. Your service is listed under My Services.',
      ),
    ).toBeVisible();
    expect(page.getByRole('link', { name: 'Go to My Services' })).toHaveAttribute('href', '/my-services');
    expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    expect(screen.queryByRole('heading', { name: NO_PAYMENT_DATA })).not.toBeInTheDocument();
    expect(screen.queryByText('Total Amount Due')).not.toBeInTheDocument();
  });

  it('says a paid order is being set up, with the wait the success dialog promises', async () => {
    renderOrder(mockId('order', 'demo-ipv6-provisioning'));
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    expect(screen.getByText(/Please wait up to 1 hour for your service to be provisioned/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Services' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  });

  it('says a cancelled order is no longer open for payment', async () => {
    renderOrder(mockId('order', 'demo-small-cancelled'));
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
    expect(
      screen.getByText('This order is no longer open for payment. Its status is in My Orders.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-orders');
    expect(screen.queryByText('Total Amount Due')).not.toBeInTheDocument();
  });

  it('shows the new state once the payment is confirmed and the order read again', async () => {
    const { store } = renderOrder(SMALL);
    expect(await screen.findByText('Total Amount Due')).toBeVisible();
    answerSmall({ paid: true, status: 'ACTIVE' });
    store.dispatch(api.util.invalidateTags([{ type: 'Order', id: SMALL }]));
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  });

  it("says 'Order not found' for someone else's order, and shows nothing of it", async () => {
    renderOrder(mockId('order', 'selam-rust-unpaid'));
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-orders');
    expect(screen.queryByText('Total Amount Due')).not.toBeInTheDocument();
  });

  it("says 'Order not found' for an id that cannot be an order", async () => {
    renderOrder('not-an-order');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
  });

  it('says when the order could not be loaded, and retries', async () => {
    server.use(
      http.get('/api/orders/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderOrder(SMALL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Amount Due')).toBeVisible();
  });
});

describe('Payment instructions, in Amharic', () => {
  it('shows the amount due in birr, the bank in Amharic and the steps', async () => {
    await i18n.changeLanguage('am');
    const { user, router } = renderPage(payment);
    expect(await screen.findByRole('heading', { name: 'የክፍያ መመሪያ', level: 1 })).toBeVisible();
    expect(screen.getByText('ጠቅላላ የሚከፈል መጠን')).toBeVisible();
    expect(screen.getAllByText('ብር 1,725.00').length).toBeGreaterThan(0);
    const cbe = screen.getByRole('tabpanel');
    expect(within(cbe).getByText('የኢትዮጵያ ንግድ ባንክ')).toBeVisible();
    expect(await within(cbe).findByText(PAYMENT_ACCOUNTS.cbe.accountNumber)).toBeVisible();
    expect(within(cbe).getByRole('button', { name: /የሂሳብ ቁጥር/ })).toBeVisible();
    expect(within(cbe).getByText('እንዴት እንደሚከፍሉ')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'telebirr' }));
    expect(within(screen.getByRole('tabpanel')).getByText('telebirr የሞባይል ገንዘብ')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'ከፍያለሁ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment-confirm/${ORDER_ID}`));
  });

  it('shows an order from its id in Amharic, with the transfer reason', async () => {
    await i18n.changeLanguage('am');
    renderOrder(SMALL);
    expect(await screen.findByRole('heading', { name: 'የክፍያ መመሪያ', level: 1 })).toBeVisible();
    expect(screen.getAllByText('ብር 1,725.00').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'ይቅዱ የዝውውሩ ምክንያት (የትዕዛዝ ቁጥር)' })).toBeVisible();
    expect(screen.getAllByText(orderNumber(SMALL))[0]).toBeVisible();
  });

  it("says in Amharic that an active order's payment was confirmed", async () => {
    await i18n.changeLanguage('am');
    renderOrder(mockId('order', 'demo-starter-active'));
    expect(await screen.findByRole('heading', { name: 'ክፍያው ተረጋግጧል' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ወደ አገልግሎቶቼ ይሂዱ' })).toHaveAttribute('href', '/my-services');
  });

  it("says in Amharic that someone else's order is not found", async () => {
    await i18n.changeLanguage('am');
    renderOrder(mockId('order', 'selam-rust-unpaid'));
    expect(await screen.findByRole('heading', { name: 'ትዕዛዙ አልተገኘም' })).toBeVisible();
  });

  it("shows 'No Payment Data' in Amharic", async () => {
    await i18n.changeLanguage('am');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'የክፍያ መረጃ የለም' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ወደ መነሻ ገጽ ይሂዱ' })).toHaveAttribute('href', '/');
  });
});
