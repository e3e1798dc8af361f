import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { invoiceMonth, LOCALE_COOKIE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody, headerList, httpGet } from '../test/app/http.ts';
import type { HttpAnswer } from '../test/app/http.ts';
import { buildTestApp } from '../test/app/index.ts';
import type { TestApp, TestUser } from '../test/app/index.ts';
import { buyGame, buyKvm, markPaid, provisionedService } from '../test/helpers/fulfilment.ts';
import { multipart } from '../test/helpers/multipart.ts';
import { productionApp } from '../../scripts/built-app.ts';

/**
 * What browsers and clients receive, over a real socket: every GET the contract offers (that a
 * fixture can answer, public and signed in), the built app's files, assets and prerendered pages,
 * asked for in every encoding a client may accept and in several orders (compressed first, plain
 * first, alternating), each twice. Each answer is decoded here by its own Content-Encoding, and
 * must be the plain answer, in an encoding the client accepted, with `Vary: Accept-Encoding`
 * wherever the encoding differs between answers. A wrong header over a right body (or the other
 * way round) is what a browser rejects with ERR_CONTENT_DECODING_FAILED.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Accept-Encoding values clients send; undefined: no header at all (curl, monitors, API clients). */
const ACCEPTS: (string | undefined)[] = [
  'gzip',
  'deflate',
  'br',
  'gzip, deflate, br, zstd',
  'zstd',
  'deflate, gzip;q=0',
  'gzip;q=0, br;q=0, deflate',
  'br;q=0.5, gzip',
  '*',
  'identity',
  undefined,
];
const PLAIN: (string | undefined)[] = [undefined, 'identity'];
const COMPRESSED = ACCEPTS.filter((accept) => !PLAIN.includes(accept));

/** The orders the encodings are asked in, each encoding twice in a row or interleaved with a plain request. */
const ORDERINGS: Record<string, (string | undefined)[]> = {
  'compressed first': [...COMPRESSED, ...PLAIN].flatMap((accept) => [accept, accept]),
  'plain first': [...PLAIN, ...COMPRESSED].flatMap((accept) => [accept, accept]),
  alternating: COMPRESSED.flatMap((accept) => [accept, undefined, accept, 'identity']),
};

/** Whether an Accept-Encoding header allows `coding` (RFC 9110 12.5.3; identity unless refused). */
function accepts(header: string | undefined, coding: string): boolean {
  if (header === undefined) return coding === 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = weights.get(coding) ?? weights.get('*') ?? (coding === 'identity' ? 1 : 0);
  return weight > 0;
}

interface Target {
  /** What is asked for, for the failure messages. */
  label: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * What of a body is compared: all of it, except the parts that change between two asks by design
 * (the health answer's job lag, in whole seconds, grows while the queue waits on a busy machine).
 */
function comparable(url: string, body: Buffer): Buffer {
  if (url !== '/api/health') return body;
  const health = JSON.parse(body.toString('utf8')) as { jobs?: { lagSeconds?: number; status?: string } };
  if (health.jobs) health.jobs = { ...health.jobs, lagSeconds: 0, status: 'ok' };
  return Buffer.from(JSON.stringify(health));
}

/** One wrong answer, described for the failure message. */
type Problem = string;

/**
 * Asks `target` in `ordering`, then for its plain answer (`plainAnswer`: hapi's own, asked after
 * the wire requests so that it cannot shape what they get), and lists every answer that is not
 * the plain answer as the client accepted it.
 */
async function problemsOf(
  port: number,
  target: Target,
  plainAnswer: () => Promise<Buffer>,
  ordering: (string | undefined)[],
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const answers: { accept: string | undefined; answer: HttpAnswer }[] = [];
  for (const accept of ordering) {
    const headers = { ...target.headers, ...(accept === undefined ? {} : { 'accept-encoding': accept }) };
    answers.push({ accept, answer: await httpGet(port, target.url, headers) });
  }
  const plain = await plainAnswer();
  for (const [index, { accept, answer }] of answers.entries()) {
    const where = `${target.label}, request ${index + 1} (accept-encoding: ${accept ?? 'none'})`;
    const coding = answer.headers['content-encoding'] ?? 'identity';
    if (answer.status !== 200) problems.push(`${where}: status ${answer.status}`);
    if (!accepts(accept, coding)) problems.push(`${where}: content-encoding ${coding} was not accepted`);
    try {
      if (!comparable(target.url, decodeBody(answer)).equals(comparable(target.url, plain)))
        problems.push(`${where}: the decoded body differs from the plain answer`);
    } catch (err) {
      problems.push(`${where}: content-encoding ${coding}: ${(err as Error).message}`);
    }
  }
  const codings = new Set(answers.map(({ answer }) => answer.headers['content-encoding'] ?? 'identity'));
  if (codings.size > 1) {
    for (const { accept, answer } of answers) {
      if (!headerList(answer, 'vary').includes('accept-encoding'))
        problems.push(`${target.label} (accept-encoding: ${accept ?? 'none'}): no Vary: Accept-Encoding`);
    }
  }
  return problems;
}

interface Fixtures {
  customer: TestUser;
  admin: TestUser;
  gameId: string;
  kvmId: string;
  orderId: string;
  /** Paid: it has an invoice. */
  paidOrderId: string;
  /** Refunded: it has a credit note too. */
  refundedOrderId: string;
  serviceId: string;
  affiliateCode: string;
  discountCodeId: string;
  userId: string;
  /** A ticket of the customer's, with a text file attached. */
  ticketId: string;
  attachmentId: string;
}

/** The URL of each GET operation of the contract, filled from the fixtures, and who asks. */
function operationTargets(f: Fixtures): Record<string, { url: string; as?: TestUser }[]> {
  const customer = f.customer;
  const admin = f.admin;
  return {
    getHealth: [{ url: '/api/health' }],
    getLiveness: [{ url: '/api/health/live' }],
    getMe: [{ url: '/api/auth/me', as: customer }],
    listGames: [{ url: '/api/catalog/games/aggregated' }],
    listGameVersions: [{ url: `/api/catalog/games/${f.gameId}/versions` }],
    listGamePackages: [{ url: `/api/catalog/games/${f.gameId}/packages` }],
    listKvmPackages: [{ url: '/api/catalog/kvm/2025sale' }, { url: '/api/catalog/kvm/intelxeon' }],
    getKvmPackage: [{ url: `/api/catalog/kvm/packet/${f.kvmId}` }],
    listKvmPackageOs: [{ url: `/api/catalog/kvm/packet/${f.kvmId}/os` }],
    lookupDiscountCode: [
      { url: `/api/discount-codes/${f.affiliateCode}` },
      { url: `/api/discount-codes/${f.affiliateCode}`, as: admin },
    ],
    getPaymentAccounts: [{ url: '/api/payment-accounts' }],
    getSupportContact: [{ url: '/api/support-contact' }],
    listMyOrders: [
      { url: '/api/orders', as: customer },
      { url: '/api/orders?group=concluded', as: customer },
      { url: '/api/orders?page=1&limit=2', as: customer },
    ],
    getMyOrder: [{ url: `/api/orders/${f.orderId}`, as: customer }],
    listMyServices: [{ url: '/api/services/list', as: customer }],
    getServiceDetails: [{ url: `/api/services/${f.serviceId}/details`, as: customer }],
    listServiceOs: [{ url: `/api/services/${f.serviceId}/os`, as: customer }],
    getExtendQuote: [{ url: `/api/services/${f.serviceId}/extend-quote?days=90`, as: customer }],
    affiliateListMyCodes: [{ url: '/api/affiliate/my-codes', as: customer }],
    affiliateGetDashboard: [{ url: '/api/affiliate/dashboard', as: customer }],
    affiliateGetCodeStats: [{ url: `/api/affiliate/stats/${f.affiliateCode}`, as: customer }],
    getNotificationSettings: [{ url: '/api/notifications', as: customer }],
    listSshKeys: [{ url: '/api/account/ssh-keys', as: customer }],
    adminListUsers: [
      { url: '/api/admin/users', as: admin },
      { url: '/api/admin/users?role=customer&hasOrders=true&joined=365d', as: admin },
    ],
    adminGetUser: [{ url: `/api/admin/users/${f.userId}`, as: admin }],
    adminListOrders: [
      { url: '/api/admin/orders', as: admin },
      { url: '/api/admin/orders?paid=true&type=KVM', as: admin },
    ],
    adminListServices: [{ url: '/api/admin/services', as: admin }],
    adminPreviewReminders: [{ url: '/api/admin/service/expiration-reminders/preview', as: admin }],
    adminListPayments: [{ url: '/api/admin/payments', as: admin }],
    adminListJobs: [{ url: '/api/admin/jobs?status=DONE', as: admin }],
    adminGetStats: [{ url: '/api/admin/stats', as: admin }],
    adminListDiscountCodes: [{ url: '/api/admin/discount-codes', as: admin }],
    adminGetDiscountCode: [{ url: `/api/admin/discount-codes/${f.discountCodeId}`, as: admin }],
    adminGetDiscountCodeStats: [
      { url: `/api/admin/discount-codes/${f.discountCodeId}/affiliate-stats`, as: admin },
    ],
    getSeller: [{ url: '/api/seller' }],
    adminGetSettings: [{ url: '/api/admin/settings', as: admin }],
    getMyOrderInvoice: [{ url: `/api/orders/${f.paidOrderId}/invoice`, as: customer }],
    getMyOrderCreditNote: [{ url: `/api/orders/${f.refundedOrderId}/credit-note`, as: customer }],
    adminGetOrderInvoice: [{ url: `/api/admin/orders/${f.refundedOrderId}/invoice`, as: admin }],
    adminGetOrderCreditNote: [{ url: `/api/admin/orders/${f.refundedOrderId}/credit-note`, as: admin }],
    adminListInvoices: [{ url: `/api/admin/invoices?month=${invoiceMonth(new Date())}`, as: admin }],
    adminExportInvoices: [{ url: `/api/admin/invoices/export?month=${invoiceMonth(new Date())}`, as: admin }],
    listMyTickets: [{ url: '/api/tickets', as: customer }],
    getMyTicket: [{ url: `/api/tickets/${f.ticketId}`, as: customer }],
    getMyTicketAttachment: [
      { url: `/api/tickets/${f.ticketId}/attachments/${f.attachmentId}`, as: customer },
    ],
    adminListTickets: [{ url: '/api/admin/tickets?waiting=true', as: admin }],
    adminTicketStats: [{ url: '/api/admin/tickets/stats', as: admin }],
    adminGetTicket: [{ url: `/api/admin/tickets/${f.ticketId}`, as: admin }],
    adminGetTicketAttachment: [
      { url: `/api/admin/tickets/${f.ticketId}/attachments/${f.attachmentId}`, as: admin },
    ],
  };
}

/** The contract's GET operations. */
/**
 * GET operations no browser or API client asks: Chapa's callback is Chapa's servers telling the
 * shop to verify a payment (answered only with Chapa configured; routes/chapa.test.ts covers it).
 */
const NOT_ASKED_BY_CLIENTS = new Set(['chapaCallback']);

function contractGets(): string[] {
  const contract = yaml.load(readFileSync(path.join(repoRoot, 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, { get?: { operationId: string } }>;
  };
  return Object.values(contract.paths)
    .flatMap((item) => (item.get ? [item.get.operationId] : []))
    .filter((operation) => !NOT_ASKED_BY_CLIENTS.has(operation));
}

/** The built app's files a browser may ask for, with the languages the pages come in. */
function appTargets(dir: string, f: Fixtures): Target[] {
  const pages = [
    '/',
    '/servers',
    '/games',
    '/tos',
    '/privacy',
    `/kvm-config/${f.kvmId}`,
    '/signin',
    '/my-orders',
    '/admin',
  ];
  const languages: [string, Record<string, string>][] = [
    ['no language', {}],
    ['Amharic cookie', { cookie: `${LOCALE_COOKIE}=am` }],
    ['Accept-Language am', { 'accept-language': 'am-ET,am;q=0.9' }],
  ];
  // The files at the root, the assets the app's page loads first, and a few lazy ones with and
  // without compressed twins: every asset is served by the same code, by its name and its twins.
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const assets = readdirSync(path.join(dir, 'assets')).filter((file) => !/\.(br|gz|map)$/.test(file));
  const everything = readdirSync(path.join(dir, 'assets'));
  const twinned = (file: string) => everything.includes(`${file}.br`);
  const files = [
    // Not the build's manifest (.vite/), which is never served (plugins/static.test.ts).
    ...readdirSync(dir).filter(
      (file) => /\.[a-z0-9]+$/.test(file) && file !== 'index.html' && !file.startsWith('.'),
    ),
    ...assets.filter((file) => index.includes(`/assets/${file}`)).map((file) => `assets/${file}`),
    ...assets
      .filter((file) => !index.includes(`/assets/${file}`) && twinned(file))
      .slice(0, 2)
      .map((file) => `assets/${file}`),
    ...assets
      .filter((file) => !twinned(file))
      .slice(0, 2)
      .map((file) => `assets/${file}`),
  ];
  return [
    ...pages.flatMap((page) =>
      languages.map(([language, headers]) => ({ label: `page ${page} (${language})`, url: page, headers })),
    ),
    ...files.map((file) => ({ label: `file /${file}`, url: `/${file}`, headers: {} })),
  ];
}

describe('every answer over a real connection decodes to the plain answer', () => {
  let app: TestApp;
  let port: number;
  let staticDir: string;
  /** This file's own directory for a build, removed at the end (never npm test's build). */
  let ownDir: string | undefined;
  let fixtures: Fixtures;

  beforeAll(async () => {
    // The production build of npm test's build stage, or one of this file's own when run alone.
    ownDir = mkdtempSync(path.join(tmpdir(), 'wire-app-'));
    staticDir = await productionApp(ownDir);
    app = await buildTestApp({
      env: { HOST: '127.0.0.1', PORT: '0', STATIC_DIR: staticDir },
      couponLookupLimit: { points: 100_000, windowSeconds: 60 },
    });
    const admin = await app.signUpAdmin();
    const customer = await app.signUp();
    // A customer with several orders: paid and unpaid, KVM and game, one provisioned.
    const service = await provisionedService(app, admin, customer);
    const unpaid = await buyKvm(app, customer);
    await buyGame(app, customer);
    const paid = await buyKvm(app, customer, 60);
    expect((await markPaid(app, admin, paid.id)).statusCode).toBe(200);
    const refunded = await buyKvm(app, customer);
    expect((await markPaid(app, admin, refunded.id)).statusCode).toBe(200);
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${refunded.id}/refund`,
      payload: { reason: 'Wire test' },
      headers: admin.headers,
    });
    expect(refund.statusCode, refund.payload).toBe(200);
    const affiliateCode = `WIRE${Date.now().toString(36).toUpperCase()}`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/affiliate/register-code',
      payload: { code: affiliateCode },
      headers: customer.headers,
    });
    expect(registered.statusCode, registered.payload).toBe(201);
    const codes = await app.inject<{ id: string; code: string }[]>({
      url: `/api/admin/discount-codes?search=${affiliateCode}`,
      headers: admin.headers,
    });
    const form = await multipart(
      { subject: 'Wire test', department: 'TECHNICAL', priority: 'LOW', message: 'Over the wire.' },
      [{ name: 'wire.txt', bytes: 'plain text, '.repeat(200) }],
    );
    const ticket = await app.inject<{ id: string; messages: { attachments: { id: string }[] }[] }>({
      method: 'POST',
      url: '/api/tickets',
      payload: form.payload,
      headers: { ...customer.headers, ...form.headers },
    });
    expect(ticket.statusCode, ticket.payload).toBe(201);
    const games = await app.inject<{ id: string }[]>('/api/catalog/games/aggregated');
    const kvm = await app.inject<{ id: string }[]>('/api/catalog/kvm/2025sale');
    fixtures = {
      customer,
      admin,
      gameId: games.json[0]!.id,
      kvmId: kvm.json[0]!.id,
      orderId: unpaid.id,
      paidOrderId: paid.id,
      refundedOrderId: refunded.id,
      serviceId: service.id,
      affiliateCode,
      discountCodeId: (Array.isArray(codes.json)
        ? codes.json
        : (codes.json as { items: { id: string }[] }).items)[0]!.id,
      userId: customer.user.id,
      ticketId: ticket.json.id,
      attachmentId: ticket.json.messages[0]!.attachments[0]!.id,
    };
    await app.server.start();
    port = app.server.info.port as number;
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  });

  it('covers every GET operation of the contract', () => {
    expect(Object.keys(operationTargets(fixtures)).sort()).toEqual(contractGets().sort());
  });

  /** The answer hapi makes for `target` without any encoding (server.inject), which must be a 200. */
  const plainAnswerOf = (target: Target) => async () => {
    const plain = await app.server.inject({ url: target.url, headers: target.headers });
    expect(plain.statusCode, `${target.label}: ${plain.payload}`).toBe(200);
    return plain.rawPayload;
  };

  function apiTargets(): Target[] {
    return Object.entries(operationTargets(fixtures)).flatMap(([operation, asks]) =>
      asks.map(({ url, as }) => ({
        label: `${operation} ${url}${as ? ' (signed in)' : ''}`,
        url,
        headers: as ? { authorization: as.headers.authorization } : ({} as Record<string, string>),
      })),
    );
  }

  it.each(Object.keys(ORDERINGS))(
    'the API, asked %s',
    async (ordering) => {
      // Every catalog entry starts afresh, so that this ordering's first request is its first answer.
      app.server.app.catalogCache.invalidate();
      const problems: Problem[] = [];
      for (const target of apiTargets()) {
        problems.push(...(await problemsOf(port, target, plainAnswerOf(target), ORDERINGS[ordering]!)));
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it.each(Object.keys(ORDERINGS))(
    'the app, its assets and its prerendered pages, asked %s',
    async (ordering) => {
      const problems: Problem[] = [];
      for (const target of appTargets(staticDir, fixtures)) {
        problems.push(...(await problemsOf(port, target, plainAnswerOf(target), ORDERINGS[ordering]!)));
      }
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
