/**
 * Drives a step method (create, power, ...) to the end the way the job runner does: call it with
 * the state it answered until it is done, without waiting (the fake's tasks advance per poll, not
 * per second). Throws when it does not finish within `maxCalls`.
 */
import { ProviderError } from '../../../src/providers/types.ts';
import type { Step, StepState } from '../../../src/providers/types.ts';

export async function runSteps<T>(
  fn: (state: StepState | null) => Promise<Step<T>>,
  options: { maxCalls?: number; initial?: StepState | null } = {},
): Promise<{ result: T; calls: number; states: StepState[] }> {
  const maxCalls = options.maxCalls ?? 100;
  const states: StepState[] = [];
  let state: StepState | null = options.initial ?? null;
  for (let calls = 1; calls <= maxCalls; calls += 1) {
    const step = await fn(state);
    if (step.done) return { result: step.result, calls, states };
    // The job runner stores the state as JSON: prove it survives that.
    state = JSON.parse(JSON.stringify(step.state)) as StepState;
    states.push(state);
  }
  throw new Error(`the operation did not finish in ${maxCalls} calls`);
}

/**
 * Drives a step method the same way until it throws a ProviderError, and answers it with the last
 * state stored before (what the job keeps when it gives up). Throws when the method finishes.
 */
export async function runStepsUntilFailure<T>(
  fn: (state: StepState | null) => Promise<Step<T>>,
  maxCalls = 100,
): Promise<{ error: ProviderError; state: StepState | null }> {
  let state: StepState | null = null;
  for (let calls = 1; calls <= maxCalls; calls += 1) {
    let step: Step<T>;
    try {
      step = await fn(state);
    } catch (error) {
      if (error instanceof ProviderError) return { error, state };
      throw error;
    }
    if (step.done) throw new Error('the operation finished instead of failing');
    state = JSON.parse(JSON.stringify(step.state)) as StepState;
  }
  throw new Error(`the operation did not fail in ${maxCalls} calls`);
}
