import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp, TestUser } from '../../../test/app/index.ts';
import { provisionedService } from '../../../test/helpers/fulfilment.ts';
import type { Providers } from '../../providers/index.ts';
import { ProviderError } from '../../providers/types.ts';
import type { ProviderDriver } from '../../providers/types.ts';

/** The simulated driver, except that suspend is refused for good (the job gives up at once). */
function suspendRefused(configured: Providers): Providers {
  const wrap = (driver: ProviderDriver): ProviderDriver =>
    Object.assign(Object.create(driver) as ProviderDriver, {
      suspend: async () => {
        throw new ProviderError('The node refuses to suspend this machine', { retriable: false });
      },
    });
  return { forFamily: (f) => wrap(configured.forFamily(f)), byName: (n) => wrap(configured.byName(n)) };
}

let app: TestApp;
let admin: TestUser;
let alice: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ providers: suspendRefused });
  admin = await app.signUpAdmin();
  alice = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

describe('a provider operation that gives up', () => {
  it("records the machine's status as the provider tells it, and the failure in the audit", async () => {
    const service = await provisionedService(app, admin, alice);
    const stopped = await app.inject({
      method: 'POST',
      url: `/api/admin/services/${service.id}/status`,
      headers: admin.headers,
      payload: { status: 'INACTIVE' },
    });
    expect(stopped.statusCode).toBe(200);
    // The suspend job dies on its first run. Its last words ask the provider for the machine's
    // status: asked inside the transaction that records them, on SQLite's one connection, the
    // simulated driver's own query waited for that transaction, which waited for it (60 s, then
    // "provider status unavailable").
    await app.runJobs();
    const job = await app.knex('jobs').where({ name: 'provider-operation', status: 'DEAD' }).first();
    expect(job).toBeDefined();
    const row = (await app.knex('services').where({ id: service.id }).first()) as { current_status: string };
    expect(row.current_status).toBe('running');
    const audit = await app
      .knex('audit_log')
      .where({ action: 'service.provider_operation_failed', entity_id: service.id });
    expect(audit).toHaveLength(1);
  }, 20_000);
});
