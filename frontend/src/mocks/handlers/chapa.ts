import { paymentReportRefusal, SERVER_MESSAGES } from '@shop/domain';
import { apiError, authenticate, http } from '../http';
import { db, mockSettings, newId } from '../state';
import { renewedServiceOf } from '../views';

/**
 * The webhook secret the mocks (and the parity suite's BFF) use when online payment is on
 * (`mockSettings.chapa`): a webhook signed with it passes, as CHAPA_WEBHOOK_SECRET does on the BFF.
 */
export const MOCK_CHAPA_WEBHOOK_SECRET = 'mock-chapa-webhook-secret-0123456789';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** The hex HMAC-SHA256 of `body` with `secret` (Web Crypto: the browser and Node alike). */
export async function chapaSignature(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(body));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Chapa online payment as the BFF answers it (bff/src/routes/chapa.ts). The mocks have no Chapa:
 * a checkout answers the order's status page (Chapa's return_url) as its "checkout page", and no mock transaction is
 * ever paid, so a webhook or a callback only acknowledges (the BFF's answer for a tx_ref it does
 * not know).
 */
export const chapaHandlers = [
  http.post('/orders/{id}/chapa-checkout', ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const order = db.orders.find((o) => o.id === params.id && o.userId === user.id);
    if (!order) return response.untyped(apiError(404, SERVER_MESSAGES.orderNotFound));
    const refusal = paymentReportRefusal(order, renewedServiceOf(order));
    if (refusal) return response.untyped(apiError(409, refusal));
    if (!mockSettings.chapa) return response.untyped(apiError(409, SERVER_MESSAGES.chapaNotOffered));
    if (order.totalPrice <= 0) return response.untyped(apiError(409, SERVER_MESSAGES.chapaNothingToPay));
    const txRef = `AC-${order.id.slice(0, 8)}-${newId('chapa')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(-16)}`;
    // The new checkout is the newest attempt, still open: an ended one is no longer named.
    order.chapaEnded = null;
    const checkoutUrl = new URL(`/orders/${encodeURIComponent(order.id)}`, request.url).toString();
    return response(201).json({ checkoutUrl, txRef });
  }),

  http.post('/payments/chapa/webhook', async ({ request, response }) => {
    const body = await request.text();
    const signature = request.headers.get('x-chapa-signature');
    const valid =
      mockSettings.chapa === true &&
      signature !== null &&
      HEX_SHA256.test(signature) &&
      (await chapaSignature(MOCK_CHAPA_WEBHOOK_SECRET, body)) === signature.toLowerCase();
    if (!valid) return response.untyped(apiError(401, SERVER_MESSAGES.chapaSignatureInvalid));
    let event: unknown;
    try {
      event = JSON.parse(body);
    } catch {
      return response.untyped(apiError(400, SERVER_MESSAGES.chapaWebhookMalformed));
    }
    const txRef = (event as { tx_ref?: unknown } | null)?.tx_ref;
    if (typeof txRef !== 'string' || txRef === '' || txRef.length > 64) {
      return response.untyped(apiError(400, SERVER_MESSAGES.chapaWebhookMalformed));
    }
    return response(200).json({ received: true });
  }),

  http.get('/payments/chapa/callback', ({ response }) => response(200).json({ received: true })),
];
