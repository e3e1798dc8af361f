/**
 * Support tickets (issue 40): their statuses and how replies move them, their numbers, the limits
 * on tickets, replies and attachments, and what an attachment's bytes may be. The BFF and the mock
 * handlers both decide through these.
 */
import { orderNumber } from './status';

export const TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CUSTOMER_REPLY', 'ON_HOLD', 'CLOSED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_DEPARTMENTS = ['TECHNICAL', 'BILLING', 'SALES'] as const;
export type TicketDepartment = (typeof TICKET_DEPARTMENTS)[number];

export const TICKET_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export type TicketAuthor = 'CUSTOMER' | 'STAFF';

/** TICKET_AUTOCLOSE_DAYS' default: an answered ticket without a customer reply closes after it. */
export const TICKET_AUTOCLOSE_DAYS = 7;
/** A customer reply reopens a closed ticket within this many days; later it asks for a new one. */
export const TICKET_REOPEN_DAYS = 30;

const DAY_MS = 86_400_000;

/** New tickets per customer per day, replies per customer per hour (the BFF's rate-limit store). */
export const TICKET_RATE_LIMIT = {
  ticketsPerDay: 10,
  ticketWindowSeconds: 86_400,
  repliesPerHour: 30,
  replyWindowSeconds: 3_600,
} as const;

/** At most 5 MiB per file and 3 files per message. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 3;
/** The whole multipart body: three full files and the text fields. */
export const TICKET_BODY_MAX_BYTES = ATTACHMENTS_PER_MESSAGE * ATTACHMENT_MAX_BYTES + 64 * 1024;

/** The types an attachment may have, as its bytes tell them (never its name). */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
  'text/plain',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 10_000;

/** A ticket's number, written like an order's: 'T-' and its id's first 8 characters in capitals. */
export function ticketNumber(ticketId: string): string {
  return `T-${orderNumber(ticketId)}`;
}

/** The console's "waiting for us": a ticket nobody on staff has answered since the customer wrote. */
export function isWaitingForUs(status: TicketStatus): boolean {
  return status === 'OPEN' || status === 'CUSTOMER_REPLY';
}

export type ReplyOutcome = { status: TicketStatus } | { refusal: 'reopenTooLate' };

/**
 * A customer's reply: an open ticket nobody answered yet stays OPEN; any other one becomes
 * CUSTOMER_REPLY, a closed one too within TICKET_REOPEN_DAYS of its closing; later it is refused.
 */
export function afterCustomerReply(
  ticket: { status: TicketStatus; closedAt: Date | null },
  nowMs: number,
): ReplyOutcome {
  if (ticket.status === 'OPEN') return { status: 'OPEN' };
  if (ticket.status === 'CLOSED') {
    const closedMs = ticket.closedAt?.getTime() ?? 0;
    if (nowMs - closedMs > TICKET_REOPEN_DAYS * DAY_MS) return { refusal: 'reopenTooLate' };
  }
  return { status: 'CUSTOMER_REPLY' };
}

/** A staff reply answers the ticket (ANSWERED); an internal note leaves its status as it was. */
export function afterStaffReply(status: TicketStatus, internal: boolean): TicketStatus {
  return internal ? status : 'ANSWERED';
}

/** An ANSWERED ticket whose answer is `days` old or older closes by itself. */
export function isAutoCloseDue(
  ticket: { status: TicketStatus; statusChangedAt: Date },
  nowMs: number,
  days: number = TICKET_AUTOCLOSE_DAYS,
): boolean {
  return ticket.status === 'ANSWERED' && nowMs - ticket.statusChangedAt.getTime() >= days * DAY_MS;
}

/** The latest moment an ANSWERED ticket may have been answered and be due for closing now. */
export function autoCloseCutoff(nowMs: number, days: number = TICKET_AUTOCLOSE_DAYS): Date {
  return new Date(nowMs - days * DAY_MS);
}

/** The median of the durations (ms), or null for none. */
export function medianMs(durations: readonly number[]): number | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

const MARKUP =
  /<\s*(!doctype|html|head|body|script|iframe|svg|\?xml|object|embed|meta|link|style|form|img)\b/i;

/**
 * Whether bytes no binary signature matched are plain text we accept: UTF-8 (a BOM allowed),
 * no control characters but tab, line breaks and form feed, and nothing that reads as HTML, SVG
 * or XML markup (a page renamed to .txt or .png is refused, not served).
 */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return false;
  return !MARKUP.test(text);
}

/**
 * The type an upload's bytes show: the MIME type a signature sniffer found (`sniffed`, undefined
 * when none matched), or plain text when no signature matched and the bytes are plain text; null
 * when the type is not one we take.
 */
export function attachmentTypeOf(sniffed: string | undefined, bytes: Uint8Array): AttachmentType | null {
  if (sniffed !== undefined) {
    return (ATTACHMENT_TYPES as readonly string[]).includes(sniffed) ? (sniffed as AttachmentType) : null;
  }
  return isPlainText(bytes) ? 'text/plain' : null;
}

const SIGNATURES: readonly { type: string; at: number; bytes: readonly number[] }[] = [
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
  { type: 'application/pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/zip', at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/**
 * The few signatures the mock handlers tell apart (the BFF asks `file-type`, which knows hundreds;
 * both refuse what is not one of ATTACHMENT_TYPES): the MIME type, or undefined when none matched.
 */
export function signatureType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[s.at + i] === b))?.type;
}

/** A file's name as kept and served: its last path segment, no control characters, at most 120. */
export function attachmentName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001F\u007F"]/g, '').trim();
  return (clean || 'attachment').slice(0, 120);
}

/**
 * The console's canned replies: short answers staff start from (edited before sending). A domain
 * constant rather than a shop setting, for now.
 */
export const CANNED_REPLIES: readonly { title: string; body: string }[] = [
  {
    title: 'Looking into it',
    body: 'Thank you for writing to us. We are looking into this now and will come back to you shortly.',
  },
  {
    title: 'Need more details',
    body: 'Thank you. Could you tell us the exact error message and when it started, and attach a screenshot if you can?',
  },
  {
    title: 'Payment confirmed',
    body: 'We have confirmed your payment; your order is now being processed. Thank you for your patience.',
  },
  {
    title: 'Resolved',
    body: 'We believe this is now resolved. If anything is still wrong, just reply to this ticket.',
  },
];
