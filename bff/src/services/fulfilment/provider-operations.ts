/**
 * Running provider operations on a service's machine: the first step right away (so a customer's
 * action answers the provider's state), the rest in a durable job when the provider needs longer
 * (a Proxmox task), and admin or scheduled changes entirely through the job, enqueued in the
 * transaction that changes the service, so the database and the provider cannot drift apart
 * after a crash.
 */
import { normalizeRow, now, nowMs, toDbJson } from '@shop/db';
import { lineIncludesIpv6 } from '@shop/domain';
import type { Json, MachineSshKey, ServiceRow } from '@shop/db';
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';
import { PermanentJobError } from '../../jobs/types.ts';
import type { JobDefinition } from '../../jobs/types.ts';
import type {
  CreatedMachine,
  DriverName,
  Machine,
  MachineAccess,
  MachineSpec,
  PowerAction,
  PowerStatus,
  ProviderDriver,
  Step,
  StepState,
} from '../../providers/types.ts';
import { ProviderError } from '../../providers/types.ts';
import { writeAudit } from '../shared/audit.ts';
import { decryptConnection, encryptConnection } from '../connection-crypto.ts';
import type { FulfilmentDeps } from './deps.ts';
import { gameAddressColumn } from './game-address.ts';

export type ProviderOperation =
  | { op: 'power'; action: PowerAction }
  | {
      op: 'reinstall';
      os: string | null;
      /** The hostname and key copies the machine is rebuilt with (issue 39); absent: the service's. */
      access?: { hostname: string; sshKeys: MachineSshKey[] };
    }
  /**
   * Issue 39: the root password through cloud-init, then a reboot. The password is the one the
   * service's stored connection holds (encrypted), never the job's payload.
   */
  | { op: 'cloud-init-password' }
  | { op: 'suspend' }
  | { op: 'unsuspend' }
  | { op: 'terminate' };

export const PROVIDER_OPERATION_JOB = 'provider-operation';

interface OperationPayload {
  serviceId: string;
  operation: ProviderOperation;
  state: StepState | null;
}

/** The power state shown while an operation is under way. */
const TRANSITIONAL: Record<string, string> = {
  start: 'starting',
  reboot: 'starting',
  stop: 'stopping',
  shutdown: 'stopping',
  reinstall: 'installing',
  suspend: 'stopping',
  unsuspend: 'starting',
  terminate: 'stopping',
  'cloud-init-password': 'starting',
};

export function transitionalStatus(operation: ProviderOperation): string {
  return TRANSITIONAL[operation.op === 'power' ? operation.action : operation.op] ?? 'pending';
}

export function driverOf(deps: FulfilmentDeps, service: Pick<ServiceRow, 'provider'>): ProviderDriver {
  return deps.providers.byName(service.provider as DriverName);
}

export function machineOf(service: ServiceRow): Machine {
  return { providerRef: service.provider_ref, data: (service.provider_data ?? {}) as StepState };
}

/** What the machine is built from: the service's specification and its owner. */
export async function machineSpecOf(db: Knex, service: ServiceRow): Promise<MachineSpec> {
  const owner = normalizeRow('users', await db('users').where({ id: service.user_id }).first());
  const plan: { line: string } | undefined = service.kvm_package_id
    ? await db('kvm_packages').where({ id: service.kvm_package_id }).first('line')
    : undefined;
  return {
    serviceId: service.id,
    family: service.type,
    hostname: `svc-${service.id.slice(0, 8)}`,
    owner: {
      id: service.user_id,
      email: owner?.email ?? `${service.user_id}@deleted.invalid`,
      username: owner?.username ?? 'customer',
    },
    os: service.os,
    cores: service.cores,
    memoryMb: service.memory_mb,
    diskMb: service.disk_mb,
    trafficTb: service.traffic_tb,
    ipCount: service.ipcount,
    // A plan taken off the catalog since keeps its addresses: the drivers keep them on a reinstall.
    ipv6: service.type === 'KVM' && lineIncludesIpv6(plan?.line),
    game: service.game,
    version: service.version,
    slots: service.slots,
    ...(service.type === 'KVM' && service.hostname !== null
      ? { access: machineAccess(service.hostname, service.ssh_keys ?? []) }
      : {}),
  };
}

/** What a driver gets of a machine's access: the hostname and the keys' OpenSSH lines. */
export function machineAccess(hostname: string, keys: readonly MachineSshKey[]): MachineAccess {
  return { hostname, sshKeys: keys.map((k) => k.publicKey) };
}

async function loadService(db: Knex, id: string): Promise<ServiceRow | undefined> {
  return normalizeRow('services', await db('services').where({ id }).first());
}

async function stepOf(
  deps: FulfilmentDeps,
  service: ServiceRow,
  operation: ProviderOperation,
  state: StepState | null,
): Promise<Step<unknown>> {
  const driver = driverOf(deps, service);
  const machine = machineOf(service);
  switch (operation.op) {
    case 'power':
      return driver.power(machine, operation.action, state);
    case 'reinstall':
      return driver.reinstall(
        machine,
        {
          ...(await machineSpecOf(deps.knex, service)),
          os: operation.os,
          ...(operation.access
            ? { access: machineAccess(operation.access.hostname, operation.access.sshKeys) }
            : {}),
        },
        state,
      );
    case 'cloud-init-password': {
      const password = decryptConnection(service.connection_encrypted, deps.connectionSecret)?.password;
      if (!driver.cloudInitPassword || !password) {
        throw new PermanentJobError(`service ${service.id}: no password to set through cloud-init`);
      }
      return driver.cloudInitPassword(machine, password, state);
    }
    case 'suspend':
      return driver.suspend(machine, state);
    case 'unsuspend':
      return driver.unsuspend(machine, state);
    case 'terminate':
      return driver.terminate(machine, state);
  }
}

/**
 * Records what a finished operation left: the power state, new credentials (and a game server's
 * address) after a reinstall, no address once terminated.
 */
async function applyResult(
  deps: FulfilmentDeps,
  service: ServiceRow,
  operation: ProviderOperation,
  result: unknown,
): Promise<void> {
  const update: Record<string, unknown> = { updated_at: now() };
  if (operation.op === 'power') {
    update.current_status = (result as PowerStatus).currentStatus;
  } else if (operation.op === 'reinstall') {
    const machine = result as CreatedMachine;
    update.connection_encrypted = encryptConnection(machine.connection, deps.connectionSecret);
    update.game_address = gameAddressColumn(service.type, machine.connection);
    update.provider_data = toDbJson(machine.data);
    update.os = operation.os;
    if (operation.access) {
      update.hostname = operation.access.hostname;
      update.ssh_keys = toDbJson(operation.access.sshKeys);
    }
    update.current_status = await currentStatusOf(deps, { ...service, provider_data: machine.data });
  } else if (operation.op === 'terminate') {
    update.current_status = 'terminated';
    update.game_address = null;
  } else {
    update.current_status = await currentStatusOf(deps, service);
  }
  await deps.knex('services').where({ id: service.id }).update(update);
}

async function currentStatusOf(deps: FulfilmentDeps, service: ServiceRow): Promise<string> {
  try {
    return (await driverOf(deps, service).status(machineOf(service))).currentStatus;
  } catch (err) {
    deps.log.warn({ err, serviceId: service.id }, 'provider status unavailable');
    return service.current_status;
  }
}

/**
 * Runs the first step of an operation now. Done: its result is recorded. Not done: the service
 * shows the transitional state and a job carries on from the returned step state.
 * A ProviderError reaches the caller (the route turns it into a 409 or 503).
 */
export async function runOperationNow(
  deps: FulfilmentDeps,
  service: ServiceRow,
  operation: ProviderOperation,
): Promise<void> {
  const step = await stepOf(deps, service, operation, null);
  if (step.done) {
    await applyResult(deps, service, operation, step.result);
    return;
  }
  await deps.knex.transaction(async (trx) => {
    await trx('services')
      .where({ id: service.id })
      .update({ current_status: transitionalStatus(operation), updated_at: now() });
    await enqueueOperation(trx, service.id, operation, step.state, step.retryInMs);
  });
}

/** Enqueues an operation in the caller's transaction (admin status changes, expiry, renewals). */
export async function enqueueOperation(
  trx: Knex,
  serviceId: string,
  operation: ProviderOperation,
  state: StepState | null = null,
  inMs = 0,
): Promise<void> {
  const payload: OperationPayload = { serviceId, operation, state };
  await enqueueJob(trx, PROVIDER_OPERATION_JOB, payload as unknown as Json, {
    runAt: new Date(nowMs() + inMs),
  });
}

/**
 * A suspend and an unsuspend of one service may run at once on two runners (a service expired and
 * renewed within one sweep): after either, the machine is brought to what the service's status
 * asks now (suspended unless ACTIVE), so the last word is the database's.
 */
async function reconcileSuspension(deps: FulfilmentDeps, serviceId: string, operation: ProviderOperation) {
  if (operation.op !== 'suspend' && operation.op !== 'unsuspend') return;
  const service = await loadService(deps.knex, serviceId);
  if (!service || service.terminated_at) return;
  const wanted = service.status === 'ACTIVE' ? 'unsuspend' : 'suspend';
  if (wanted !== operation.op) await enqueueOperation(deps.knex, serviceId, { op: wanted });
}

/** A provider failure as the job runner sees it: retried with backoff, or final. */
export function jobErrorOf(err: unknown): unknown {
  if (err instanceof ProviderError && !err.retriable)
    return new PermanentJobError(err.message, { cause: err });
  return err;
}

export function providerOperationJob(deps: FulfilmentDeps): JobDefinition {
  return {
    async run(json) {
      const payload = json as unknown as OperationPayload;
      const service = await loadService(deps.knex, payload.serviceId);
      // No machine yet (still provisioning): nothing to act on; provisioning applies the status.
      if (!service || service.provider_ref === '') return;
      let step: Step<unknown>;
      try {
        step = await stepOf(deps, service, payload.operation, payload.state);
      } catch (err) {
        throw jobErrorOf(err);
      }
      if (!step.done) {
        return {
          again: { inMs: step.retryInMs, payload: { ...payload, state: step.state } as unknown as Json },
        };
      }
      await applyResult(deps, service, payload.operation, step.result);
      await reconcileSuspension(deps, service.id, payload.operation);
    },
    async onDead(json, reason) {
      const payload = json as unknown as OperationPayload;
      const service = await loadService(deps.knex, payload.serviceId);
      // Asked before the transaction: a driver's own queries (the simulated machines, the address
      // pool) need a connection, and on SQLite the transaction would hold the only one.
      const currentStatus = service ? await currentStatusOf(deps, service) : null;
      await deps.knex.transaction(async (trx) => {
        if (service && currentStatus !== null) {
          await trx('services')
            .where({ id: service.id })
            .update({ current_status: currentStatus, updated_at: now() });
        }
        await writeAudit(trx, {
          actorUserId: null,
          action: 'service.provider_operation_failed',
          entity: 'service',
          entityId: payload.serviceId,
          data: { operation: payload.operation as unknown as Json, reason },
        });
      });
    },
  };
}
