import { test as base, type BrowserContext } from '@playwright/test';
import { TRAFFIC_ATTACHMENT } from './error-context-reporter';
import { FailureGuard } from './failure-guard';

/**
 * The `test` and `expect` of every spec in e2e/tests (the lint forbids importing them from
 * @playwright/test there). Each test runs under a FailureGuard (support/failure-guard.ts): any
 * request that fails, any answer of 500 or more and any uncaught page error in any page of any
 * browser context the test uses (its `page` and `context`, pages opened later, contexts it makes
 * with browser.newContext()) fails the test once it has run, with the method, URL and error of
 * each, even when every assertion passed. A test that causes one on purpose declares it first:
 *
 *   failureGuard.allowServerError({ method: 'GET', url: '/api/x', status: 503, reason: 'the provider is down' });
 */
export const test = base.extend<{ failureGuard: FailureGuard }>({
  failureGuard: [
    async ({ browser }, use, testInfo) => {
      const guard = new FailureGuard();
      const watch = (context: BrowserContext) => guard.watch(context);
      browser.on('context', watch);
      try {
        await use(guard);
      } finally {
        browser.off('context', watch);
      }
      testInfo.annotations.push(...guard.notes());
      if (testInfo.status !== testInfo.expectedStatus) {
        const traffic = guard.traffic();
        await testInfo.attach(TRAFFIC_ATTACHMENT, { body: traffic.length > 0 ? traffic.join('\n') : 'none' });
      }
      guard.assertNothingUnexpected();
    },
    { auto: true },
  ],
  // The test's own context, watched whatever the order in which the fixtures were set up.
  context: async ({ context, failureGuard }, use) => {
    failureGuard.watch(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
