import type { Scenario } from '../harness/types';

/** The console's services list, expiry reminders and discount codes. */
export const adminServiceScenarios: Scenario[] = [];
