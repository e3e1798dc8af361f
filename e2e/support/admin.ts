import { expect, type APIRequestContext } from '@playwright/test';

/** The admin the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' } as const;

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A transaction number nobody has used: references are unique per payment method. */
export function uniqueReference(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
}

/** The admin confirms an order's payment, as the console's Mark as Paid does. */
export async function markPaid(request: APIRequestContext, token: string, orderId: string): Promise<void> {
  const response = await request.post(`/api/admin/orders/${orderId}/mark-paid`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { paymentMethod: 'TELEBIRR', paymentReference: uniqueReference('TB'), paidBy: 'Abebe Kebede' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The admin creates the order's service; answers its id. */
export async function createService(
  request: APIRequestContext,
  token: string,
  orderId: string,
): Promise<string> {
  const response = await request.post(`/api/admin/orders/${orderId}/create-service`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { service: { id: string } }).service.id;
}
