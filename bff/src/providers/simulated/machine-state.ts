/**
 * The simulated machine's power rules, without the database: a machine has a settled power state
 * (running or stopped) and at most one transition in progress until a moment. Transitions settle
 * lazily: whoever reads the machine after `transition_until` applies the transition's target, so
 * no timer has to survive a restart.
 */
import type { SimulatedMachineRow } from '@shop/db';
import type { PowerAction, PowerStatus } from '../types.ts';

export type Transition = 'starting' | 'stopping' | 'restarting' | 'installing';

/** The columns a power change writes. */
export type PowerFields = Pick<
  SimulatedMachineRow,
  'power_state' | 'transition' | 'transition_until' | 'running_since'
>;

export type MachineState = PowerFields & Pick<SimulatedMachineRow, 'suspended' | 'terminated'>;

const TARGET: Record<Transition, SimulatedMachineRow['power_state']> = {
  starting: 'running',
  restarting: 'running',
  installing: 'running',
  stopping: 'stopped',
};

function isTransition(value: string | null): value is Transition {
  return value !== null && value in TARGET;
}

/** Where the machine is headed: the transition's target, or the settled state when none runs. */
export function targetPowerState(machine: PowerFields): SimulatedMachineRow['power_state'] {
  return isTransition(machine.transition) ? TARGET[machine.transition] : machine.power_state;
}

/**
 * The fields after a finished transition is applied, or null when nothing is due. A machine that
 * comes up counts its uptime from the end of the transition, not from whenever it was looked at.
 */
export function settle(machine: PowerFields, now: Date): PowerFields | null {
  if (machine.transition === null) return null;
  const until = machine.transition_until ?? now;
  if (until.getTime() > now.getTime()) return null;
  const target = targetPowerState(machine);
  return {
    power_state: target,
    transition: null,
    transition_until: null,
    running_since: target === 'running' ? until : null,
  };
}

/**
 * The fields once `transition` begins, already settled when it lasts 0 ms. An install wipes the
 * machine, so it is down (and its uptime gone) until the install ends.
 */
export function begin(
  machine: PowerFields,
  transition: Transition,
  now: Date,
  durationMs: number,
): PowerFields {
  const started: PowerFields = {
    ...machine,
    transition,
    transition_until: new Date(now.getTime() + Math.max(0, durationMs)),
    ...(transition === 'installing' ? { power_state: 'stopped', running_since: null } : {}),
  };
  return settle(started, now) ?? started;
}

/** The transition a power action begins, or null when the machine is already headed there. */
export function transitionFor(machine: PowerFields, action: PowerAction): Transition | null {
  const target = targetPowerState(machine);
  switch (action) {
    case 'start':
      return target === 'running' ? null : 'starting';
    case 'stop':
    case 'shutdown':
      return target === 'stopped' ? null : 'stopping';
    case 'reboot':
      // A reboot of a stopped machine brings it up, as a panel's "restart" button does.
      return 'restarting';
  }
}

/**
 * What the customer sees. 'restarting' shows as 'starting': the contract's states are running,
 * stopped, starting and stopping (plus installing, suspended), and a rebooting machine is one
 * on its way up. Uptime counts only while running.
 */
export function powerStatus(machine: MachineState, now: Date): PowerStatus {
  const currentStatus = machine.terminated
    ? 'terminated'
    : machine.suspended
      ? 'suspended'
      : machine.transition === 'restarting'
        ? 'starting'
        : (machine.transition ?? machine.power_state);
  const uptimeSeconds =
    currentStatus === 'running' && machine.running_since
      ? Math.max(0, Math.floor((now.getTime() - machine.running_since.getTime()) / 1000))
      : null;
  return { currentStatus, uptimeSeconds };
}

/** Milliseconds until the transition in progress ends (at least 1, so a caller always waits). */
export function remainingMs(machine: PowerFields, now: Date): number {
  const until = machine.transition_until?.getTime() ?? now.getTime();
  return Math.max(1, until - now.getTime());
}
