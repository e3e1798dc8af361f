import { describe, expect, it } from 'vitest';
import { INQUIRY_RATE_LIMIT, inquiryRefusal, inquiryRetryAfterSeconds, trimInquiry } from './contact';
import { SERVER_MESSAGES } from './messages';

const filled = { name: 'Abebe', email: 'abebe@example.com', subject: 'Hello', message: 'A question' };

describe('trimInquiry', () => {
  it('removes surrounding whitespace from every field, keeping inner lines', () => {
    expect(
      trimInquiry({
        name: '  Abebe ',
        email: ' a@b.et\n',
        subject: '\tHi ',
        message: '\n line 1\nline 2 \n',
      }),
    ).toEqual({ name: 'Abebe', email: 'a@b.et', subject: 'Hi', message: 'line 1\nline 2' });
  });
});

describe('inquiryRefusal', () => {
  it('accepts a message with every field filled', () => {
    expect(inquiryRefusal(filled)).toBeNull();
  });

  it.each([
    ['name', SERVER_MESSAGES.inquiryNameEmpty],
    ['subject', SERVER_MESSAGES.inquirySubjectEmpty],
    ['message', SERVER_MESSAGES.inquiryMessageEmpty],
  ] as const)('refuses a blank %s with its own message', (field, message) => {
    expect(inquiryRefusal(trimInquiry({ ...filled, [field]: '  \n ' }))).toBe(message);
  });

  it('names the first blank field in the order of the form', () => {
    expect(inquiryRefusal({ ...filled, subject: '', message: '' })).toBe(SERVER_MESSAGES.inquirySubjectEmpty);
  });
});

describe('inquiryRetryAfterSeconds', () => {
  const minute = 60_000;
  const start = Date.UTC(2026, 0, 5, 9, 0, 0);
  const times = (...minutes: number[]) => minutes.map((m) => start + m * minute);

  it('is a limit of 5 messages per 10 minutes', () => {
    expect(INQUIRY_RATE_LIMIT).toEqual({ messages: 5, windowSeconds: 600 });
  });

  it('allows messages while fewer than 5 were sent in the open window', () => {
    expect(inquiryRetryAfterSeconds([], start)).toBe(0);
    expect(inquiryRetryAfterSeconds(times(0, 1, 2, 3), start + 4 * minute)).toBe(0);
  });

  it('refuses the sixth until the window opened by the first has passed', () => {
    const sent = times(0, 1, 2, 3, 4);
    expect(inquiryRetryAfterSeconds(sent, start + 4 * minute)).toBe(360);
    expect(inquiryRetryAfterSeconds(sent, start + 10 * minute - 500)).toBe(1);
    expect(inquiryRetryAfterSeconds(sent, start + 10 * minute)).toBe(0);
  });

  it('counts fixed windows: a message after the window opens a new one', () => {
    // 0-4 fill the first window; 10 opens the second, which has room for four more.
    const sent = times(0, 1, 2, 3, 4, 10);
    expect(inquiryRetryAfterSeconds(sent, start + 11 * minute)).toBe(0);
    expect(inquiryRetryAfterSeconds([...sent, ...times(11, 12, 13, 14)], start + 15 * minute)).toBe(300);
  });

  it('reads the times in any order', () => {
    expect(inquiryRetryAfterSeconds(times(4, 0, 3, 1, 2), start + 5 * minute)).toBe(300);
  });
});
