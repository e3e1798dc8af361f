import { normalizeRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { provisionedService, serviceAction } from '../../test/helpers/fulfilment.ts';

let app: TestApp;
let admin: TestUser;
let alice: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  alice = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

const setStatus = (user: TestUser, id: string, status: string) =>
  app.inject<{ status: string; message: string }>({
    method: 'POST',
    url: `/api/admin/services/${id}/status`,
    payload: { status },
    headers: user.headers,
  });
const serviceRow = async (id: string) =>
  normalizeRow('services', await app.knex('services').where({ id }).first())!;

describe('POST /api/admin/services/{id}/status', () => {
  it('suspends an ACTIVE service on its provider and unsuspends it again', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const stopped = await setStatus(admin, kvm.id, 'INACTIVE');
    expect(stopped.statusCode, stopped.payload).toBe(200);
    expect(stopped.json.status).toBe('INACTIVE');
    await app.runJobs();
    expect((await serviceRow(kvm.id)).current_status).toBe('suspended');
    expect((await serviceAction(app, alice, kvm.id, 'start')).statusCode).toBe(409);

    const started = await setStatus(admin, kvm.id, 'ACTIVE');
    expect(started.json.status).toBe('ACTIVE');
    await app.runJobs();
    expect((await serviceRow(kvm.id)).current_status).toBe('running');
    const audit = await app
      .knex('audit_log')
      .where({ entity_id: kvm.id })
      .whereIn('action', ['service.suspended', 'service.unsuspended']);
    expect(audit).toHaveLength(2);
  });

  it('refuses a change to the same status, an expired service, customers and unknown ids', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const same = await setStatus(admin, kvm.id, 'ACTIVE');
    expect(same.statusCode).toBe(409);
    expect(same.json.message).toBe(SERVER_MESSAGES.serviceAlreadyActive);
    expect((await setStatus(alice, kvm.id, 'INACTIVE')).statusCode).toBe(403);
    expect((await serviceRow(kvm.id)).status).toBe('ACTIVE');
    await app.knex('services').where({ id: kvm.id }).update({ status: 'EXPIRED' });
    const expired = await setStatus(admin, kvm.id, 'ACTIVE');
    expect(expired.statusCode).toBe(409);
    expect(expired.json.message).toBe(SERVER_MESSAGES.expiredServiceStatus);
    expect((await setStatus(admin, '00000000-0000-4000-8000-000000000000', 'ACTIVE')).statusCode).toBe(404);
    expect((await setStatus(admin, kvm.id, 'EXPIRED')).statusCode).toBe(400);
  });
});
