import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The attachment of a failed test that lists the requests its pages were still waiting for (support/test.ts). */
export const TRAFFIC_ATTACHMENT = 'requests at the end';

/** The file, under the run's output directory (test-results/), that lists the tests that passed only on retry. */
export const FLAKY_FILE = 'flaky.txt';

/** At most this much of an attachment is printed: a page's snapshot can be long. */
const MAX_CHARS = 6000;

/**
 * Prints, under each test that did not end as expected, what its page showed when it failed
 * (Playwright's error-context.md: the error and the page's ARIA snapshot) and the requests the
 * pages were still waiting for. CI keeps only the log, not test-results/, so a failure that does
 * not happen again here can still be read there.
 *
 * Under CI a failed test is tried once more (playwright.config.ts). A test that passed only on its
 * retry does not fail the run, but it is a defect to fix at its cause: at the end of the run it is
 * listed as `FLAKY: <file> › <title>` with what its first failure left behind, and the same lines
 * are written to test-results/flaky.txt (docs/development.md says how to read them).
 */
export default class ErrorContextReporter implements Reporter {
  private outputDir = 'test-results';
  private rootDir = process.cwd();
  /** What each test's first failure left behind, by test id. */
  private readonly firstFailure = new Map<string, string>();
  private readonly tests = new Map<string, TestCase>();

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
    this.outputDir = config.projects[0]?.outputDir ?? path.join(config.rootDir, 'test-results');
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const report = leftBehind(test, result);
    console.log(report);
    this.tests.set(test.id, test);
    if (!this.firstFailure.has(test.id)) this.firstFailure.set(test.id, report);
  }

  onEnd(): void {
    const flaky = [...this.tests.values()].filter((test) => test.outcome() === 'flaky');
    if (flaky.length === 0) return;
    const lines = flaky.flatMap((test) => [
      `FLAKY: ${this.title(test)}`,
      this.firstFailure.get(test.id) ?? '',
      '',
    ]);
    const text = [
      `${flaky.length} test(s) failed once and passed on retry. A flaky test is a defect: fix it at its cause ` +
        'before other work (docs/development.md, "A flaky test").',
      '',
      ...lines,
    ].join('\n');
    console.log(`\n${text}`);
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(path.join(this.outputDir, FLAKY_FILE), `${text}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }

  /** `<file> › <describe> › <title>`, the file relative to the tests' root. */
  private title(test: TestCase): string {
    const file = path.relative(this.rootDir, test.location.file);
    return [file, ...test.titlePath().slice(3)].join(' › ');
  }
}

function leftBehind(test: TestCase, result: TestResult): string {
  const attempt = result.retry > 0 ? `, retry ${result.retry}` : '';
  const lines = [
    `--- what "${test.titlePath().slice(1).join(' › ')}" left behind (${result.status}${attempt}):`,
  ];
  // Playwright's error context holds the error; a failure outside the test body (a fixture's) may have none.
  const hasContext = result.attachments.some((attachment) => attachment.name === 'error-context');
  if (!hasContext && result.error?.message) lines.push('[error]', cut(result.error.message));
  for (const attachment of result.attachments) {
    if (attachment.name !== 'error-context' && attachment.name !== TRAFFIC_ATTACHMENT) continue;
    const text = attachmentText(attachment);
    if (text !== null) lines.push(`[${attachment.name}]`, cut(text));
  }
  return lines.join('\n');
}

function cut(text: string): string {
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n…(cut)` : text;
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
