import { afterAll, beforeAll, describe, it } from 'vitest';
import { seedMockDb } from '../frontend/src/mocks/state';
import { bffTarget } from './harness/bff-target';
import { mockTarget } from './harness/mock-target';
import { checkAnswer, checkSame, play } from './harness/run';
import type { Target } from './harness/types';
import { SCENARIOS } from './scenarios';

/**
 * Every scenario runs against the BFF (server.inject on a test database) and the MSW mock handlers,
 * each from the same fixtures: both must answer as the table says, and agree on the key fields.
 */
let bff: Target;
const mocks = mockTarget();

beforeAll(async () => {
  bff = await bffTarget();
});

afterAll(async () => {
  await bff?.close();
  await mocks.close();
});

for (const [area, scenarios] of Object.entries(SCENARIOS)) {
  describe(area, () => {
    for (const scenario of scenarios) {
      it(`${scenario.as}: ${scenario.request.method} ${scenario.request.path.split('?')[0]}: ${scenario.name}`, async () => {
        const fixtures = seedMockDb();
        scenario.fixtures?.(fixtures);
        const fromBff = await play(bff, scenario, fixtures);
        const fromMocks = await play(mocks, scenario, fixtures);
        checkAnswer('bff', scenario, fromBff);
        checkAnswer('mocks', scenario, fromMocks);
        checkSame(scenario, fromBff, fromMocks);
      });
    }
  });
}
