/**
 * A KVM server's root password, reset by its owner (issue 39): generated here (24 characters),
 * set through the QEMU guest agent without a restart, or, when the agent does not answer and the
 * customer accepted it, through cloud-init with a restart. Answered once, stored encrypted like
 * the first one, never mailed: the mail says when and from which address. Audited; at most 5
 * resets of one server in 24 hours (counted in the audit log, which every instance shares).
 */
import { randomInt } from 'node:crypto';
import Boom from '@hapi/boom';
import { now, nowMs } from '@shop/db';
import { SERVER_MESSAGES, serviceStatusOf } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import { GuestAgentUnavailableError, ProviderError } from '../../providers/types.ts';
import { writeAudit } from '../shared/audit.ts';
import { decryptConnection, encryptConnection } from '../connection-crypto.ts';
import { isClaimed, livePowerStatus, ownService } from '../fulfilment/customer-services.ts';
import type { FulfilmentDeps } from '../fulfilment/deps.ts';
import { notifyPasswordChanged } from '../notifications/customer-notices.ts';
import { driverOf, machineOf, runOperationNow } from '../fulfilment/provider-operations.ts';

export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];
export type ResetPasswordResponse = components['schemas']['ResetPasswordResponse'];

export const PASSWORD_RESETS_PER_DAY = 5;
export const RESET_PASSWORD_LENGTH = 24;
export const GUEST_AGENT_UNAVAILABLE = 'guest_agent_unavailable';
const DAY_MS = 86_400_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A new root password: 24 characters of letters and digits (no look-alikes), about 140 bits. */
export function generateRootPassword(): string {
  let out = '';
  for (let i = 0; i < RESET_PASSWORD_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export async function resetServicePassword(
  deps: FulfilmentDeps,
  userId: string,
  id: string,
  request: ResetPasswordRequest,
  clientAddress: string,
): Promise<ResetPasswordResponse> {
  const row = await ownService(deps.knex, userId, id);
  if (row.type !== 'KVM') throw Boom.conflict(SERVER_MESSAGES.passwordResetKvmOnly);
  const method = request.method ?? 'agent';
  if (method === 'cloud-init' && request.reboot !== true) {
    throw Boom.badRequest(SERVER_MESSAGES.passwordResetRebootRequired);
  }
  const active = serviceStatusOf({ status: row.status, terminatedAt: row.terminated_at }) === 'ACTIVE';
  const live = active && !isClaimed(row) ? await livePowerStatus(deps, row) : null;
  if ((live?.currentStatus ?? row.current_status) !== 'running' || !active || isClaimed(row)) {
    throw Boom.conflict(SERVER_MESSAGES.passwordResetNotRunning);
  }
  const since = new Date(nowMs() - DAY_MS);
  const { count } = (await deps
    .knex('audit_log')
    .where({ action: 'service.password_reset', entity: 'service', entity_id: row.id })
    .where('created_at', '>', since)
    .count({ count: '*' })
    .first()) as { count: number | string };
  if (Number(count) >= PASSWORD_RESETS_PER_DAY) {
    const error = Boom.tooManyRequests(SERVER_MESSAGES.passwordResetLimit);
    error.output.headers['Retry-After'] = String(DAY_MS / 1000);
    throw error;
  }

  const connection = decryptConnection(row.connection_encrypted, deps.connectionSecret);
  if (!connection) throw Boom.conflict(SERVER_MESSAGES.passwordResetNotRunning);
  const password = generateRootPassword();
  const user = connection.user ?? 'root';
  const driver = driverOf(deps, row);
  if (method === 'agent') {
    try {
      if (!driver.setUserPassword) throw new GuestAgentUnavailableError(`${driver.name}: no guest agent`);
      await driver.setUserPassword(machineOf(row), user, password);
    } catch (err) {
      if (err instanceof GuestAgentUnavailableError) {
        throw Boom.conflict(SERVER_MESSAGES.passwordResetAgentDown, { code: GUEST_AGENT_UNAVAILABLE });
      }
      deps.log.warn({ err, serviceId: row.id }, 'provider refused a password reset');
      throw err instanceof ProviderError && err.retriable
        ? Boom.serverUnavailable(SERVER_MESSAGES.providerRefused)
        : Boom.conflict(SERVER_MESSAGES.providerRefused);
    }
  }
  const at = now();
  const stored = { ...connection, password };
  await deps.knex.transaction(async (trx) => {
    await trx('services')
      .where({ id: row.id })
      .update({ connection_encrypted: encryptConnection(stored, deps.connectionSecret), updated_at: at });
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'service.password_reset',
      entity: 'service',
      entityId: row.id,
      data: { method, address: clientAddress },
    });
    await notifyPasswordChanged(trx, row, { at, address: clientAddress, appUrl: deps.appUrl });
  });
  if (method === 'cloud-init') {
    // The password is stored first: the operation's steps read it from the service, not the job.
    try {
      await runOperationNow(
        deps,
        { ...row, connection_encrypted: encryptConnection(stored, deps.connectionSecret) },
        { op: 'cloud-init-password' },
      );
    } catch (err) {
      await deps
        .knex('services')
        .where({ id: row.id })
        .update({ connection_encrypted: row.connection_encrypted });
      deps.log.warn({ err, serviceId: row.id }, 'provider refused a cloud-init password');
      throw err instanceof ProviderError && err.retriable
        ? Boom.serverUnavailable(SERVER_MESSAGES.providerRefused)
        : Boom.conflict(SERVER_MESSAGES.providerRefused);
    }
  }
  return { password };
}
