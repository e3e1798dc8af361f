import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughForm, type Customer } from './users';

/** The admin the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' } as const;

/** Signs the e2e admin in through the sign-in form: the console's dashboard opens. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/signin');
  await signInThroughForm(page, { ...E2E_ADMIN, username: 'admin', phone: '' } as Customer);
  await expect(page).toHaveURL(/\/admin$/);
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A transaction number nobody has used (references are unique across methods), in the method's
 * format: CBE's `FT` and 10 letters or digits, telebirr's 10.
 */
export function uniqueReference(method: 'CBE' | 'TELEBIRR'): string {
  const random = Math.random().toString(36).slice(2).padEnd(4, '0').slice(0, 4);
  const ten = `${Date.now().toString(36).slice(-6)}${random}`.toUpperCase();
  return method === 'CBE' ? `FT${ten}` : ten;
}

/**
 * The admin confirms an order's payment, as the console's Mark as Paid does. The e2e server runs
 * with AUTO_PROVISION on (its default), so the order's service is created with the payment:
 * answers its id (null for a renewal, which creates none).
 */
export async function markPaid(
  request: APIRequestContext,
  token: string,
  orderId: string,
): Promise<string | null> {
  const response = await request.post(`/api/admin/orders/${orderId}/mark-paid`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      paymentMethod: 'TELEBIRR',
      paymentReference: uniqueReference('TELEBIRR'),
      paidBy: 'Abebe Kebede',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { order } = (await response.json()) as { order: { service: { id: string } | null } };
  return order.service?.id ?? null;
}
