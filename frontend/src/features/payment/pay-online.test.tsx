import { SERVER_MESSAGES } from '@shop/domain';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import type { Order } from '../../api';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { db, setMockSettings } from '../../mocks/state';
import { toOrder } from '../../mocks/views';
import { renderWithProviders } from '../../test/render-with-providers';
import { PayOnline } from './pay-online';
import { paymentInstructionPath } from '../../lib/payment-data';

const SMALL = mockId('order', 'demo-small-unpaid');
const BUTTON = 'Pay online (telebirr, CBE Birr, M-Pesa, card)';

function renderOrder(route = paymentInstructionPath(SMALL)) {
  return renderWithProviders(null, { route, preloadedState: { auth: DEMO_SESSION } });
}

function renderButton(navigate: (url: string) => void) {
  return renderWithProviders(<PayOnline orderId={SMALL} navigate={navigate} />, {
    route: '/payment-instruction',
    preloadedState: { auth: DEMO_SESSION },
  });
}

describe('Pay online on the payment instructions', () => {
  it('is not offered when the shop has no Chapa', async () => {
    renderOrder();
    expect(await screen.findByText('Total Amount Due')).toBeVisible();
    await screen.findAllByText('Abay Cloud');
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });

  it('is offered beside the transfer when the server says Chapa is configured', async () => {
    setMockSettings({ chapa: true });
    renderOrder();
    expect(await screen.findByRole('button', { name: BUTTON })).toBeEnabled();
    expect(screen.getByText('Or transfer the amount yourself:')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'CBE' })).toBeVisible();
  });

  it("starts a checkout for the order and sends the browser to Chapa's page", async () => {
    setMockSettings({ chapa: true });
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') requests.push(new URL(request.url).pathname);
    });
    const navigate = vi.fn();
    const { user } = renderButton(navigate);
    await user.click(screen.getByRole('button', { name: BUTTON }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate.mock.calls[0]![0]).toContain(`/orders/${SMALL}`);
    expect(requests).toEqual([`/api/orders/${SMALL}/chapa-checkout`]);
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
    server.events.removeAllListeners();
  });

  it("shows the server's refusal and lets the customer try again", async () => {
    server.use(
      http.post('/api/orders/:id/chapa-checkout', () =>
        HttpResponse.json(
          { statusCode: 502, error: 'Bad Gateway', message: SERVER_MESSAGES.chapaUnavailable },
          { status: 502 },
        ),
      ),
    );
    const navigate = vi.fn();
    const { user } = renderButton(navigate);
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.chapaUnavailable);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
  });

  it('back from Chapa, says the payment is being confirmed and shows it confirmed once the order is paid', async () => {
    const small = toOrder(db.orders.find((o) => o.id === SMALL)!);
    let paid = false;
    server.use(
      http.get('/api/orders/:id', () =>
        HttpResponse.json<Order>(paid ? { ...small, paid: true, status: 'PROVISIONING' } : small),
      ),
    );
    renderOrder(`${paymentInstructionPath(SMALL)}&paid=online`);
    expect(
      await screen.findByText(
        'We are confirming your online payment with Chapa. This page updates by itself.',
      ),
    ).toBeVisible();
    paid = true;
    expect(
      await screen.findByRole('heading', { name: 'Payment confirmed' }, { timeout: 8000 }),
    ).toBeVisible();
  }, 15_000);

  it('speaks Amharic', async () => {
    await i18n.changeLanguage('am');
    setMockSettings({ chapa: true });
    renderOrder();
    expect(
      await screen.findByRole('button', { name: 'በመስመር ላይ ይክፈሉ (telebirr፣ CBE Birr፣ M-Pesa፣ ካርድ)' }),
    ).toBeVisible();
    expect(screen.getByText('በመስመር ላይ ይክፈሉ')).toBeVisible();
  });
});
