import Boom from '@hapi/boom';
import { normalizeRow } from '@shop/db';
import { DURATION_BOUNDS, kvmSliderBounds, priceKvm } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { OrderDraft } from './orders-draft.ts';
import { assertOnSlider, ORDER_MESSAGES } from './orders-draft.ts';

export type CreateKvmOrderRequest = components['schemas']['CreateKvmOrderRequest'];

/**
 * A KVM order checked against the catalog: the plan exists and is on sale (404), IPv4, bandwidth
 * and duration are values the plan's sliders allow (400, naming the field), and the operating
 * system is one of this plan's (422). Specifications are the catalog's; the client's copies of
 * cores, memory, names and prices are ignored.
 */
export async function draftKvmOrder(db: Knex, input: CreateKvmOrderRequest): Promise<OrderDraft> {
  const plan = normalizeRow('kvm_packages', await db('kvm_packages').where({ id: input.id }).first());
  if (!plan || !plan.is_active) throw Boom.notFound(ORDER_MESSAGES.planNotFound);

  const { ipv4, traffic, duration: days } = input.specifications;
  const bounds = kvmSliderBounds({ ipv4: plan.ipv4_included, traffic: plan.traffic_tb });
  assertOnSlider('specifications.ipv4', ipv4, bounds.ipv4);
  assertOnSlider('specifications.traffic', traffic, bounds.traffic);
  assertOnSlider('specifications.duration', days, DURATION_BOUNDS);

  const os = normalizeRow(
    'os_options',
    await db('os_options').where({ id: input.osId, kvm_package_id: plan.id }).first(),
  );
  if (!os) throw Boom.badData(ORDER_MESSAGES.osNotOffered);

  return {
    type: 'KVM',
    serviceName: plan.displayname,
    line: plan.line,
    kvmPackageId: plan.id,
    osOptionId: os.id,
    gameId: null,
    gameVersionId: null,
    days,
    specifications: {
      os: os.displayname,
      osId: os.id,
      cores: plan.cores,
      cpuType: plan.cputype,
      baseSpeed: plan.ghz_base,
      turboSpeed: plan.ghz_turbo,
      memory: plan.memory_mb,
      disk: plan.disk_mb,
      ipv4,
      traffic,
      duration: days,
    },
    price: (couponPercent) =>
      priceKvm({
        planPriceSantim: plan.price_santim,
        includedIpv4: plan.ipv4_included,
        includedTrafficTb: plan.traffic_tb,
        ipv4,
        trafficTb: traffic,
        days,
        couponPercent,
      }),
  };
}
