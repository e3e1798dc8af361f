import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The attachment of a failed test that lists the requests its pages were still waiting for (support/test.ts). */
export const TRAFFIC_ATTACHMENT = 'requests at the end';

/** At most this much of an attachment is printed: a page's snapshot can be long. */
const MAX_CHARS = 6000;

/**
 * Prints, under each test that did not end as expected, what its page showed when it failed
 * (Playwright's error-context.md: the error and the page's ARIA snapshot) and the requests the
 * pages were still waiting for. CI keeps only the log, not test-results/, so a failure that does
 * not happen again here can still be read there.
 */
export default class ErrorContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const lines = [`--- what "${test.titlePath().slice(1).join(' › ')}" left behind (${result.status}):`];
    for (const attachment of result.attachments) {
      const text = attachmentText(attachment);
      if (text === null) continue;
      if (attachment.name !== 'error-context' && attachment.name !== TRAFFIC_ATTACHMENT) continue;
      lines.push(
        `[${attachment.name}]`,
        text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n…(cut)` : text,
      );
    }
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}

function attachmentText(attachment: TestResult['attachments'][number]): string | null {
  if (attachment.body) return attachment.body.toString('utf8');
  if (!attachment.path) return null;
  try {
    return readFileSync(attachment.path, 'utf8');
  } catch {
    return null;
  }
}
