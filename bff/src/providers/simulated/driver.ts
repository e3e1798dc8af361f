/**
 * The simulated driver: machines that exist only as rows of simulated_machines, so the shop
 * sells, fulfils and manages services without any panel. Transitions take configured times and
 * settle lazily (see machine-state.ts); every address comes from the simulated pool and is never
 * handed out twice, not even after a machine is terminated.
 *
 * Power actions answer at once with the status right after the call ('starting' while a start
 * takes time). While an install (create or reinstall) runs, a power action waits for it to end.
 */
import { isUniqueViolation, newId, now as dbNow } from '@shop/db';
import type { SimulatedMachineRow } from '@shop/db';
import type { Knex } from 'knex';
import { allocateIps, findLiveIps, IpPoolExhaustedError, releaseIp } from '../ip-pool.ts';
import { done, GuestAgentUnavailableError, ProviderError, wait } from '../types.ts';
import type {
  CreatedMachine,
  Machine,
  MachineSpec,
  PowerAction,
  PowerStatus,
  ProviderDriver,
  Step,
} from '../types.ts';
import { begin, powerStatus, remainingMs, settle, transitionFor } from './machine-state.ts';
import type { PowerFields, Transition } from './machine-state.ts';
import { openSimulatedGameConsole, openSimulatedTerminal } from './console.ts';
import { randomPassword } from './password.ts';
import { openSimulatedVnc } from './rfb.ts';
import { defaultPort } from './ports.ts';
import {
  findMachineById,
  deleteMachineOfService,
  findMachineByService,
  insertMachine,
  SIMULATED_IP6_POOL,
  SIMULATED_POOL,
  updateMachine,
} from './store.ts';
import type { MachineChanges } from './store.ts';

export interface SimulatedDriverOptions {
  knex: Knex;
  delays: {
    /** How long start, stop, shutdown and reboot take. */
    transitionMs: number;
    /** How long a create or a reinstall takes. */
    createMs: number;
  };
  /** The IPv4 addresses machines get, lowest free first (inclusive). */
  ipPool: { first: string; last: string };
  /** The IPv6 addresses of IPv6 plans' machines, lowest free first (inclusive). */
  ip6Pool: { first: string; last: string };
  /** The clock (tests inject one). */
  now?: () => Date;
}

/** 'sim-' and 8 hex characters of the machine id: what users see as the service's id. */
export function simulatedProviderRef(machineId: string): string {
  return `sim-${machineId.replace(/-/g, '').slice(0, 8).toLowerCase()}`;
}

/** Refuses, for good, a machine that is gone, or one that is suspended unless the action allows it. */
function assertUsable(row: SimulatedMachineRow, ref: string, options: { whileSuspended: boolean }): void {
  if (row.terminated) throw new ProviderError(`Simulated machine ${ref} is terminated`, { retriable: false });
  if (row.suspended && !options.whileSuspended) {
    throw new ProviderError(`Simulated machine ${ref} is suspended`, { retriable: false });
  }
}

export function createSimulatedDriver(options: SimulatedDriverOptions): ProviderDriver {
  const { knex, delays, ipPool, ip6Pool } = options;
  const now = options.now ?? (() => dbNow());

  /** The row with a finished transition applied (and written, so the next reader agrees). */
  async function settled(row: SimulatedMachineRow): Promise<SimulatedMachineRow> {
    const at = now();
    const changes = settle(row, at);
    if (!changes) return row;
    await updateMachine(knex, row.id, { ...changes, updated_at: at }, row.transition);
    return { ...row, ...changes };
  }

  async function load(machine: Machine): Promise<SimulatedMachineRow> {
    const machineId = machine.data.machineId;
    if (typeof machineId !== 'string') {
      throw new ProviderError(`Simulated machine ${machine.providerRef} carries no machineId`, {
        retriable: false,
      });
    }
    const row = await findMachineById(knex, machineId);
    if (!row) {
      throw new ProviderError(`Simulated machine ${machine.providerRef} does not exist`, {
        retriable: false,
        status: 404,
      });
    }
    return settled(row);
  }

  async function write(row: SimulatedMachineRow, changes: MachineChanges): Promise<SimulatedMachineRow> {
    const updatedAt = now();
    await updateMachine(knex, row.id, { ...changes, updated_at: updatedAt });
    return { ...row, ...changes, updated_at: updatedAt };
  }

  async function beginTransition(
    row: SimulatedMachineRow,
    transition: Transition,
    durationMs: number,
    extra: MachineChanges = {},
  ): Promise<SimulatedMachineRow> {
    const fields: PowerFields = begin(row, transition, now(), durationMs);
    return write(row, { ...fields, ...extra });
  }

  /** Every address the machine's service holds: its IPv4 addresses, then its IPv6 one. */
  async function addressesOf(row: SimulatedMachineRow): Promise<string[]> {
    const v4 = await findLiveIps(knex, { pool: SIMULATED_POOL, serviceId: row.service_id });
    const v6 = await findLiveIps(knex, { pool: SIMULATED_IP6_POOL, serviceId: row.service_id });
    const all = [...v4, ...v6];
    return all.length > 0 ? all : [row.ip];
  }

  async function created(row: SimulatedMachineRow): Promise<CreatedMachine> {
    const kvm = row.family === 'KVM';
    const addresses = await addressesOf(row);
    return {
      providerRef: simulatedProviderRef(row.id),
      data: { machineId: row.id },
      connection: {
        ip: addresses[0]!,
        addresses,
        port: row.port,
        user: kvm ? 'root' : null,
        // Not stored: the caller keeps it (encrypted), and a simulated machine checks no password.
        password: kvm ? randomPassword() : null,
      },
    };
  }

  /**
   * The service's addresses, the ones it holds already (a create that died after taking them takes
   * the same again) and new ones for the rest: the order's IPv4 count (a game server gets one of
   * its own), and one IPv6 address on IPv6 plans.
   */
  async function takeAddresses(spec: MachineSpec): Promise<string[]> {
    const ipv4Count = spec.family === 'KVM' ? (spec.ipCount ?? 1) : 1;
    const take = async (
      pool: string,
      range: { first: string; last: string },
      count: number,
      setting: string,
    ) => {
      try {
        return await allocateIps(knex, {
          pool,
          ...range,
          serviceId: spec.serviceId,
          count,
          reuseReleased: false,
        });
      } catch (err) {
        // Never retriable: the simulated pools get no address back, only a larger pool helps.
        if (err instanceof IpPoolExhaustedError) {
          throw new ProviderError(`${err.message}; widen ${setting}`, { retriable: false, cause: err });
        }
        throw err;
      }
    };
    const v4 = await take(SIMULATED_POOL, ipPool, ipv4Count, 'SIMULATED_IP_POOL');
    const v6 = spec.ipv6 ? await take(SIMULATED_IP6_POOL, ip6Pool, 1, 'SIMULATED_IP6_POOL') : [];
    const all = [...v4, ...v6];
    if (all.length === 0) {
      throw new ProviderError(`Service ${spec.serviceId} has neither an IPv4 nor an IPv6 address to get`);
    }
    return all;
  }

  /** Takes an address and writes the machine, installing until now + createMs. */
  async function provision(spec: MachineSpec): Promise<SimulatedMachineRow> {
    const [ip] = await takeAddresses(spec);
    const at = now();
    const row: SimulatedMachineRow = {
      id: newId(),
      service_id: spec.serviceId,
      family: spec.family,
      hostname: spec.hostname,
      ip: ip!,
      port: defaultPort(spec.family, spec.game),
      os: spec.os,
      power_state: 'stopped',
      transition: 'installing',
      transition_until: new Date(at.getTime() + Math.max(0, delays.createMs)),
      running_since: null,
      suspended: false,
      terminated: false,
      created_at: at,
      updated_at: at,
    };
    try {
      await insertMachine(knex, row);
      return row;
    } catch (err) {
      // The same create running twice at once: the other one wrote the machine, resume from it.
      if (!isUniqueViolation(err)) throw err;
      const existing = await findMachineByService(knex, spec.serviceId);
      if (!existing) throw err;
      return existing;
    }
  }

  return {
    name: 'simulated',

    async create(spec): Promise<Step<CreatedMachine>> {
      // Keyed by the service, not by the step's state: a retried first step finds the machine
      // its earlier attempt wrote and takes no second address.
      const existing = await findMachineByService(knex, spec.serviceId);
      const row = await settled(existing ?? (await provision(spec)));
      if (row.terminated) {
        throw new ProviderError(`The simulated machine of service ${spec.serviceId} was terminated`, {
          retriable: false,
        });
      }
      if (row.transition === 'installing') return wait({ machineId: row.id }, remainingMs(row, now()));
      return done(await created(row));
    },

    async status(machine): Promise<PowerStatus> {
      return powerStatus(await load(machine), now());
    },

    async openConsole(machine, kind, sink) {
      const row = await load(machine);
      assertUsable(row, machine.providerRef, { whileSuspended: false });
      if (powerStatus(row, now()).currentStatus !== 'running') {
        throw new ProviderError(`Simulated machine ${machine.providerRef} is not running`, {
          retriable: false,
        });
      }
      const facts = {
        hostname: row.hostname,
        addresses: await addressesOf(row),
        os: row.os,
        runningSince: row.running_since,
        now,
      };
      if (kind === 'terminal' && row.family === 'KVM') return openSimulatedTerminal(facts, sink);
      if (kind === 'game' && row.family === 'GAME') return openSimulatedGameConsole(facts, sink);
      if (kind === 'vnc' && row.family === 'KVM') {
        const v4 = facts.addresses.filter((a) => !a.includes(':'));
        return openSimulatedVnc(
          [
            'Abay Cloud simulated BIOS',
            '',
            `Booting ${row.os ?? 'Linux'} ...`,
            '[ OK ] Reached target Multi-User System.',
            '',
            `${row.hostname} login: _`,
            '',
            `IPv4: ${v4.join(' ') || '-'}`,
          ],
          row.hostname,
          sink,
        );
      }
      throw new ProviderError(`Simulated machine ${machine.providerRef} has no ${kind} console`, {
        retriable: false,
      });
    },

    async power(machine, action: PowerAction): Promise<Step<PowerStatus>> {
      let row = await load(machine);
      assertUsable(row, machine.providerRef, { whileSuspended: false });
      if (row.transition === 'installing') return wait({ action }, remainingMs(row, now()));
      const transition = transitionFor(row, action);
      if (transition) row = await beginTransition(row, transition, delays.transitionMs);
      return done(powerStatus(row, now()));
    },

    async reinstall(machine, spec): Promise<Step<CreatedMachine>> {
      const row = await load(machine);
      assertUsable(row, machine.providerRef, { whileSuspended: false });
      const reinstalled = await beginTransition(row, 'installing', delays.createMs, {
        os: spec.os ?? row.os,
      });
      return done(await created(reinstalled));
    },

    // Issue 39: the simulated machine's guest agent answers while it runs (no reboot).
    async setUserPassword(machine): Promise<void> {
      const row = await load(machine);
      assertUsable(row, machine.providerRef, { whileSuspended: false });
      if (powerStatus(row, now()).currentStatus !== 'running') {
        throw new GuestAgentUnavailableError(`simulated: ${machine.providerRef} is not running`);
      }
    },

    async cloudInitPassword(machine): Promise<Step<null>> {
      const row = await load(machine);
      assertUsable(row, machine.providerRef, { whileSuspended: false });
      await beginTransition(row, 'starting', delays.transitionMs);
      return done(null);
    },

    async suspend(machine): Promise<Step<null>> {
      const row = await load(machine);
      assertUsable(row, machine.providerRef, { whileSuspended: true });
      if (!row.suspended) {
        await write(row, {
          suspended: true,
          power_state: 'stopped',
          transition: null,
          transition_until: null,
          running_since: null,
        });
      }
      return done(null);
    },

    async unsuspend(machine): Promise<Step<null>> {
      const row = await load(machine);
      assertUsable(row, machine.providerRef, { whileSuspended: true });
      if (row.suspended) {
        await beginTransition(row, 'starting', delays.transitionMs, { suspended: false });
      }
      return done(null);
    },

    async terminate(machine): Promise<Step<null>> {
      const row = await load(machine);
      if (!row.terminated) {
        await write(row, {
          terminated: true,
          power_state: 'stopped',
          transition: null,
          transition_until: null,
          running_since: null,
        });
      }
      // Released (the allocations keep their history); the simulated pools never hand them out again.
      await releaseIp(knex, { pool: SIMULATED_POOL, serviceId: row.service_id });
      await releaseIp(knex, { pool: SIMULATED_IP6_POOL, serviceId: row.service_id });
      return done(null);
    },

    /** A failed create's machine is removed (so a retry builds a new one) and its addresses released. */
    async abandon(spec): Promise<Step<null>> {
      await deleteMachineOfService(knex, spec.serviceId);
      await releaseIp(knex, { pool: SIMULATED_POOL, serviceId: spec.serviceId });
      await releaseIp(knex, { pool: SIMULATED_IP6_POOL, serviceId: spec.serviceId });
      return done(null);
    },
  };
}
