import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SERVICE_LAYERS, SERVICE_MODULES } from '../eslint/bff-boundaries.js';

/**
 * The BFF's import boundaries (eslint/bff-boundaries.js), proven on probe files: each wrong-way
 * import is reported, and the allowed directions pass. The probes import real files, so a
 * resolver that stopped resolving would show up as import-x/no-unresolved.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });
const RULES = ['import-x/no-restricted-paths', 'import-x/no-unresolved'];

async function boundaryReports(
  file: string,
  from: string,
  code = `import * as probe from '${from}';\nexport const used = probe;\n`,
) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId !== null && RULES.includes(m.ruleId)).map((m) => m.ruleId);
}

describe("the BFF's import boundaries", () => {
  it.each([
    ['a service imports a route', 'bff/src/services/probe.ts', '../routes/orders.ts'],
    ['a service imports a plugin', 'bff/src/services/fulfilment/probe.ts', '../../plugins/auth.ts'],
    ['a provider imports a service', 'bff/src/providers/probe.ts', '../services/orders/index.ts'],
    ['a driver imports a route', 'bff/src/providers/proxmox/probe.ts', '../../routes/services.ts'],
    ['the job runner imports a service', 'bff/src/jobs/probe.ts', '../services/shared/audit.ts'],
    ['mail imports a service', 'bff/src/mail/probe.ts', '../services/users.ts'],
    ['a plugin imports a route', 'bff/src/plugins/probe.ts', '../routes/catalog.ts'],
    [
      "a plugin imports a service's inner file",
      'bff/src/plugins/probe.ts',
      '../services/payments/confirm.ts',
    ],
    ['a route imports a provider', 'bff/src/routes/probe.ts', '../providers/types.ts'],
    ['a route imports the job runner', 'bff/src/routes/probe.ts', '../jobs/index.ts'],
    ['a route imports a test helper', 'bff/src/routes/probe.ts', '../../test/helpers/orders.ts'],
    [
      'a provider imports a panel fake',
      'bff/src/providers/proxmox/probe.ts',
      '../../../test/fakes/proxmox/fake-api.ts',
    ],
    ['a service imports the test app', 'bff/src/services/probe.ts', '../../test/app/index.ts'],
    // The service layers (SERVICE_LAYERS): a folder imports nothing of a folder above it.
    ['orders import the console', 'bff/src/services/orders/probe.ts', '../admin/order-views.ts'],
    ['fulfilment imports payments', 'bff/src/services/fulfilment/probe.ts', '../payments/confirm.ts'],
    ['payments import the receipt check', 'bff/src/services/payments/probe.ts', '../receipts/check.ts'],
    ['Chapa imports the receipt check', 'bff/src/services/chapa/probe.ts', '../receipts/jobs.ts'],
    ['the lifecycle imports the console', 'bff/src/services/lifecycle/probe.ts', '../admin/refund.ts'],
    ['invoices import fulfilment', 'bff/src/services/invoices/probe.ts', '../fulfilment/views.ts'],
    ['a shared helper imports orders', 'bff/src/services/shared/probe.ts', '../orders/read.ts'],
    [
      'notifications import a module at services/*.ts',
      'bff/src/services/notifications/probe.ts',
      '../users.ts',
    ],
    ['a module at services/*.ts imports orders', 'bff/src/services/probe.ts', './orders/index.ts'],
    [
      'a lifecycle file deep inside imports the console',
      'bff/src/services/lifecycle/reminders/probe.ts',
      '../../admin/jobs.ts',
    ],
  ])('reports %s', async (_case, file, from) => {
    expect(await boundaryReports(file, from)).toEqual(['import-x/no-restricted-paths']);
  });

  it.each([
    ['a route imports a service', 'bff/src/routes/probe.ts', '../services/orders/index.ts'],
    ['a route imports a plugin', 'bff/src/routes/probe.ts', '../plugins/auth.ts'],
    ['a service imports a provider', 'bff/src/services/probe.ts', '../providers/index.ts'],
    ['a service imports the job runner', 'bff/src/services/probe.ts', '../jobs/index.ts'],
    ['a service imports mail', 'bff/src/services/probe.ts', '../mail/index.ts'],
    ['mail imports the job runner', 'bff/src/mail/probe.ts', '../jobs/index.ts'],
    ["a plugin imports a service's module", 'bff/src/plugins/probe.ts', '../services/users.ts'],
    [
      'a test imports a panel fake',
      'bff/src/providers/proxmox/probe.test.ts',
      '../../../test/fakes/proxmox/fake-api.ts',
    ],
    ['a test imports a test helper', 'bff/src/routes/probe.test.ts', '../../test/helpers/orders.ts'],
    [
      'a fake imports the driver it stands in for',
      'bff/test/fakes/proxmox/probe.ts',
      '../../../src/providers/proxmox/index.ts',
    ],
    // The service layers, downwards.
    ['orders import payments', 'bff/src/services/orders/probe.ts', '../payments/free-order.ts'],
    ['payments import fulfilment', 'bff/src/services/payments/probe.ts', '../fulfilment/renewal.ts'],
    ['the receipt check imports Chapa', 'bff/src/services/receipts/probe.ts', '../chapa/schedule.ts'],
    [
      'the console imports the lifecycle',
      'bff/src/services/admin/probe.ts',
      '../lifecycle/reminders/sent-by-admin.ts',
    ],
    ['fulfilment imports a shared helper', 'bff/src/services/fulfilment/probe.ts', '../shared/audit.ts'],
    ['orders import a module at services/*.ts', 'bff/src/services/orders/probe.ts', '../coupons.ts'],
    [
      'a module at services/*.ts imports notifications',
      'bff/src/services/probe.ts',
      './notifications/admin-alerts.ts',
    ],
    ['a folder imports its own files', 'bff/src/services/lifecycle/probe.ts', './reminders/automatic.ts'],
  ])('allows %s', async (_case, file, from) => {
    expect(await boundaryReports(file, from)).toEqual([]);
  });

  it('reports a type-only import the wrong way too', async () => {
    const code =
      "import type { AdminOrder } from '../admin/order-views.ts';\nexport type Probe = AdminOrder;\n";
    expect(await boundaryReports('bff/src/services/orders/probe.ts', '', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('gives every folder of bff/src/services its place in SERVICE_LAYERS', () => {
    const folders = readdirSync(path.join(repoRoot, 'bff/src/services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(SERVICE_LAYERS.filter((layer) => layer !== SERVICE_MODULES).sort());
  });
});
