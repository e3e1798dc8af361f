import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, E2E_ADMIN, markPaid } from '../support/admin';
import { GAMES, kvmPlan } from '../support/catalog';
import { orderKvmViaApi, reportPaymentViaApi, servicesViaApi } from '../support/orders';
import { newCustomer, registerViaApi, tokenViaApi, type Customer } from '../support/users';
import { expect, test } from '../support/test';

/**
 * Issue 35: no page is wider than its screen. Every route of the app, the customer's, the
 * affiliate's and the console's, with data (a customer with an unpaid, a reported, a paid and a
 * refunded order, a running server and an open renewal; the admin's lists hold them), at 360 and
 * 1280 px, in English and in Amharic. A page fails when it scrolls sideways
 * (`document.documentElement.scrollWidth` beyond the viewport), when a box hides part of its
 * content behind a sideways scroll (a table whose actions scroll out of sight), or when a button's
 * text is clipped (its `scrollWidth` beyond its `clientWidth`). The offenders are named in the
 * failure.
 */

const small = kvmPlan('Package Small');
const valheim = GAMES.find((g) => g.displayname === 'Valheim')!;

const PUBLIC_ROUTES = [
  '/',
  '/servers',
  '/games',
  `/kvm-config/${small.id}`,
  `/game-config/${valheim.id}`,
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password?token=e2e-not-a-token',
  '/contact',
  '/tos',
  '/privacy',
];

const CONSOLE_ROUTES = [
  '/admin',
  '/admin/users',
  '/admin/orders',
  '/admin/orders?status=PAYMENT_REPORTED',
  '/admin/services',
  '/admin/payments',
  '/admin/invoices',
  '/admin/discounts',
  '/admin/settings',
  '/admin/tickets',
  '/admin/security',
];

interface Shop {
  customer: Customer;
  routes: string[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A customer with an order in each state the pages show, a running server with an open renewal,
 * and an affiliate code: the customer's routes with their ids.
 */
async function shopWithData(request: APIRequestContext): Promise<Shop> {
  const customer = newCustomer();
  await registerViaApi(request, customer);
  const token = await tokenViaApi(request, customer);
  const admin = await adminToken(request);
  const unpaid = await orderKvmViaApi(request, token, 'Package Small');
  const reported = await orderKvmViaApi(request, token, 'Package Small');
  await reportPaymentViaApi(request, token, reported.id);
  const running = await orderKvmViaApi(request, token, 'Package Small');
  const serviceId = (await markPaid(request, admin, running.id))!;
  const refunded = await orderKvmViaApi(request, token, 'Package Small');
  await markPaid(request, admin, refunded.id);
  const refund = await request.post(`/api/admin/orders/${refunded.id}/refund`, {
    headers: bearer(admin),
    data: { reason: 'Customer asked' },
  });
  expect(refund.status(), await refund.text()).toBe(200);
  await expect
    .poll(async () => (await servicesViaApi(request, token)).find((s) => s.id === serviceId)?.currentStatus, {
      timeout: 30_000,
    })
    .toBe('running');
  const extended = await request.post(`/api/services/${serviceId}/extend`, {
    headers: bearer(token),
    data: { days: 30 },
  });
  expect(extended.status(), await extended.text()).toBe(201);
  const renewal = ((await extended.json()) as { order: { id: string } }).order;
  const code = `FIT${customer.username
    .slice(-6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`;
  const affiliate = await request.post('/api/affiliate/register-code', {
    headers: bearer(token),
    data: { code },
  });
  expect(affiliate.status(), await affiliate.text()).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries({
    subject: 'A ticket whose subject is long enough to wrap on a narrow phone screen',
    department: 'TECHNICAL',
    priority: 'HIGH',
    serviceId,
    message: 'My server answers slowly since this morning.',
  }))
    form.append(name, value);
  form.append(
    'attachments',
    new Blob(['a log line\n'], { type: 'text/plain' }),
    'a-long-file-name-of-a-server-log.txt',
  );
  const ticket = await request.post('/api/tickets', { headers: bearer(token), multipart: form });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const ticketId = ((await ticket.json()) as { id: string }).id;
  return {
    customer,
    routes: [
      '/my-orders',
      '/my-services',
      `/service-details/${serviceId}`,
      ...[unpaid, reported, running, refunded, renewal].map((o) => `/orders/${o.id}`),
      `/payment-instruction?order=${unpaid.id}`,
      `/payment-instruction?order=${renewal.id}`,
      '/affiliate',
      '/account/notifications',
      '/support',
      '/support/new',
      `/support/new?serviceId=${serviceId}`,
      `/support/${ticketId}`,
      '/account/ssh-keys',
    ],
  };
}

/** Signed in as the app leaves it after a sign-in: the token and the user in browser storage. */
async function signIn(page: Page, request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('storefront.token', t);
      localStorage.setItem('storefront.user', u);
      localStorage.setItem('storefront.isLoggedIn', 'true');
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** What does not fit on the page now: the page's own width, and each button whose text is clipped. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const viewport = window.innerWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
    if (document.documentElement.scrollWidth > viewport) {
      // The smallest boxes that stick out of the screen themselves (not inside a box that clips or
      // scrolls): the ones to fix.
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      const wider = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().right > viewport + 1)
        .filter((el) => !clipped(el))
        .sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)
        .slice(-4)
        .map(describe);
      found.push(`page ${document.documentElement.scrollWidth} px wide: ${wider.join(' | ')}`);
    }
    // A box that scrolls its content sideways hides part of it (a table's actions). Boxes that
    // clip on purpose (a decoration's overflow: hidden, a screen-reader-only text) are left out.
    for (const box of document.querySelectorAll<HTMLElement>('body *')) {
      if (box.offsetParent === null || box.clientWidth <= 2) continue;
      const { overflowX } = getComputedStyle(box);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (box.matches('button, [role="button"], input, textarea, select')) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        found.push(`${describe(box)} hides ${box.scrollWidth - box.clientWidth} px sideways`);
      }
    }
    for (const button of document.querySelectorAll<HTMLElement>(
      'button, a[role="button"], [role="button"]',
    )) {
      if (button.offsetParent === null) continue;
      if (button.scrollWidth > button.clientWidth + 1) {
        found.push(`clipped ${describe(button)}: ${button.scrollWidth} > ${button.clientWidth} px`);
      }
    }
    return found;
  });
}

async function check(page: Page, routes: readonly string[], locale: 'en' | 'am'): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('main')).toBeVisible();
    if (locale === 'am' && !route.startsWith('/admin')) {
      await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    }
    await page.waitForLoadState('networkidle');
    for (const problem of await misfits(page)) problems.push(`${route}: ${problem}`);
  }
  return problems;
}

for (const width of [360, 1280]) {
  for (const locale of ['en', 'am'] as const) {
    test(`every page fits ${width} px in ${locale === 'en' ? 'English' : 'Amharic'}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const shop = await shopWithData(request);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const problems: string[] = [];
      try {
        const visitor = await context.newPage();
        await visitor.addInitScript((l) => localStorage.setItem('storefront.locale', l), locale);
        problems.push(...(await check(visitor, PUBLIC_ROUTES, locale)));
        await visitor.close();

        const customer = await context.newPage();
        await customer.addInitScript((l) => localStorage.setItem('storefront.locale', l), locale);
        await signIn(customer, request, shop.customer);
        problems.push(...(await check(customer, shop.routes, locale)));
        await customer.close();
      } finally {
        await context.close();
      }
      const consoleContext = await browser.newContext({ viewport: { width, height: 800 } });
      try {
        const admin = await consoleContext.newPage();
        await admin.addInitScript((l) => localStorage.setItem('storefront.locale', l), locale);
        await signIn(admin, request, E2E_ADMIN);
        problems.push(...(await check(admin, CONSOLE_ROUTES, locale)));
      } finally {
        await consoleContext.close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
