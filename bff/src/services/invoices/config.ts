/**
 * Invoice settings (issue 26): INVOICE_PREFIX (default INV) opens every number; SELLER_LEGAL_NAME,
 * SELLER_ADDRESS, SELLER_TIN and SELLER_VAT_NUMBER name the VAT-registered seller, all four or
 * none. Without them the shop issues receipts, titled as such, under its brand. Problems name the
 * variable.
 */
import { DEFAULT_INVOICE_PREFIX, INVOICE_PREFIX_PATTERN, normalizeTin } from '@shop/domain';

export interface SellerDetails {
  legalName: string;
  address: string;
  /** 10 digits. */
  tin: string;
  vatNumber: string;
}

export interface InvoiceConfig {
  prefix: string;
  /** undefined: documents are receipts, not tax invoices. */
  seller: SellerDetails | undefined;
}

export const SHOP_BRAND = 'Abay Cloud';
const SELLER_VARIABLES = ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_TIN', 'SELLER_VAT_NUMBER'] as const;
const TEXT_MAX = 200;
const VAT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,30}$/;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function parseInvoiceConfig(env: NodeJS.ProcessEnv): { value: InvoiceConfig; problems: string[] } {
  const problems: string[] = [];
  const prefix = nonEmpty(env.INVOICE_PREFIX) ?? DEFAULT_INVOICE_PREFIX;
  if (!INVOICE_PREFIX_PATTERN.test(prefix)) {
    problems.push(
      'INVOICE_PREFIX must be 1 to 12 capital letters, digits and dashes, starting with a letter',
    );
  }
  const values = SELLER_VARIABLES.map((name) => nonEmpty(env[name]));
  const set = values.filter((v) => v !== undefined).length;
  let seller: SellerDetails | undefined;
  if (set > 0 && set < SELLER_VARIABLES.length) {
    const missing = SELLER_VARIABLES.filter((_, i) => values[i] === undefined);
    problems.push(
      `${missing.join(', ')} must be set too: the seller's details are set all together or not at all`,
    );
  } else if (set === SELLER_VARIABLES.length) {
    const [legalName, address, tinSetting, vatNumber] = values as [string, string, string, string];
    const tin = normalizeTin(tinSetting);
    if (legalName.length > TEXT_MAX)
      problems.push(`SELLER_LEGAL_NAME must be at most ${TEXT_MAX} characters`);
    if (address.length > TEXT_MAX) problems.push(`SELLER_ADDRESS must be at most ${TEXT_MAX} characters`);
    if (tin === null) problems.push('SELLER_TIN must be a TIN of 10 digits');
    if (!VAT_NUMBER_PATTERN.test(vatNumber)) {
      problems.push('SELLER_VAT_NUMBER must be 1 to 30 letters, digits, dashes and slashes');
    }
    seller = { legalName, address, tin: tin ?? tinSetting, vatNumber };
  }
  return { value: { prefix, seller }, problems };
}

let current: InvoiceConfig = { prefix: DEFAULT_INVOICE_PREFIX, seller: undefined };

/**
 * The settings the payment confirmations issue invoices with. The server sets them at start
 * (server.ts), so the confirmation paths (admin, Chapa, a free order) need no new parameter; a
 * process runs one shop.
 */
export function useInvoiceConfig(config: InvoiceConfig): void {
  current = config;
}

export function invoiceConfig(): InvoiceConfig {
  return current;
}
