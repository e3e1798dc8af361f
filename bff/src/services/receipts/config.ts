/**
 * Checking reported transfers against the bank's public receipt (payments.md). Off unless
 * RECEIPT_VERIFICATION=on (the receipt pages are not an official API); PAYMENT_AUTO_CONFIRM
 * (default true) lets a verified receipt make the order paid without an admin; CBE_RECEIPT_URL
 * and TELEBIRR_RECEIPT_URL name the pages (or a relay in Ethiopia); RECEIPT_CLOCK_SKEW_MINUTES
 * (default 10) is how much earlier than its order a receipt may be dated. Problems name the variable.
 */
import { DEFAULT_RECEIPT_CLOCK_SKEW_MINUTES } from '@shop/domain';
import { baseUrlProblem, nonEmpty } from '../../config-values.ts';

export const DEFAULT_CBE_RECEIPT_URL = 'https://apps.cbe.com.et:100';
export const DEFAULT_TELEBIRR_RECEIPT_URL = 'https://transactioninfo.ethiotelecom.et';
/** A day: more would let yesterday's transfer pay today's order. */
const MAX_RECEIPT_CLOCK_SKEW_MINUTES = 1440;

export interface ReceiptConfig {
  /** RECEIPT_VERIFICATION=on. */
  enabled: boolean;
  /** PAYMENT_AUTO_CONFIRM: a verified receipt makes the order paid. */
  autoConfirm: boolean;
  /** Without a trailing slash. */
  cbeBaseUrl: string;
  telebirrBaseUrl: string;
  /** RECEIPT_CLOCK_SKEW_MINUTES in milliseconds. */
  clockSkewMs: number;
}

/**
 * Reads RECEIPT_VERIFICATION, PAYMENT_AUTO_CONFIRM, CBE_RECEIPT_URL, TELEBIRR_RECEIPT_URL and
 * RECEIPT_CLOCK_SKEW_MINUTES; lists every problem.
 */
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
  const skewText = nonEmpty(env.RECEIPT_CLOCK_SKEW_MINUTES) ?? String(DEFAULT_RECEIPT_CLOCK_SKEW_MINUTES);
  const skew = /^\d{1,4}$/.test(skewText) ? Number(skewText) : Number.NaN;
  if (!(skew <= MAX_RECEIPT_CLOCK_SKEW_MINUTES))
    problems.push(
      `RECEIPT_CLOCK_SKEW_MINUTES must be a whole number of minutes from 0 to ${MAX_RECEIPT_CLOCK_SKEW_MINUTES}`,
    );
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
      clockSkewMs: (Number.isNaN(skew) ? DEFAULT_RECEIPT_CLOCK_SKEW_MINUTES : skew) * 60_000,
    },
    problems,
  };
}
