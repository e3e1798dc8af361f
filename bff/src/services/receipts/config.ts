/**
 * Checking reported transfers against the bank's public receipt (payments.md). Off unless
 * RECEIPT_VERIFICATION=on (the receipt pages are not an official API); PAYMENT_AUTO_CONFIRM
 * (default true) lets a verified receipt make the order paid without an admin; CBE_RECEIPT_URL
 * and TELEBIRR_RECEIPT_URL name the pages (or a relay in Ethiopia). Problems name the variable.
 */
import { baseUrlProblem, nonEmpty } from '../../config-values.ts';
export const DEFAULT_CBE_RECEIPT_URL = 'https://apps.cbe.com.et:100';
export const DEFAULT_TELEBIRR_RECEIPT_URL = 'https://transactioninfo.ethiotelecom.et';

export interface ReceiptConfig {
  /** RECEIPT_VERIFICATION=on. */
  enabled: boolean;
  /** PAYMENT_AUTO_CONFIRM: a verified receipt makes the order paid. */
  autoConfirm: boolean;
  /** Without a trailing slash. */
  cbeBaseUrl: string;
  telebirrBaseUrl: string;
}

/** Reads RECEIPT_VERIFICATION, PAYMENT_AUTO_CONFIRM, CBE_RECEIPT_URL and TELEBIRR_RECEIPT_URL; lists every problem. */
export function parseReceiptConfig(env: NodeJS.ProcessEnv): { value: ReceiptConfig; problems: string[] } {
  const problems: string[] = [];
  const verification = nonEmpty(env.RECEIPT_VERIFICATION)?.toLowerCase() ?? 'off';
  if (verification !== 'on' && verification !== 'off')
    problems.push('RECEIPT_VERIFICATION must be on or off');
  const autoConfirm = nonEmpty(env.PAYMENT_AUTO_CONFIRM)?.toLowerCase() ?? 'true';
  if (autoConfirm !== 'true' && autoConfirm !== 'false')
    problems.push('PAYMENT_AUTO_CONFIRM must be true or false');
  const cbe = nonEmpty(env.CBE_RECEIPT_URL) ?? DEFAULT_CBE_RECEIPT_URL;
  const telebirr = nonEmpty(env.TELEBIRR_RECEIPT_URL) ?? DEFAULT_TELEBIRR_RECEIPT_URL;
  for (const problem of [
    baseUrlProblem('CBE_RECEIPT_URL', cbe, DEFAULT_CBE_RECEIPT_URL),
    baseUrlProblem('TELEBIRR_RECEIPT_URL', telebirr, DEFAULT_TELEBIRR_RECEIPT_URL),
  ]) {
    if (problem) problems.push(problem);
  }
  return {
    value: {
      enabled: verification === 'on',
      autoConfirm: autoConfirm === 'true',
      cbeBaseUrl: cbe.replace(/\/+$/, ''),
      telebirrBaseUrl: telebirr.replace(/\/+$/, ''),
    },
    problems,
  };
}
