/**
 * The lifecycle settings from the environment (issue 25): RENEWAL_ORDER_DAYS, RENEWAL_PERIOD_DAYS,
 * GRACE_DAYS, TERMINATE_AFTER_DAYS, TERMINATION_WARNING_DAYS, UNPAID_ORDER_DAYS and
 * LIFECYCLE_SWEEP_SECONDS, each a whole number in its bounds (domain's LIFECYCLE_SETTING_BOUNDS),
 * then checked together (domain's lifecycleSettingsProblems). Every problem is listed; the caller
 * refuses to start on any.
 */
import {
  DEFAULT_LIFECYCLE_SETTINGS,
  LIFECYCLE_SETTING_BOUNDS,
  lifecycleSettingsProblems,
} from '@shop/domain';
import type { LifecycleSettings } from '@shop/domain';

export type { LifecycleSettings };

export function parseLifecycleConfig(env: NodeJS.ProcessEnv): {
  value: LifecycleSettings;
  problems: string[];
} {
  const value: LifecycleSettings = { ...DEFAULT_LIFECYCLE_SETTINGS };
  const problems: string[] = [];
  for (const [variable, bounds] of Object.entries(LIFECYCLE_SETTING_BOUNDS)) {
    const raw = env[variable]?.trim();
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < bounds.min || n > bounds.max) {
      problems.push(`${variable} must be a whole number from ${bounds.min} to ${bounds.max}`);
      continue;
    }
    value[bounds.key] = n;
  }
  if (problems.length === 0) problems.push(...lifecycleSettingsProblems(value));
  return { value, problems };
}
