/**
 * The provisioning job: builds a service's machine on its provider, step by step (each step's
 * state is kept on the job, so a restart resumes where it stopped). Ready: the credentials are
 * stored encrypted, the order becomes ACTIVE and the owner gets the "server ready" mail. Failed
 * (a final provider error, or retries exhausted): the order becomes FAILED with the reason, which
 * the admin sees, the cleanup job removes what the create had made (provisioning-cleanup.ts), and
 * create-service may be retried: its new job starts from state null.
 */
import { normalizeRow, now, toDbJson } from '@shop/db';
import type { Json } from '@shop/db';
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';
import type { JobDefinition } from '../../jobs/types.ts';
import type { StepState } from '../../providers/types.ts';
import { alertProvisioningFailed } from '../notifications/admin-alerts.ts';
import { writeAudit } from '../shared/audit.ts';
import { encryptConnection } from '../connection-crypto.ts';
import type { FulfilmentDeps } from './deps.ts';
import { gameAddressColumn } from './game-address.ts';
import { notifyServerReady } from '../notifications/customer-notices.ts';
import { driverOf, enqueueOperation, jobErrorOf, machineSpecOf } from './provider-operations.ts';
import { CLEANUP_WAIT_MS, cleanupPending, enqueueProvisioningCleanup } from './provisioning-cleanup.ts';

export const PROVISION_JOB = 'provision-service';

interface ProvisionPayload {
  serviceId: string;
  state: StepState | null;
}

export async function enqueueProvisioning(trx: Knex, serviceId: string): Promise<void> {
  const payload: ProvisionPayload = { serviceId, state: null };
  await enqueueJob(trx, PROVISION_JOB, payload as unknown as Json);
}

export function provisioningJob(deps: FulfilmentDeps): JobDefinition {
  const { knex } = deps;
  return {
    async run(json) {
      const payload = json as unknown as ProvisionPayload;
      const service = normalizeRow(
        'services',
        await knex('services').where({ id: payload.serviceId }).first(),
      );
      if (!service) return;
      const order = normalizeRow('orders', await knex('orders').where({ id: service.order_id }).first());
      // Only a PROVISIONING order is built (an admin may have cancelled it meanwhile).
      if (order?.status !== 'PROVISIONING') return;
      // A retry starts once the cleanup of the failed attempt is over, so it cannot remove this build.
      if (payload.state === null && (await cleanupPending(knex, service.id))) {
        return { again: { inMs: CLEANUP_WAIT_MS } };
      }

      let step;
      try {
        step = await driverOf(deps, service).create(await machineSpecOf(knex, service), payload.state);
      } catch (err) {
        throw jobErrorOf(err);
      }
      if (!step.done) {
        return {
          again: { inMs: step.retryInMs, payload: { ...payload, state: step.state } as unknown as Json },
        };
      }

      const machine = step.result;
      let currentStatus = 'running';
      try {
        currentStatus = (await driverOf(deps, service).status(machine)).currentStatus;
      } catch (err) {
        deps.log.warn({ err, serviceId: service.id }, 'provider status unavailable after provisioning');
      }
      await knex.transaction(async (trx) => {
        const at = now();
        await trx('services')
          .where({ id: service.id })
          .update({
            provider_ref: machine.providerRef,
            provider_data: toDbJson(machine.data),
            connection_encrypted: encryptConnection(machine.connection, deps.connectionSecret),
            game_address: gameAddressColumn(service.type, machine.connection),
            current_status: currentStatus,
            updated_at: at,
          });
        const activated = await trx('orders')
          .where({ id: service.order_id, status: 'PROVISIONING' })
          .update({ status: 'ACTIVE', failure_reason: null, updated_at: at });
        await writeAudit(trx, {
          actorUserId: null,
          action: 'service.provisioned',
          entity: 'service',
          entityId: service.id,
          data: {
            orderId: service.order_id,
            providerRef: machine.providerRef,
            orderActivated: activated === 1,
          },
        });
        const ready = normalizeRow('services', await trx('services').where({ id: service.id }).first())!;
        // Suspended (or expired) by the time it was built: it does not stay up.
        if (ready.status !== 'ACTIVE') await enqueueOperation(trx, ready.id, { op: 'suspend' });
        await notifyServerReady(trx, ready, machine.connection, deps.appUrl);
      });
    },

    async onDead(json, reason, context) {
      const payload = json as unknown as ProvisionPayload;
      await knex.transaction(async (trx) => {
        const service = normalizeRow(
          'services',
          await trx('services').where({ id: payload.serviceId }).first(),
        );
        if (!service) return;
        const at = now();
        await trx('services').where({ id: service.id }).update({ current_status: 'failed', updated_at: at });
        const failed = await trx('orders')
          .where({ id: service.order_id, status: 'PROVISIONING' })
          .update({ status: 'FAILED', failure_reason: reason.slice(0, 2000), updated_at: at });
        // Whatever the create had made is removed through the driver, so nothing leaks.
        if (failed === 1) await enqueueProvisioningCleanup(trx, service.id, payload.state);
        await writeAudit(trx, {
          actorUserId: null,
          action: 'service.provisioning_failed',
          entity: 'service',
          entityId: service.id,
          data: { orderId: service.order_id, reason, cleanupQueued: failed === 1 },
        });
        await alertProvisioningFailed(trx, {
          serviceId: service.id,
          orderId: service.order_id,
          serviceName: service.service_name,
          reason,
          jobId: context.jobId,
        });
      });
    },
  };
}
