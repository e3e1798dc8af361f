import {
  COUPON_CHECK_FAILED_MESSAGE,
  COUPON_EMPTY_MESSAGE,
  COUPON_INVALID_MESSAGE,
  NO_CONFIGURATION_DATA,
  NO_TOKEN_FOUND,
  ORDER_ID_MISSING,
  SIGN_IN_TO_PAY,
  orderErrorMessage,
} from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateKvmOrderRequest } from '../../api';
import { i18n } from '../../i18n';
import { STORAGE_KEYS } from '../../lib/storage';
import { DEMO_SESSION } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import { PAYMENT_DATA_KEY } from '../../lib/payment-data';
import type { PendingConfiguration } from '../../store/checkout-slice';
import {
  pendingGameConfiguration,
  pendingKvmConfiguration,
  pendingRyzenConfiguration,
} from '../../test/fixtures';
import { ConfigConfirmationPage } from './config-confirmation-page';

const ET2018_RULE = 'This coupon code is only valid for Small, Starter, Newcomer, or Boost service types';
const SP45_RULE = 'This coupon code is only valid for Small service types';

function renderPage(pending: PendingConfiguration | null = pendingKvmConfiguration(), signedIn = true) {
  return renderWithProviders(null, {
    route: '/config-confirmation',
    preloadedState: {
      ...(signedIn ? { auth: DEMO_SESSION } : {}),
      checkout: { pending },
    },
  });
}

async function applyCoupon(user: ReturnType<typeof renderPage>['user'], code: string) {
  const input = await screen.findByRole('textbox', { name: 'Coupon code' });
  await user.clear(input);
  if (code) await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

const pricing = () =>
  screen.getByRole('heading', { name: 'Pricing Summary' }).closest<HTMLElement>('div.rounded-card')!;

describe('Configuration confirmation', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the KVM service, its specifications and the itemised VAT-inclusive price', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Configuration Summary', level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Package Small' })).toBeVisible();
    expect(screen.getByText('Intel Xeon Gold 6148')).toBeVisible();
    expect(screen.getByText('2.4 GHz base · 3.7 GHz turbo')).toBeVisible();
    expect(screen.getByText('2.0 GB')).toBeVisible();
    expect(screen.getByText('40.0 GB')).toBeVisible();
    expect(screen.getByText('30 days')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    // 1,500 ETB for 30 days + 15% VAT
    expect(await within(pricing()).findByText('1,725.00 ETB')).toBeVisible();
    expect(within(pricing()).getByText('225.00 ETB')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Configuration' })).toHaveAttribute(
      'href',
      `/kvm-config/${pendingKvmConfiguration().id}`,
    );
  });

  it('shows a game: version, memory, duration, and the way back to its configuration', async () => {
    const game = pendingGameConfiguration();
    renderPage(game);
    expect(await screen.findByRole('heading', { name: 'Minecraft' })).toBeVisible();
    expect(screen.getByText(game.specifications.version)).toBeVisible();
    expect(screen.getByText('4.0 GB')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Configuration' })).toHaveAttribute(
      'href',
      `/game-config/${game.id}`,
    );
    // 428 ETB per GB x 4 GB + VAT
    expect(await within(pricing()).findByText('1,968.80 ETB')).toBeVisible();
  });

  it('upper-cases the code as typed and asks for one when empty', async () => {
    const { user } = renderPage();
    const input = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(input, 'et2018');
    expect(input).toHaveValue('ET2018');
    await applyCoupon(user, '');
    expect(await screen.findByText(COUPON_EMPTY_MESSAGE)).toBeVisible();
  });

  it('applies ET2018 to a Small plan: code, percent, the coupon line and Remove', async () => {
    const { user } = renderPage();
    await applyCoupon(user, 'et2018');
    expect(await screen.findByText('ET2018')).toBeVisible();
    expect(screen.getByText('10% off')).toBeVisible();
    // 1,500 - 150 = 1,350 + 202.50 VAT
    expect(await within(pricing()).findByText('Coupon ET2018 (10%)')).toBeVisible();
    expect(within(pricing()).getByText('−150.00 ETB')).toBeVisible();
    expect(within(pricing()).getByText('1,552.50 ETB')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(await within(pricing()).findByText('1,725.00 ETB')).toBeVisible();
    expect(screen.queryByText('Coupon ET2018 (10%)')).not.toBeInTheDocument();
  });

  it("checks the built-in service rules locally, with the spec's messages", async () => {
    let lookups = 0;
    server.use(
      http.get('/api/discount-codes/:code', () => {
        lookups += 1;
        return HttpResponse.json({ code: 'X', discount: 10 });
      }),
    );
    const { user } = renderPage(pendingRyzenConfiguration());
    await applyCoupon(user, 'et2018');
    expect(await screen.findByText(ET2018_RULE)).toBeVisible();
    await applyCoupon(user, 'sp45');
    expect(await screen.findByText(SP45_RULE)).toBeVisible();
    expect(lookups).toBe(0);
  });

  it('404 is an invalid code; 422 shows the server text; any other failure cannot validate', async () => {
    const { user } = renderPage();
    await applyCoupon(user, 'nope');
    expect(await screen.findByText(COUPON_INVALID_MESSAGE)).toBeVisible();

    server.use(
      http.get('/api/discount-codes/:code', () =>
        HttpResponse.json(
          { statusCode: 422, error: 'Unprocessable Entity', message: 'Not for this plan' },
          { status: 422 },
        ),
      ),
    );
    await applyCoupon(user, 'other');
    expect(await screen.findByText('Not for this plan')).toBeVisible();

    server.use(http.get('/api/discount-codes/:code', () => HttpResponse.json({}, { status: 500 })));
    await applyCoupon(user, 'third');
    expect(await screen.findByText(COUPON_CHECK_FAILED_MESSAGE)).toBeVisible();
  });

  it("creates the order, clears the configuration and shows the server's total, not the client's", async () => {
    let sent: CreateKvmOrderRequest | undefined;
    const created = {
      id: 'b7e0d2c4-0000-4000-8000-000000000042',
      type: 'KVM',
      serviceName: 'Package Small',
      status: 'PENDING',
      paid: false,
      paymentReported: false,
      specifications: {},
      duration: 30,
      pricing: {
        basePrice: 1500,
        extrasPrice: 0,
        durationDiscount: 0,
        subtotal: 1500,
        couponDiscount: 150,
        vat: 208.75,
        totalPrice: 1600.25,
        currency: 'ETB',
        billingCycle: 'One-time',
      },
      discount: { code: 'ET2018', discount: 10 },
      basePrice: 1500,
      totalPrice: 1600.25,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    server.use(
      http.post('/api/orders/kvm', async ({ request }) => {
        sent = (await request.json()) as CreateKvmOrderRequest;
        return HttpResponse.json(created, { status: 201 });
      }),
      // The payment page reads the order by the id in its address, as the server has it.
      http.get(`/api/orders/${created.id}`, () =>
        HttpResponse.json({
          ...created,
          serviceId: null,
          renewalOfServiceId: null,
          progress: { stage: 'PAYMENT_DUE', stepsDone: 0, final: false },
          paymentRejection: null,
          onlinePayment: null,
          service: null,
          automation: { provisioning: true, transferCheck: false },
        }),
      ),
    );
    // The client previews 1,552.50 ETB (and saved 99): the server's 1,600.25 must win.
    const pending = {
      ...pendingKvmConfiguration(),
      pricing: { ...pendingKvmConfiguration().pricing, totalPrice: 99 },
    };
    const { user, store, router } = renderPage(pending);
    await applyCoupon(user, 'ET2018');
    await screen.findByText('10% off');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-instruction'));
    // The order's id in the address: a reload finds it again.
    expect(router.state.location.search).toBe(`?order=${created.id}`);
    expect(await screen.findByText('Total Amount Due')).toBeVisible();
    expect(screen.getAllByText('1,600.25 ETB').length).toBeGreaterThan(0);
    expect(screen.queryByText('1,552.50 ETB')).not.toBeInTheDocument();
    expect(screen.queryByText('99.00 ETB')).not.toBeInTheDocument();
    expect(store.getState().checkout.pending).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingConfiguration)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_DATA_KEY)!)).toMatchObject({
      orderId: 'b7e0d2c4-0000-4000-8000-000000000042',
      totalPrice: 1600.25,
    });
    expect(sent).toMatchObject({
      id: pending.id,
      serviceName: 'Package Small',
      osId: pending.osId,
      discountCode: 'ET2018',
      pricing: { totalPrice: 1552.5 },
      specifications: { ipv4: 1, traffic: 4, duration: 30 },
    });
  });

  it('creates a game order with the mock backend and goes on to pay', async () => {
    const { user, store, router } = renderPage(pendingGameConfiguration());
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-instruction'));
    expect(store.getState().checkout.pending).toBeNull();
  });

  it("shows 'Error creating order: …' and keeps the configuration when the server refuses", async () => {
    server.use(
      http.post('/api/orders/kvm', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'Package not available' },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(orderErrorMessage('Package not available'));
    expect(store.getState().checkout.pending).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it('refuses an answer without an order id', async () => {
    server.use(http.post('/api/orders/kvm', () => HttpResponse.json({ status: 'PENDING' }, { status: 201 })));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(orderErrorMessage(ORDER_ID_MISSING));
  });

  it('sends one order however often Proceed is pressed', async () => {
    let calls = 0;
    // The answer waits until the second press and the busy button have been seen, however slow the machine.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/orders/kvm', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ statusCode: 500, error: 'x', message: 'Down' }, { status: 500 });
      }),
    );
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Proceed to Payment' });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Creating order…' })).toBeDisabled();
    answer();
    await screen.findByRole('alert');
    expect(calls).toBe(1);
  });

  it('sends an Idempotency-Key per confirmed order: the same on a retry, a new one for another order', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/orders/kvm', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ statusCode: 503, error: 'x', message: 'Down' }, { status: 503 });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(keys.length).toBeGreaterThanOrEqual(2));
    await applyCoupon(user, 'ET2018');
    await screen.findByText('10% off');
    const before = keys.length;
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(keys.length).toBeGreaterThan(before));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // Every try of the first order carried its key; the order with the coupon is another order.
    expect(new Set(keys.slice(0, before))).toEqual(new Set([keys[0]]));
    expect(keys[before]).not.toBe(keys[0]);
  });

  it('sends a UUID key on plain http too, where crypto.randomUUID does not exist', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/orders/kvm', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ statusCode: 503, error: 'x', message: 'Down' }, { status: 503 });
      }),
    );
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
      await waitFor(() => expect(keys.length).toBeGreaterThan(0));
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('goes to the order confirmed, with nothing to transfer, when a 100% coupon makes it free', async () => {
    const id = 'b7e0d2c4-0000-4000-8000-000000000100';
    const free = {
      id,
      type: 'KVM',
      serviceName: 'Package Small',
      status: 'PENDING',
      paid: true,
      paymentReported: false,
      specifications: {},
      duration: 30,
      pricing: {
        basePrice: 1500,
        extrasPrice: 0,
        durationDiscount: 0,
        subtotal: 1500,
        couponDiscount: 1500,
        vat: 0,
        totalPrice: 0,
        currency: 'ETB',
        billingCycle: 'One-time',
      },
      discount: { code: 'GIFT100', discount: 100 },
      basePrice: 1500,
      totalPrice: 0,
      serviceId: null,
      renewalOfServiceId: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    server.use(
      http.post('/api/orders/kvm', () => HttpResponse.json(free, { status: 201 })),
      http.get(`/api/orders/${id}`, () => HttpResponse.json(free)),
    );
    const { user, store, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?order=${id}`));
    expect(await screen.findByRole('heading', { name: 'Order confirmed' })).toBeVisible();
    expect(screen.getByText(/nothing to transfer/)).toBeVisible();
    expect(screen.queryByText('Total Amount Due')).not.toBeInTheDocument();
    expect(store.getState().checkout.pending).toBeNull();
  });

  it("shows 'No Configuration Data' with a way home", async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: NO_CONFIGURATION_DATA })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it("shows 'No token found' and does not order without a token", async () => {
    renderWithProviders(<ConfigConfirmationPage />, {
      route: '/config-confirmation',
      preloadedState: { checkout: { pending: pendingKvmConfiguration() } },
    });
    expect(await screen.findByText(NO_TOKEN_FOUND)).toBeVisible();
    expect(screen.getByText(SIGN_IN_TO_PAY)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
  });
});

describe('Configuration confirmation, in Amharic', () => {
  beforeEach(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('am');
  });

  const amharicPricing = () =>
    screen.getByRole('heading', { name: 'የዋጋ ማጠቃለያ' }).closest<HTMLElement>('div.rounded-card')!;

  it('shows the summary, specifications and the total in birr', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'የውቅር ማጠቃለያ', level: 1 })).toBeVisible();
    expect(screen.getByText('KVM ቨርቹዋል ሰርቨር')).toBeVisible();
    expect(screen.getByText('ኦፐሬቲንግ ሲስተም')).toBeVisible();
    expect(screen.getByText('30 ቀናት')).toBeVisible();
    expect(screen.getByText('መነሻ 2.4 GHz · ቱርቦ 3.7 GHz')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ቀጥሎ ምን ይሆናል?' })).toBeVisible();
    expect(screen.getByText('ለ30 ቀናት የአንድ ጊዜ ክፍያ')).toBeVisible();
    // 1,500 ETB for 30 days + 15% VAT
    expect(await within(amharicPricing()).findByText('ብር 1,725.00')).toBeVisible();
    expect(within(amharicPricing()).getByText('ተ.እ.ታ (15%)')).toBeVisible();
    expect(within(amharicPricing()).getByText('ብር 225.00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' })).toBeEnabled();
  });

  it('applies a coupon: its line, the discount and the new total in birr', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'የቅናሽ ኮድ' }), 'et2018');
    await user.click(screen.getByRole('button', { name: 'ይተግብሩ' }));
    expect(await screen.findByText('10% ቅናሽ')).toBeVisible();
    expect(await within(amharicPricing()).findByText('የቅናሽ ኮድ ET2018 (10%)')).toBeVisible();
    expect(within(amharicPricing()).getByText('−ብር 150.00')).toBeVisible();
    expect(within(amharicPricing()).getByText('ብር 1,552.50')).toBeVisible();
    expect(screen.getByRole('button', { name: /^ያስወግዱ/ })).toBeVisible();
  }, 15_000);

  it('words the coupon refusals in Amharic', async () => {
    const { user } = renderPage(pendingRyzenConfiguration());
    const input = await screen.findByRole('textbox', { name: 'የቅናሽ ኮድ' });
    await user.click(screen.getByRole('button', { name: 'ይተግብሩ' }));
    expect(await screen.findByText('እባክዎ የቅናሽ ኮድ ያስገቡ')).toBeVisible();
    await user.type(input, 'et2018');
    await user.click(screen.getByRole('button', { name: 'ይተግብሩ' }));
    expect(
      await screen.findByText('ይህ የቅናሽ ኮድ የሚሰራው ለSmall፣ Starter፣ Newcomer ወይም Boost አገልግሎቶች ብቻ ነው'),
    ).toBeVisible();
  }, 15_000);

  it("words a failed order in Amharic around the client's own reason", async () => {
    server.use(http.post('/api/orders/kvm', () => HttpResponse.json({ status: 'PENDING' }, { status: 201 })));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ትዕዛዙን መፍጠር አልተቻለም፦ ትዕዛዙ ተፈጥሯል፤ ነገር ግን በምላሹ የትዕዛዝ መለያ ቁጥር አልተገኘም',
    );
  });

  it("shows 'No Configuration Data' in Amharic", async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'የውቅር መረጃ የለም' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ወደ መነሻ ገጽ ይሂዱ' })).toHaveAttribute('href', '/');
  });
});
