/** Helpers of the Pterodactyl tests: the step runner, a config for the fake, specs. */
import type { MachineSpec, Step, StepState } from '../../../src/providers/types.ts';
import type { PterodactylConfig } from '../../../src/providers/pterodactyl/config.ts';
import type { FakePterodactyl } from './fake-api.ts';

/**
 * Drives a step machine to its end as the job runner does: the state goes through JSON (so it
 * must be plain JSON) and nobody sleeps; the waits asked for are returned for assertions.
 */
export async function runSteps<T>(
  step: (state: StepState | null) => Promise<Step<T>>,
  maxSteps = 50,
): Promise<{ result: T; waits: number[]; states: StepState[] }> {
  let state: StepState | null = null;
  const waits: number[] = [];
  const states: StepState[] = [];
  for (let i = 0; i < maxSteps; i += 1) {
    const answer: Step<T> = await step(state);
    if (answer.done) return { result: answer.result, waits, states };
    waits.push(answer.retryInMs);
    state = JSON.parse(JSON.stringify(answer.state)) as StepState;
    states.push(state);
  }
  throw new Error(`no result after ${maxSteps} steps`);
}

/** The fake's address and keys, with Minecraft, Forge and Rust eggs (and no `*` unless given). */
export function configFor(
  fake: FakePterodactyl,
  overrides: Partial<PterodactylConfig> = {},
): PterodactylConfig {
  return {
    url: fake.url,
    appKey: fake.appKey,
    clientKey: fake.clientKey,
    locationId: fake.locationId,
    eggs: new Map([
      ['Minecraft', { nest: 1, egg: 1 }],
      ['Minecraft Forge', { nest: 1, egg: 2 }],
      ['Rust', { nest: 2, egg: 3 }],
    ]),
    defaultEgg: null,
    ...overrides,
  };
}

let serial = 0;

/** A Minecraft server of 2 GiB and 2 cores for owner 'abebe' (fresh service id each call). */
export function gameSpec(overrides: Partial<MachineSpec> = {}): MachineSpec {
  serial += 1;
  const serviceId = `5e0c7a1e-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  return {
    serviceId,
    family: 'GAME',
    hostname: `svc-${serviceId.slice(-8)}`,
    owner: { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', email: 'abebe@example.et', username: 'Abebe.K' },
    os: null,
    cores: 2,
    memoryMb: 2048,
    diskMb: null,
    trafficTb: null,
    ipCount: null,
    ipv6: false,
    game: 'Minecraft',
    version: '1.20.4',
    slots: null,
    ...overrides,
  };
}
