import { expect, type APIRequestContext } from '@playwright/test';
import { etbToSantim, santimToEtb } from '@shop/domain';

/**
 * An affiliate code nobody has: 'e2e_' and base-36 time and randomness, 14 characters in lower
 * case (the form writes it in capitals; the rule allows 3 to 20 letters, digits, '-' and '_').
 */
export function newAffiliateCode(): string {
  return `e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 4)}`;
}

/**
 * How the affiliate screen writes an amount, '1,234.50 ETB' (formatPrice, as the
 * rest of the customer side), as a pattern matching the whole text.
 */
export function affiliateMoney(etb: number): RegExp {
  const digits = etb.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return new RegExp(`^${digits.replace(/[.,]/g, '\\$&')}\\sETB$`);
}

/**
 * The kickback of a sale by hand, as the affiliate terms word it: the code's percent of the
 * order's VAT-inclusive total, rounded to the santim (below the 3,000 ETB cap, on an eligible plan).
 */
export function expectedKickbackEtb(orderTotalEtb: number, kickbackPercent: number): number {
  const santim = Math.round((etbToSantim(orderTotalEtb) * kickbackPercent) / 100);
  expect(santim, 'a kickback below the 3,000 ETB cap').toBeLessThan(300000);
  return santimToEtb(santim);
}

/** The order as the buyer's GET /api/orders lists it (the fields these tests read). */
export interface BuyerOrder {
  id: string;
  serviceName: string;
  status: string;
  paid: boolean;
  discount: { code: string; discount: number } | null;
  pricing: { totalPrice: number; couponDiscount: number };
}

export async function ordersOf(request: APIRequestContext, token: string): Promise<BuyerOrder[]> {
  const response = await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as BuyerOrder[];
}
