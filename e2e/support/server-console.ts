import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import WebSocket from 'ws';
import { adminToken, markPaid } from './admin';
import { seededGame } from './catalog';
import { orderKvmViaApi, servicesViaApi } from './orders';
import { newCustomer, registerViaApi, signInThroughForm, tokenViaApi, type Customer } from './users';
import { expect } from './test';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A customer with a running server (KVM or a Minecraft server), bought and confirmed through the API. */
export async function customerWithServer(request: APIRequestContext, family: 'KVM' | 'GAME') {
  const customer: Customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  let orderId: string;
  if (family === 'KVM') {
    orderId = (await orderKvmViaApi(request, token, 'Package Small')).id;
  } else {
    const game = seededGame('Minecraft');
    const dimension = game.type === 'slots' ? { slots: game.minvalue } : { memory: game.minvalue };
    const response = await request.post('/api/orders/game', {
      headers: bearer(token),
      data: {
        id: game.id,
        serviceName: game.displayname,
        specifications: {
          versionId: game.versions[0]!.id,
          version: game.versions[0]!.version,
          game: game.displayname,
          duration: 30,
          ...dimension,
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    orderId = ((await response.json()) as { id: string }).id;
  }
  const serviceId = (await markPaid(request, await adminToken(request), orderId))!;
  expect(serviceId).toBeTruthy();
  await expect
    .poll(async () => (await servicesViaApi(request, token)).find((s) => s.id === serviceId)?.currentStatus, {
      timeout: 20_000,
    })
    .toBe('running');
  return { customer, token, serviceId };
}

export async function signedInOnConsole(page: Page, customer: Customer, serviceId: string): Promise<void> {
  await page.goto('/signin');
  await signInThroughForm(page, customer);
  await page.goto(`/service-details/${serviceId}`);
  await page.getByRole('tab', { name: 'Console' }).click();
}

export async function ticketViaApi(
  request: APIRequestContext,
  token: string,
  serviceId: string,
  kind: string,
) {
  const response = await request.post(`/api/services/${serviceId}/console`, {
    headers: bearer(token),
    data: { kind },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** The HTTP status an upgrade gets: 101 when the socket opens (then closed again), else the refusal's. */
export function upgradeStatus(baseURL: string, url: string, origin: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseURL.replace(/^http/, 'ws')}${url}`, origin === null ? {} : { origin });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    ws.on('error', reject);
  });
}

/** The console's audit rows of a service, read from the shop's database. */
export function consoleAudit(serviceId: string): { action: string; data: Record<string, unknown> }[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'), { readonly: true });
  try {
    const rows = db
      .prepare(
        "select action, data from audit_log where entity_id = ? and action like 'console.%' order by created_at",
      )
      .all(serviceId) as { action: string; data: string }[];
    return rows.map((r) => ({ action: r.action, data: JSON.parse(r.data) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

/** Moves a ticket's expiry into the past (the shop's database), as 30 s of waiting would. */
export function expireTickets(serviceId: string): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'));
  try {
    db.prepare('update console_tickets set expires_at = ? where service_id = ? and used_at is null').run(
      Date.now() - 1000,
      serviceId,
    );
  } finally {
    db.close();
  }
}
