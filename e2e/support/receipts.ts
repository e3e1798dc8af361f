/** The e2e run's fake receipt pages of CBE and Telebirr (support/fake-receipts-server.ts). */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { uniqueReference } from './admin';
import type { FakeReceipt } from '../../bff/test/fakes/receipts/fake-receipts.ts';

const port = Number(process.env.E2E_RECEIPTS_PORT ?? 8183);

export const E2E_RECEIPTS = {
  port,
  url: `http://127.0.0.1:${port}`,
  cbeUrl: `http://127.0.0.1:${port}/cbe`,
  telebirrUrl: `http://127.0.0.1:${port}/telebirr`,
};

/** Puts a receipt on the fake bank's pages (as if the customer's transfer had gone through). */
export async function addReceipt(request: APIRequestContext, receipt: FakeReceipt): Promise<void> {
  const response = await request.post(`${E2E_RECEIPTS.url}/__control/receipts`, { data: receipt });
  expect(response.status()).toBe(201);
}

const two = (n: number) => String(n).padStart(2, '0');

/** `at` as a CBE receipt writes Addis Ababa time: `11/27/2026, 2:05:09 PM`. */
export function cbeReceiptDate(at: Date): string {
  const a = new Date(at.getTime() + 3 * 3600_000);
  const h = a.getUTCHours();
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${a.getUTCMonth() + 1}/${a.getUTCDate()}/${a.getUTCFullYear()}, ${hour12}:${two(a.getUTCMinutes())}:${two(a.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * A customer's CBE transfer to the shop's account, as CBE's receipt page will show it: paid by
 * "ABEBE <USERNAME>", `amount` (e.g. "575.00"), dated a second from now. Returns its transaction
 * number, for the customer to report.
 */
export async function addCbeTransferReceipt(
  request: APIRequestContext,
  transfer: { username: string; amount: string },
): Promise<string> {
  const reference = uniqueReference('CBE');
  await addReceipt(request, {
    method: 'CBE',
    reference,
    receiverAccount: SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber,
    receiverName: SHOP_PAYMENT_ACCOUNTS.cbe.accountName.toUpperCase(),
    payerName: `ABEBE ${transfer.username.toUpperCase()}`,
    amount: transfer.amount,
    date: cbeReceiptDate(new Date(Date.now() + 1000)),
  });
  return reference;
}

/** `at` as a telebirr receipt writes Addis Ababa time: `27-11-2026 14:05:09`. */
export function telebirrReceiptDate(at: Date): string {
  const a = new Date(at.getTime() + 3 * 3600_000);
  return `${two(a.getUTCDate())}-${two(a.getUTCMonth() + 1)}-${a.getUTCFullYear()} ${two(a.getUTCHours())}:${two(a.getUTCMinutes())}:${two(a.getUTCSeconds())}`;
}

/**
 * A customer's telebirr transfer to the shop's number (the e2e server's PAYMENT_TELEBIRR_NUMBER,
 * 0912345678), as telebirr's receipt page shows it: the credited account masked `2519****5678`,
 * dated a second from now. Returns its receipt number, for the customer to report.
 */
export async function addTelebirrTransferReceipt(
  request: APIRequestContext,
  transfer: { username: string; amount: string },
): Promise<string> {
  const reference = uniqueReference('TELEBIRR');
  await addReceipt(request, {
    method: 'TELEBIRR',
    reference,
    receiverAccount: '+251912345678',
    receiverName: SHOP_PAYMENT_ACCOUNTS.telebirr.accountName,
    payerName: `Abebe ${transfer.username}`,
    amount: transfer.amount,
    date: telebirrReceiptDate(new Date(Date.now() + 1000)),
  });
  return reference;
}
