import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/** The VAT-registered seller the e2e server runs as (SELLER_*). */
export const E2E_SELLER = {
  legalName: 'Abay Cloud Technologies PLC',
  address: 'Bole Sub-city, Addis Ababa',
  tin: '0012345678',
  vatNumber: 'VAT-77120',
} as const;

export const E2E_SELLER_ENV = {
  SELLER_LEGAL_NAME: E2E_SELLER.legalName,
  SELLER_ADDRESS: E2E_SELLER.address,
  SELLER_TIN: E2E_SELLER.tin,
  SELLER_VAT_NUMBER: E2E_SELLER.vatNumber,
};

/** The text of a downloaded PDF, as an accountant's tool reads it (pdf.js, no poppler needed). */
export async function downloadedPdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
