import { describe, expect, it } from 'vitest';
import { begin, powerStatus, remainingMs, settle, targetPowerState, transitionFor } from './machine-state.ts';
import type { MachineState, PowerFields } from './machine-state.ts';

const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const running: PowerFields = {
  power_state: 'running',
  transition: null,
  transition_until: null,
  running_since: at(-60_000),
};
const stopped: PowerFields = {
  power_state: 'stopped',
  transition: null,
  transition_until: null,
  running_since: null,
};
const machine = (fields: PowerFields, flags: Partial<MachineState> = {}): MachineState => ({
  ...fields,
  suspended: false,
  terminated: false,
  ...flags,
});

describe('settle', () => {
  it('leaves a machine without a transition, or one still in progress, alone', () => {
    expect(settle(running, T0)).toBeNull();
    expect(settle({ ...stopped, transition: 'starting', transition_until: at(1) }, T0)).toBeNull();
  });

  it('brings starting, restarting and installing machines up, with uptime from the end of the transition', () => {
    for (const transition of ['starting', 'restarting', 'installing'] as const) {
      expect(settle({ ...stopped, transition, transition_until: at(-5000) }, T0)).toEqual({
        power_state: 'running',
        transition: null,
        transition_until: null,
        running_since: at(-5000),
      });
    }
  });

  it('takes a stopping machine down at the moment the transition ends', () => {
    expect(settle({ ...running, transition: 'stopping', transition_until: T0 }, T0)).toEqual({
      power_state: 'stopped',
      transition: null,
      transition_until: null,
      running_since: null,
    });
  });
});

describe('begin', () => {
  it('keeps a transition with a duration in progress until its end', () => {
    expect(begin(stopped, 'starting', T0, 3000)).toEqual({
      ...stopped,
      transition: 'starting',
      transition_until: at(3000),
    });
  });

  it('settles a transition of 0 ms at once', () => {
    expect(begin(stopped, 'starting', T0, 0)).toEqual({
      ...stopped,
      power_state: 'running',
      running_since: T0,
    });
    expect(begin(running, 'stopping', T0, 0)).toEqual(stopped);
  });

  it('takes an installing machine down and drops its uptime until the install ends', () => {
    expect(begin(running, 'installing', T0, 20_000)).toEqual({
      power_state: 'stopped',
      transition: 'installing',
      transition_until: at(20_000),
      running_since: null,
    });
  });
});

describe('transitionFor', () => {
  it('starts only a machine that is not on its way up', () => {
    expect(transitionFor(stopped, 'start')).toBe('starting');
    expect(transitionFor(running, 'start')).toBeNull();
    expect(
      transitionFor({ ...stopped, transition: 'starting', transition_until: at(1) }, 'start'),
    ).toBeNull();
    expect(transitionFor({ ...running, transition: 'stopping', transition_until: at(1) }, 'start')).toBe(
      'starting',
    );
  });

  it('stops (hard or graceful) only a machine that is not on its way down', () => {
    for (const action of ['stop', 'shutdown'] as const) {
      expect(transitionFor(running, action)).toBe('stopping');
      expect(transitionFor(stopped, action)).toBeNull();
      expect(
        transitionFor({ ...running, transition: 'stopping', transition_until: at(1) }, action),
      ).toBeNull();
    }
  });

  it('reboots a running machine and brings a stopped one up', () => {
    expect(transitionFor(running, 'reboot')).toBe('restarting');
    expect(transitionFor(stopped, 'reboot')).toBe('restarting');
  });

  it('knows where each transition leads', () => {
    expect(targetPowerState({ ...running, transition: 'stopping' })).toBe('stopped');
    expect(targetPowerState({ ...stopped, transition: 'installing' })).toBe('running');
  });
});

describe('powerStatus', () => {
  it('reports uptime in whole seconds while running', () => {
    expect(powerStatus(machine(running), at(1999))).toEqual({ currentStatus: 'running', uptimeSeconds: 61 });
  });

  it('shows transitions by name, restarting as starting, with no uptime', () => {
    const inProgress = (transition: PowerFields['transition']) =>
      powerStatus(machine({ ...running, transition, transition_until: at(1) }), T0);
    expect(inProgress('starting')).toEqual({ currentStatus: 'starting', uptimeSeconds: null });
    expect(inProgress('stopping')).toEqual({ currentStatus: 'stopping', uptimeSeconds: null });
    expect(inProgress('restarting')).toEqual({ currentStatus: 'starting', uptimeSeconds: null });
    expect(inProgress('installing')).toEqual({ currentStatus: 'installing', uptimeSeconds: null });
    expect(powerStatus(machine(stopped), T0)).toEqual({ currentStatus: 'stopped', uptimeSeconds: null });
  });

  it('shows suspended and terminated over any power state', () => {
    expect(powerStatus(machine(running, { suspended: true }), T0).currentStatus).toBe('suspended');
    expect(powerStatus(machine(running, { suspended: true, terminated: true }), T0)).toEqual({
      currentStatus: 'terminated',
      uptimeSeconds: null,
    });
  });
});

describe('remainingMs', () => {
  it('answers the time left, and at least 1 ms', () => {
    expect(remainingMs({ ...stopped, transition: 'installing', transition_until: at(2500) }, T0)).toBe(2500);
    expect(remainingMs({ ...stopped, transition: 'installing', transition_until: at(-10) }, T0)).toBe(1);
  });
});
