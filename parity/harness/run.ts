import { expect } from 'vitest';
import type { MockDb } from '../../frontend/src/mocks/db';
import { fillIn, fillInCodes, valueAt } from './paths';
import type { ApiAnswer, Scenario, Target } from './types';

/** A value of an answer to keep: at a dot path, or `path?name` for a query parameter of the URL there. */
function savedValue(body: unknown, path: string): string {
  const [at, parameter] = path.split('?') as [string, string | undefined];
  const value = String(valueAt(body, at));
  return parameter === undefined ? value : (new URL(value).searchParams.get(parameter) ?? '');
}

/** Runs a scenario's steps and request on one target, from the given fixtures. */
export async function play(target: Target, scenario: Scenario, fixtures: MockDb): Promise<ApiAnswer> {
  await target.reset(fixtures, scenario.settings);
  const saved: Record<string, string> = {};
  for (const [i, step] of (scenario.before ?? []).entries()) {
    const answer = await target.send(step.as, await fillInCodes(fillIn(step.request, saved), saved));
    const label = `${target.name}: step ${i + 1} (${step.request.method} ${step.request.path})`;
    if (step.status === undefined) expect(answer.status, label).toBeLessThan(300);
    else expect(answer.status, label).toBe(step.status);
    for (const [name, path] of Object.entries(step.save ?? {})) saved[name] = savedValue(answer.body, path);
  }
  return target.send(scenario.as, await fillInCodes(fillIn(scenario.request, saved), saved));
}

/** The scenario's expectations on one target's answer; a failure names the target. */
export function checkAnswer(target: Target['name'], scenario: Scenario, answer: ApiAnswer): void {
  const { status, message, fields = {} } = scenario.expect;
  const said = valueAt(answer.body, 'message');
  expect(answer.status, `${target} answered ${answer.status} (${String(said)})`).toBe(status);
  if (message !== undefined) expect(said, `${target}: message`).toBe(message);
  if (status >= 400) {
    expect(answer.body, `${target}: the contract's error shape`).toMatchObject({
      statusCode: status,
      error: expect.any(String),
      message: expect.any(String),
    });
  }
  for (const [path, value] of Object.entries(fields)) {
    expect(valueAt(answer.body, path), `${target}: ${path}`).toEqual(value);
  }
  for (const [name, value] of Object.entries(scenario.expect.headers ?? {})) {
    expect(answer.headers[name], `${target}: header ${name}`).toBe(value);
  }
}

/** The key fields the two implementations must agree on. */
export function checkSame(scenario: Scenario, bff: ApiAnswer, mocks: ApiAnswer): void {
  for (const path of scenario.same ?? []) {
    expect(valueAt(mocks.body, path), `mocks and BFF differ at '${path}'`).toEqual(valueAt(bff.body, path));
  }
}
