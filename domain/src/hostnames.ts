/**
 * Hostnames of customers' machines (issue 39): RFC 1123 names, letters a-z, digits and hyphens in
 * labels of 1 to 63 characters that neither start nor end with a hyphen, dots between them, at
 * most 253 characters; kept in lower case without a trailing dot. A machine ordered without one
 * gets a default from its plan's name and the order's number (`kvm-pro-4-3f9a2c1e`).
 */
import { SERVER_MESSAGES } from './messages';
import { orderNumber } from './status';

export const HOSTNAME_MAX = 253;
export const HOSTNAME_LABEL_MAX = 63;

const LABEL_CHARS = /^[a-z0-9-]+$/;

/** The hostname as kept: trimmed, lower case, a trailing dot dropped. */
export function normalizeHostname(input: string): string {
  return input.trim().toLowerCase().replace(/\.$/, '');
}

/** Whether a normalised name is an RFC 1123 hostname. */
export function isHostname(name: string): boolean {
  if (name.length === 0 || name.length > HOSTNAME_MAX) return false;
  return name
    .split('.')
    .every(
      (label) =>
        label.length >= 1 &&
        label.length <= HOSTNAME_LABEL_MAX &&
        LABEL_CHARS.test(label) &&
        !label.startsWith('-') &&
        !label.endsWith('-'),
    );
}

/** The hostname normalised, or the refusal's message. */
export function checkHostname(
  input: string,
): { ok: true; hostname: string } | { ok: false; message: string } {
  const hostname = normalizeHostname(input);
  return isHostname(hostname)
    ? { ok: true, hostname }
    : { ok: false, message: SERVER_MESSAGES.hostnameInvalid };
}

/** The default hostname of an order: the plan's name as a label, then the order's number. */
export function defaultHostname(planName: string, orderId: string): string {
  const number = orderNumber(orderId).toLowerCase();
  const plan = planName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HOSTNAME_LABEL_MAX - number.length - 1)
    .replace(/-+$/, '');
  return plan === '' ? `server-${number}` : `${plan}-${number}`;
}

/** The first label (the machine's own name) and the rest (its domain, or null). */
export function splitHostname(hostname: string): { name: string; domain: string | null } {
  const dot = hostname.indexOf('.');
  return dot < 0
    ? { name: hostname, domain: null }
    : { name: hostname.slice(0, dot), domain: hostname.slice(dot + 1) };
}
