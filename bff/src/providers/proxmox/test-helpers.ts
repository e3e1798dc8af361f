/**
 * Drives a step method (create, power, ...) to the end the way the job runner does: call it with
 * the state it answered until it is done, without waiting (the fake's tasks advance per poll, not
 * per second). Throws when it does not finish within `maxCalls`.
 */
import type { Step, StepState } from '../types.ts';

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
