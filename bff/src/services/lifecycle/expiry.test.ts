import { normalizeRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp, TestUser } from '../../../test/app/index.ts';
import { provisionedService } from '../../../test/helpers/fulfilment.ts';
import { expireServices, sendAutomaticReminders } from './expiry.ts';

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

const DAY = 86_400_000;
const serviceRow = async (id: string) =>
  normalizeRow('services', await app.knex('services').where({ id }).first())!;

describe('expiry', () => {
  it('expires a service past its end date, its order too, and suspends it on the provider, once', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const keeps = await provisionedService(app, admin, alice);
    await app
      .knex('services')
      .where({ id: kvm.id })
      .update({ end_date: new Date(Date.now() - 1000) });
    expect(await expireServices(app.knex, 'http://shop.test')).toBeGreaterThanOrEqual(1);
    const row = await serviceRow(kvm.id);
    expect(row.status).toBe('EXPIRED');
    expect((await app.knex('orders').where({ id: row.order_id }).first()).status).toBe('EXPIRED');
    await app.runJobs();
    expect((await serviceRow(kvm.id)).current_status).toBe('suspended');
    expect((await serviceRow(keeps.id)).status).toBe('ACTIVE');
    expect(await expireServices(app.knex, 'http://shop.test')).toBe(0);
    expect(await app.knex('audit_log').where({ action: 'service.expired', entity_id: kvm.id })).toHaveLength(
      1,
    );
  });
});

describe('automatic reminders', () => {
  it('go out at 7, 3 and 1 days left, once a day', async () => {
    const at = new Date('2027-03-10T09:00:00Z');
    const ids: Record<number, string> = {};
    for (const days of [7, 5, 3, 1]) {
      const service = await provisionedService(app, admin, alice);
      ids[days] = service.id;
      await app
        .knex('services')
        .where({ id: service.id })
        .update({ end_date: new Date(at.getTime() + days * DAY) });
    }
    const first = await sendAutomaticReminders(app.knex, 'http://shop.test', at);
    expect(first).toBe(3);
    for (const days of [7, 3, 1]) expect((await serviceRow(ids[days]!)).last_reminder_at).not.toBeNull();
    expect((await serviceRow(ids[5]!)).last_reminder_at).toBeNull();
    expect(
      await sendAutomaticReminders(app.knex, 'http://shop.test', new Date(at.getTime() + 3_600_000)),
    ).toBe(0);
  });
});
