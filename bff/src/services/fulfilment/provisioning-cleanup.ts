/**
 * The cleanup of a provisioning that failed for good: enqueued in the transaction that marks the
 * order FAILED, it asks the driver to remove whatever the create had made (the machine, its
 * addresses), step by step like any provider operation, so nothing leaks and a retry by
 * create-service (whose create starts from state null) builds afresh. It only acts while the order
 * is still FAILED: once a retry has begun, the new create owns the service's resources. A
 * retriable failure is retried with backoff; a final one is audited and leaves things as they were.
 */
import { normalizeRow } from '@shop/db';
import type { Json } from '@shop/db';
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';
import type { JobDefinition } from '../../jobs/types.ts';
import type { StepState } from '../../providers/types.ts';
import { writeAudit } from '../shared/audit.ts';
import type { FulfilmentDeps } from './deps.ts';
import { driverOf, jobErrorOf, machineSpecOf } from './provider-operations.ts';

export const PROVISIONING_CLEANUP_JOB = 'provisioning-cleanup';

interface CleanupPayload {
  serviceId: string;
  /** The failed create's last step state (what it had made). */
  created: StepState | null;
  /** The cleanup's own step state. */
  state: StepState | null;
}

/** How long a new create waits before it looks again at a cleanup still under way. */
export const CLEANUP_WAIT_MS = 5_000;

/** Whether a cleanup of this service is queued or running (a DEAD or DONE one is over). */
export async function cleanupPending(knex: Knex, serviceId: string): Promise<boolean> {
  const job = await knex('jobs')
    .where({ name: PROVISIONING_CLEANUP_JOB, status: 'QUEUED' })
    .where('payload', 'like', `%${serviceId}%`)
    .first('id');
  return job !== undefined;
}

export async function enqueueProvisioningCleanup(
  trx: Knex,
  serviceId: string,
  created: StepState | null,
): Promise<void> {
  const payload: CleanupPayload = { serviceId, created, state: null };
  await enqueueJob(trx, PROVISIONING_CLEANUP_JOB, payload as unknown as Json);
}

export function provisioningCleanupJob(deps: FulfilmentDeps): JobDefinition {
  const { knex } = deps;
  return {
    async run(json, context) {
      const payload = json as unknown as CleanupPayload;
      const service = normalizeRow(
        'services',
        await knex('services').where({ id: payload.serviceId }).first(),
      );
      if (!service) return;
      const order = normalizeRow('orders', await knex('orders').where({ id: service.order_id }).first());
      // A retry's create waits for this cleanup, so only a machine already in use is left alone.
      if (!order || order.status === 'ACTIVE' || service.provider_ref !== '') {
        context.log.warn(
          { serviceId: service.id },
          'provisioning cleanup skipped: the service has its machine',
        );
        return;
      }
      let step;
      try {
        step = await driverOf(deps, service).abandon(
          await machineSpecOf(knex, service),
          payload.created,
          payload.state,
        );
      } catch (err) {
        throw jobErrorOf(err);
      }
      if (!step.done) {
        return {
          again: { inMs: step.retryInMs, payload: { ...payload, state: step.state } as unknown as Json },
        };
      }
      await writeAudit(knex, {
        actorUserId: null,
        action: 'service.provisioning_cleaned_up',
        entity: 'service',
        entityId: service.id,
        data: { orderId: service.order_id, provider: service.provider },
      });
    },

    async onDead(json, reason) {
      const payload = json as unknown as CleanupPayload;
      await writeAudit(knex, {
        actorUserId: null,
        action: 'service.provisioning_cleanup_failed',
        entity: 'service',
        entityId: payload.serviceId,
        data: { reason },
      });
    },
  };
}
