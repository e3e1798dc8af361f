import {
  INVALID_ORDER,
  orderNumber,
  SERVER_MESSAGES,
  SERVER_MESSAGES_AM,
  PAYMENT_FAILED_NOTE,
  PAYMENT_FAILED_TITLE,
  PAYMENT_SUCCESS_PROVISIONING,
  PAYMENT_SUCCESS_TEXT,
  PAYMENT_SUCCESS_TITLE,
} from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RecordPaymentRequest } from '../../api';
import { i18n } from '../../i18n';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import { PAYMENT_REPORT_MESSAGES } from './payment-report';

/** The demo customer's unpaid Package Small order of the fixtures. */
const ORDER_ID = mockId('order', 'demo-small-unpaid');
const USED = 'This transaction number has already been used for a payment.';
/** Another refusal, for the spec's dialog as it is. */
const PAID = SERVER_MESSAGES.orderAlreadyPaid;

function renderPage(orderId: string | null = ORDER_ID, paymentMethod?: 'CBE' | 'TELEBIRR') {
  return renderWithProviders(null, {
    route: orderId ? `/payment-confirm/${orderId}` : '/payment-confirm',
    routeState: paymentMethod ? { paymentMethod } : undefined,
    preloadedState: { auth: DEMO_SESSION },
  });
}

type User = ReturnType<typeof renderPage>['user'];

async function fill(
  user: User,
  method: 'CBE' | 'telebirr',
  paidBy = 'Abebe Kebede',
  reference = method === 'CBE' ? 'FT25ABC12345' : 'CHK8L2M3QX',
) {
  await user.click(await screen.findByRole('radio', { name: new RegExp(method) }));
  await user.type(screen.getByRole('textbox', { name: /Paid by/ }), paidBy);
  await user.type(screen.getByRole('textbox', { name: /Transaction number/ }), reference);
}

describe('Payment confirmation', () => {
  it('shows the last 4 digits only for CBE, digits only and at most 4', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Confirm Your Payment' });
    expect(screen.queryByRole('textbox', { name: /Last 4 digits/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /CBE/ }));
    const suffix = screen.getByRole('textbox', { name: /Last 4 digits/ });
    await user.type(suffix, '12a3456');
    expect(suffix).toHaveValue('1234');
    await user.click(screen.getByRole('radio', { name: /telebirr/ }));
    expect(screen.queryByRole('textbox', { name: /Last 4 digits/ })).not.toBeInTheDocument();
  });

  it('preselects the method the customer came from', async () => {
    renderPage(ORDER_ID, 'CBE');
    expect(await screen.findByRole('radio', { name: /CBE/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Last 4 digits/ })).toBeVisible();
  });

  it('names every missing required field', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Confirm Payment' }));
    expect(screen.getByText(PAYMENT_REPORT_MESSAGES.paymentMethod)).toBeVisible();
    expect(screen.getByText(PAYMENT_REPORT_MESSAGES.paidBy)).toBeVisible();
    expect(screen.getByText(PAYMENT_REPORT_MESSAGES.paymentReference)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Paid by/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('records the payment and shows the success dialog leading to My Services', async () => {
    let sent: RecordPaymentRequest | undefined;
    server.use(
      http.post('/api/orders/:id/record-payment', async ({ request }) => {
        sent = (await request.clone().json()) as RecordPaymentRequest;
        return undefined;
      }),
    );
    const { user, router } = renderPage();
    await fill(user, 'CBE');
    await user.type(screen.getByRole('textbox', { name: /Last 4 digits/ }), '4821');
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));

    const dialog = await screen.findByRole('dialog', { name: PAYMENT_SUCCESS_TITLE });
    expect(dialog).toHaveTextContent(PAYMENT_SUCCESS_TEXT);
    expect(dialog).toHaveTextContent(PAYMENT_SUCCESS_PROVISIONING);
    expect(sent).toEqual({
      paymentMethod: 'CBE',
      paidBy: 'Abebe Kebede',
      paymentReference: 'FT25ABC12345',
      accountSuffix: '4821',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Go to My Services' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-services'));
  });

  it('sends no account suffix for telebirr', async () => {
    let sent: RecordPaymentRequest | undefined;
    server.use(
      http.post('/api/orders/:id/record-payment', async ({ request }) => {
        sent = (await request.clone().json()) as RecordPaymentRequest;
        return undefined;
      }),
    );
    const { user } = renderPage();
    await fill(user, 'telebirr', 'Abebe Kebede', 'CHK8L2M3QX');
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    await screen.findByRole('dialog', { name: PAYMENT_SUCCESS_TITLE });
    expect(sent).toEqual({
      paymentMethod: 'TELEBIRR',
      paidBy: 'Abebe Kebede',
      paymentReference: 'CHK8L2M3QX',
    });
  });

  it("shows the server's message in the failure dialog; Try Again keeps the form", async () => {
    server.use(
      http.post('/api/orders/:id/record-payment', () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: PAID }, { status: 409 }),
      ),
    );
    const { user, router } = renderPage();
    await fill(user, 'telebirr');
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));

    const dialog = await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE });
    expect(dialog).toHaveTextContent(PAID);
    expect(dialog).toHaveTextContent(PAYMENT_FAILED_NOTE);
    expect(dialog).toHaveTextContent(ORDER_ID);
    expect(within(dialog).getByRole('button', { name: 'Copy order ID' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Transaction number/ })).toHaveValue('CHK8L2M3QX');
    expect(router.state.location.pathname).toBe(`/payment-confirm/${ORDER_ID}`);
  });

  it("'Go to Dashboard' leads to My Services", async () => {
    server.use(
      http.post('/api/orders/:id/record-payment', () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: PAID }, { status: 409 }),
      ),
    );
    const { user, router } = renderPage();
    await fill(user, 'telebirr');
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-services'));
  });

  it("checks the transaction number with the server's rule before sending: look-alikes, then the method's format", async () => {
    let sent = 0;
    server.use(
      http.post('/api/orders/:id/record-payment', () => {
        sent += 1;
        return undefined;
      }),
    );
    const { user } = renderPage();
    // A Cyrillic Te where the T of FT should be: it looks the same.
    await fill(user, 'CBE', 'Abebe Kebede', 'F\u0422' + '25ABC12345');
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    const field = screen.getByRole('textbox', { name: /Transaction number/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(SERVER_MESSAGES.paymentReferenceCharacters)).toBeVisible();

    await user.clear(field);
    await user.type(field, 'FT25ABC123');
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    expect(screen.getByText(SERVER_MESSAGES.paymentReferenceCbeFormat)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /telebirr/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByRole('dialog', { name: PAYMENT_SUCCESS_TITLE })).toBeVisible();
    expect(sent).toBe(1);
  });

  it('a transaction number already used: the order by its number, the way to the order and My Orders, no dashboard', async () => {
    const { user, router } = renderPage();
    await fill(user, 'CBE', 'Abebe Kebede', 'FT25DEMOSTAR');
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE });
    expect(dialog).toHaveTextContent(USED);
    expect(dialog).toHaveTextContent(orderNumber(ORDER_ID));
    expect(dialog).not.toHaveTextContent(ORDER_ID);
    expect(within(dialog).getByRole('button', { name: 'Copy order number' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Go to Dashboard' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    await user.click(within(dialog).getByRole('link', { name: 'View your order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`));
  });

  it('the duplicate-number dialog in Amharic', async () => {
    await i18n.changeLanguage('am');
    try {
      const { user } = renderPage();
      await user.click(await screen.findByRole('radio', { name: /CBE/ }));
      await user.type(screen.getByRole('textbox', { name: /የከፋዩ ስም/ }), 'Abebe Kebede');
      await user.type(screen.getByRole('textbox', { name: /የግብይት ቁጥር/ }), 'FT25DEMOSTAR');
      await user.click(screen.getByRole('button', { name: 'ክፍያውን ያረጋግጡ' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(orderNumber(ORDER_ID));
      expect(within(dialog).getByRole('link', { name: 'ትዕዛዝዎን ይመልከቱ' })).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: 'ወደ ዳሽቦርድ ይሂዱ' })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('the mock backend refuses a reference used before (its 409 text)', async () => {
    const { user } = renderPage();
    await fill(user, 'CBE', 'Abebe Kebede', 'FT25DEMOSTAR');
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE })).toHaveTextContent(USED);
  });

  it("links back to the order's payment instructions while it is unpaid", async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Payment instructions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-instruction'));
    expect(router.state.location.search).toBe(`?order=${ORDER_ID}`);
    expect((await screen.findAllByText(ORDER_ID.slice(0, 8).toUpperCase()))[0]).toBeVisible();
  });

  it('offers no payment instructions for an order whose payment is already reported', async () => {
    renderPage(mockId('order', 'demo-ryzen-reported'));
    expect(await screen.findByText(/already been reported/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Payment instructions' })).not.toBeInTheDocument();
  });

  it("the bare /payment-confirm logs and shows 'Invalid Order'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(null);
    expect(await screen.findByRole('heading', { name: INVALID_ORDER })).toBeVisible();
    expect(log).toHaveBeenCalled();
  });
});

describe('Payment confirmation, in Amharic', () => {
  it('names every missing required field in Amharic', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'ክፍያዎን ያሳውቁ', level: 1 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'ክፍያውን ያረጋግጡ' }));
    expect(screen.getByText('እባክዎ የክፍያ መንገድ ይምረጡ')).toBeVisible();
    expect(screen.getByText('እባክዎ የከፈለውን ሰው ስም ያስገቡ')).toBeVisible();
    expect(screen.getByText('እባክዎ የግብይት ቁጥሩን ያስገቡ')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /የከፋዩ ስም/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the order in birr, then the success dialog in Amharic', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderPage();
    expect(await screen.findByText(/^ብር [\d,]+\.\d{2}$/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /CBE/ }));
    expect(screen.getByText('የባንክ ዝውውር')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /የከፋዩ ስም/ }), 'Abebe Kebede');
    await user.type(screen.getByRole('textbox', { name: /የግብይት ቁጥር/ }), 'FT25ABC12345');
    await user.type(screen.getByRole('textbox', { name: /የመጨረሻዎቹ 4 አሃዞች/ }), '4821');
    await user.click(screen.getByRole('button', { name: 'ክፍያውን ያረጋግጡ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ክፍያዎ በተሳካ ሁኔታ ተመዝግቧል!' });
    expect(dialog).toHaveTextContent('አገልግሎትዎ እስኪዘጋጅ እባክዎ እስከ 1 ሰዓት ይጠብቁ።');
    expect(within(dialog).getByRole('button', { name: 'ወደ አገልግሎቶቼ ይሂዱ' })).toBeVisible();
  }, 15_000);

  it("words the transaction number's rule in Amharic, as the server would", async () => {
    await i18n.changeLanguage('am');
    const { user } = renderPage(ORDER_ID, 'TELEBIRR');
    await user.type(await screen.findByRole('textbox', { name: /የከፋዩ ስም/ }), 'Abebe Kebede');
    await user.type(screen.getByRole('textbox', { name: /የግብይት ቁጥር/ }), 'CHK8L2M3Q.');
    await user.click(screen.getByRole('button', { name: 'ክፍያውን ያረጋግጡ' }));
    expect(screen.getByText(SERVER_MESSAGES_AM.paymentReferenceCharacters)).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /የግብይት ቁጥር/ }));
    await user.type(screen.getByRole('textbox', { name: /የግብይት ቁጥር/ }), 'CHK8L2M3Q');
    await user.click(screen.getByRole('button', { name: 'ክፍያውን ያረጋግጡ' }));
    expect(screen.getByText(SERVER_MESSAGES_AM.paymentReferenceTelebirrFormat)).toBeVisible();
  }, 15_000);

  it('words the failure dialog in Amharic around the server message', async () => {
    server.use(
      http.post('/api/orders/:id/record-payment', () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'ተይዟል' }, { status: 409 }),
      ),
    );
    await i18n.changeLanguage('am');
    const { user } = renderPage(ORDER_ID, 'TELEBIRR');
    await user.type(await screen.findByRole('textbox', { name: /የከፋዩ ስም/ }), 'Abebe Kebede');
    await user.type(screen.getByRole('textbox', { name: /የግብይት ቁጥር/ }), 'CHK8L2M3QX');
    await user.click(screen.getByRole('button', { name: 'ክፍያውን ያረጋግጡ' }));
    const dialog = await screen.findByRole('dialog', { name: 'የክፍያ ማረጋገጫው አልተሳካም' });
    expect(dialog).toHaveTextContent('ተይዟል');
    expect(within(dialog).getByRole('button', { name: 'እንደገና ይሞክሩ' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'ወደ ዳሽቦርድ ይሂዱ' })).toBeVisible();
  }, 15_000);
});
