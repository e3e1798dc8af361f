/**
 * Every admin operation of the contract, walked as an anonymous caller (401), a customer (403 with
 * the spec's message, nothing changed), an admin (let through to an implemented operation: none
 * answers 501), and an admin demoted after
 * signing in (403 at once: the role is read from the database on every call, never the token).
 */
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, operationIds } from '../plugins/contract.ts';
import { multipart } from '../../test/helpers/multipart.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';

const SOME_ID = '00000000-0000-4000-8000-00000000abcd';
const ADMIN_OPERATIONS = operationIds.filter((id) => contractOperations[id].admin);

function urlOf(path: string): string {
  return `/api${path.replace(/\{[^}]+\}/g, SOME_ID)}`;
}

let app: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  customer = await app.signUp();
  admin = await app.signUpAdmin();
});
afterAll(async () => {
  await app?.close();
});

async function auditRows(): Promise<number> {
  const row = await app.knex('audit_log').count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

describe('every admin operation', () => {
  it('is in the contract (the walk below is not empty)', () => {
    expect(ADMIN_OPERATIONS.length).toBeGreaterThanOrEqual(20);
    expect(ADMIN_OPERATIONS).toContain('adminMarkOrderPaid');
    expect(ADMIN_OPERATIONS).toContain('adminListDiscountCodes');
  });

  it('is every operation of the console (under /admin), none left out of the walk', () => {
    // The admin flag comes from the contract's security requirement (bearerAuth: [admin]);
    // scripts/contract.test.ts ties it and the admin- tags to the /admin paths.
    const underAdmin = operationIds.filter((id) => contractOperations[id].path.startsWith('/admin/'));
    expect(ADMIN_OPERATIONS).toEqual(underAdmin);
  });

  it.each(ADMIN_OPERATIONS)(
    '%s refuses anonymous callers and customers, and lets an admin through',
    async (id) => {
      const op = contractOperations[id];
      const url = urlOf(op.path);
      const method = op.method.toUpperCase();
      const before = await auditRows();
      // An upload's body is multipart (a JSON one answers 415 while hapi reads it, before the check).
      const body = op.multipart ? await multipart({ message: 'hello' }) : { payload: {}, headers: {} };

      const anonymous = await app.inject({ method, url, payload: body.payload, headers: body.headers });
      expect(anonymous.statusCode, `${id} anonymous`).toBe(401);

      const asCustomer = await app.inject<{ message: string }>({
        method,
        url,
        payload: body.payload,
        headers: { ...customer.headers, ...body.headers },
      });
      expect(asCustomer.statusCode, `${id} customer`).toBe(403);
      expect(asCustomer.json.message).toBe(SERVER_MESSAGES.adminRequired);
      expect(await auditRows(), `${id}: nothing written for refused callers`).toBe(before);

      const asAdmin = await app.inject({
        method,
        url,
        payload: body.payload,
        headers: { ...admin.headers, ...body.headers },
      });
      expect([401, 403, 501], `${id} admin answered ${asAdmin.statusCode}`).not.toContain(asAdmin.statusCode);
    },
  );

  it('stops a demoted admin at once, on the same token', async () => {
    const demoted = await app.signUpAdmin();
    const ok = await app.inject({ url: '/api/admin/jobs', headers: demoted.headers });
    expect(ok.statusCode).toBe(200);
    await app.setAdmin(demoted.user.id, false);
    const refused = await app.inject<{ message: string }>({
      url: '/api/admin/jobs',
      headers: demoted.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe(SERVER_MESSAGES.adminRequired);
  });
});
