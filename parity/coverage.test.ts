import { describe, expect, it } from 'vitest';
import { handlers as bffHandlers } from '../bff/src/routes/index.ts';
import { findOperation } from '../frontend/src/mocks/contract';
import { ALL_SCENARIOS } from './scenarios';

/** The operations the scenarios call, by operationId (query strings aside). */
function coveredOperations(): Map<string, { success: boolean; refusal: boolean }> {
  const covered = new Map<string, { success: boolean; refusal: boolean }>();
  for (const scenario of ALL_SCENARIOS) {
    const path = scenario.request.path.split('?')[0]!;
    const found = findOperation(scenario.request.method, path);
    if (!found) throw new Error(`Scenario '${scenario.name}' calls ${path}, which is not in the contract`);
    const entry = covered.get(found.op.operationId) ?? { success: false, refusal: false };
    if (scenario.expect.status < 400) entry.success = true;
    else entry.refusal = true;
    covered.set(found.op.operationId, entry);
  }
  return covered;
}

describe('the parity table', () => {
  const covered = coveredOperations();
  const implemented = Object.keys(bffHandlers).sort();

  it.each(implemented)('has a scenario for %s, which the BFF implements', (operationId) => {
    expect(covered.has(operationId), `add ${operationId}'s scenarios to parity/scenarios`).toBe(true);
  });

  // Operations that only answer (health, liveness, the public catalog lists, payment accounts, support contact) may have no refusal.
  const ALWAYS_ANSWER = new Set([
    'getHealth',
    'getLiveness',
    'listGames',
    'getPaymentAccounts',
    'getSeller',
    'getSupportContact',
  ]);
  it.each(implemented.filter((id) => !ALWAYS_ANSWER.has(id)))(
    'covers a success and a refusal of %s',
    (id) => {
      expect(covered.get(id), id).toEqual({ success: true, refusal: true });
    },
  );

  it('has unique scenario names within an operation', () => {
    const names = ALL_SCENARIOS.map((s) => `${s.request.method} ${s.request.path.split('?')[0]} ${s.name}`);
    expect(new Set(names).size).toBe(names.length);
  });
});
