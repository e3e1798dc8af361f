import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const AMHARIC = { 'accept-language': 'am-ET,am;q=0.9,en;q=0.8' };
const UNKNOWN_ORDER = '/api/orders/00000000-0000-4000-8000-000000000001/record-payment';
const report = { paymentMethod: 'CBE', paymentReference: 'FT24237CLNMY', paidBy: 'Abebe' };

describe("the server speaks the request's language", () => {
  it('answers an error in Amharic for Accept-Language am, and says the answer varies by language', async () => {
    const user = await app.signUp();
    const res = await app.inject({
      method: 'POST',
      url: UNKNOWN_ORDER,
      headers: { ...user.headers, ...AMHARIC },
      payload: report,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: SERVER_MESSAGES_AM.orderNotFound,
    });
    expect(res.headers.vary).toMatch(/Accept-Language/i);
  });

  it('answers in English without the header, or for a language it does not speak', async () => {
    const user = await app.signUp();
    for (const headers of [user.headers, { ...user.headers, 'accept-language': 'fr-FR,fr' }]) {
      const res = await app.inject({ method: 'POST', url: UNKNOWN_ORDER, headers, payload: report });
      expect((res.json as { message: string }).message).toBe(SERVER_MESSAGES.orderNotFound);
    }
  });

  it('translates messages with values (a slider refusal names its field and range in Amharic)', async () => {
    const user = await app.signUp();
    const plans = await app.inject<{ id: string }[]>({ method: 'GET', url: '/api/catalog/kvm/2025sale' });
    const os = await app.inject<{ id: string }[]>({
      method: 'GET',
      url: `/api/catalog/kvm/packet/${plans.json[0]!.id}/os`,
    });
    const res = await app.inject<{ message: string }>({
      method: 'POST',
      url: '/api/orders/kvm',
      headers: { ...user.headers, ...AMHARIC },
      payload: {
        id: plans.json[0]!.id,
        osId: os.json[0]!.id,
        specifications: { ipv4: 0, traffic: 4, duration: 30 },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('የIPv4 አድራሻዎች ብዛት ከ1 እስከ 10 መሆን አለበት');
  });

  it('answers a success message in Amharic, and a sign-up in Amharic makes an Amharic account', async () => {
    const account = app.newAccount();
    const res = await app.inject<{ message: string; user: { locale: string } }>({
      method: 'POST',
      url: '/api/auth/register',
      headers: AMHARIC,
      payload: account,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json.message).toBe(SERVER_MESSAGES_AM.registered);
    expect(res.json.user.locale).toBe('am');
    const row = await app.knex('users').where({ email: account.email }).first();
    expect(row.locale).toBe('am');
  });
});

describe('PATCH /api/auth/me', () => {
  it("changes the account's language, which the next sign-in carries", async () => {
    const user = await app.signUp();
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { locale: 'am' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ id: user.user.id, locale: 'am' });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json).toMatchObject({ locale: 'am' });
  });

  it('refuses a language the shop does not speak, and anything else in the body', async () => {
    const user = await app.signUp();
    for (const payload of [{ locale: 'fr' }, { locale: 'am', isAdmin: true }]) {
      const res = await app.inject({ method: 'PATCH', url: '/api/auth/me', headers: user.headers, payload });
      expect(res.statusCode).toBe(400);
    }
    const row = await app.knex('users').where({ id: user.user.id }).first();
    expect(Boolean(row.is_admin)).toBe(false);
    expect(row.locale).toBe('en');
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/auth/me', payload: { locale: 'am' } });
    expect(res.statusCode).toBe(401);
  });
});
