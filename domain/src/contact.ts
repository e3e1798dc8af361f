/**
 * The contact page's facts (storefront spec 2, Contact, and 9) and the rules of its message form
 * (spec 5: all four fields required), shared by the BFF, the mock handlers and the page.
 */
import { SERVER_MESSAGES } from './messages';

export {
  isSupportHours,
  SUPPORT_CONTACT,
  SUPPORT_HOURS_PATTERN,
  supportContacts,
  supportHoursParts,
} from './support-contact';
export type { SupportContacts } from './support-contact';

/** Opening hours in Addis Ababa time, 24-hour clock (spec 9). */
export const BUSINESS_HOURS = [
  { days: 'weekdays', opens: '09:00', closes: '18:00' },
  { days: 'weekend', opens: '09:00', closes: '16:00' },
] as const;

/**
 * Messages one client address may send in one window: the sixth within ten minutes of the first
 * is refused with 429 and Retry-After. Only accepted messages count.
 */
export const INQUIRY_RATE_LIMIT = { messages: 5, windowSeconds: 10 * 60 } as const;

export type InquiryInput = { name: string; email: string; subject: string; message: string };

/** The form's fields in their order on the page (and the order a refusal names the first blank). */
export const INQUIRY_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/** The message as stored and sent: every field without surrounding whitespace. */
export function trimInquiry(input: InquiryInput): InquiryInput {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
}

/** Keys, not texts: a module-level read of SERVER_MESSAGES puts every server text into the first bundle. */
const BLANK_MESSAGES = {
  name: 'inquiryNameEmpty',
  subject: 'inquirySubjectEmpty',
  message: 'inquiryMessageEmpty',
} as const satisfies Readonly<Record<Exclude<InquiryField, 'email'>, keyof typeof SERVER_MESSAGES>>;

/**
 * The 400 message for the first field that is blank once trimmed (the contract lets spaces
 * through; an e-mail of spaces already fails its format), or null when every field has text.
 */
export function inquiryRefusal(trimmed: InquiryInput): string | null {
  for (const field of ['name', 'subject', 'message'] as const) {
    if (trimmed[field] === '') return SERVER_MESSAGES[BLANK_MESSAGES[field]];
  }
  return null;
}

/**
 * Seconds until one more message is allowed, given the times (ms) of the messages accepted so far,
 * or 0 when it may be sent now. Windows are fixed, as the BFF's limiter counts: a window opens
 * with the first message sent while none is open and lasts `windowSeconds`; within it at most
 * `messages` are accepted.
 */
export function inquiryRetryAfterSeconds(sentAtMs: readonly number[], nowMs: number): number {
  const windowMs = INQUIRY_RATE_LIMIT.windowSeconds * 1000;
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  for (const at of [...sentAtMs].sort((a, b) => a - b)) {
    if (at - windowStart >= windowMs) {
      windowStart = at;
      count = 0;
    }
    count += 1;
  }
  const windowEnd = windowStart + windowMs;
  if (nowMs >= windowEnd || count < INQUIRY_RATE_LIMIT.messages) return 0;
  return Math.max(1, Math.ceil((windowEnd - nowMs) / 1000));
}
