import type { Scenario } from '../harness/types';

/** The console's users, orders, payments and figures. */
export const adminOrderScenarios: Scenario[] = [];
