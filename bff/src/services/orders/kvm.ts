import { normalizeRow } from '@shop/db';
import { draftKvmOrder as checkKvmOrder } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { machineAccessOf } from '../ssh-keys/index.ts';
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
