import Boom from '@hapi/boom';
import { normalizeRow } from '@shop/db';
import type { MachineSshKey } from '@shop/db';
import { draftKvmOrder as checkKvmOrder } from '@shop/domain';
import { checkHostname } from '@shop/domain/hostnames';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { chosenSshKeys } from '../ssh-keys/index.ts';
import type { OrderDraft } from './draft.ts';
import { acceptedDraft } from './draft.ts';

export type CreateKvmOrderRequest = components['schemas']['CreateKvmOrderRequest'];

/**
 * A KVM order checked against the catalog by domain's rules (draftKvmOrder): the plan exists and
 * is on sale (404), IPv4, bandwidth and duration are values the plan's sliders allow (400, naming
 * the field), and the operating system is one of this plan's (422). Specifications are the
 * catalog's; the client's copies of cores, memory, names and prices are ignored. The hostname and
 * the SSH keys are checked too (machineAccessOf).
 */
export async function draftKvmOrder(
  db: Knex,
  input: CreateKvmOrderRequest,
  /** The customer ordering a new machine; absent for a renewal, which has no access of its own. */
  userId?: string,
): Promise<OrderDraft> {
  const row = normalizeRow('kvm_packages', await db('kvm_packages').where({ id: input.id }).first());
  const plan = row?.is_active ? row : undefined;
  const os = plan
    ? normalizeRow(
        'os_options',
        await db('os_options').where({ id: input.osId, kvm_package_id: plan.id }).first(),
      )
    : undefined;
  const draft = acceptedDraft(
    checkKvmOrder(
      plan && {
        displayname: plan.displayname,
        cores: plan.cores,
        cputype: plan.cputype,
        ghzBase: plan.ghz_base,
        ghzTurbo: plan.ghz_turbo,
        memoryMb: plan.memory_mb,
        diskMb: plan.disk_mb,
        trafficTb: plan.traffic_tb,
        ipv4Included: plan.ipv4_included,
        priceSantim: plan.price_santim,
      },
      os,
      input.specifications,
    ),
  );
  return {
    ...draft,
    ...(userId === undefined ? {} : { access: await machineAccessOf(db, userId, input) }),
    type: 'KVM',
    line: plan!.line,
    kvmPackageId: plan!.id,
    osOptionId: os!.id,
    gameId: null,
    gameVersionId: null,
    specifications: { ...draft.specifications },
  };
}

/**
 * The hostname (400 unless RFC 1123; null: the default) and copies of the chosen SSH keys (400
 * for a key that is not the customer's) of a KVM order or reinstall (issue 39).
 */
export async function machineAccessOf(
  db: Knex,
  userId: string,
  input: { hostname?: string; sshKeyIds?: string[] },
): Promise<{ hostname: string | null; sshKeys: MachineSshKey[] }> {
  let hostname: string | null = null;
  if (input.hostname !== undefined && input.hostname.trim() !== '') {
    const checked = checkHostname(input.hostname);
    if (!checked.ok) throw Boom.badRequest(checked.message);
    hostname = checked.hostname;
  }
  const keys = await chosenSshKeys(db, userId, input.sshKeyIds ?? []);
  return {
    hostname,
    sshKeys: keys.map((k) => ({
      name: k.name,
      type: k.type,
      fingerprint: k.fingerprint,
      publicKey: k.public_key,
    })),
  };
}
