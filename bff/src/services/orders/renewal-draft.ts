/**
 * A service's renewal order draft: priced by domain from the service's plan and options as its
 * first order chose them (no coupon), for `days`. Extend and the lifecycle's renewal orders both
 * build it here, so a renewal costs the same whoever makes it.
 */
import Boom from '@hapi/boom';
import { normalizeRow } from '@shop/db';
import type { ServiceRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import type { Knex } from 'knex';
import type { OrderDraft } from './draft.ts';
import { draftGameOrder } from './game.ts';
import type { CreateGameOrderRequest } from './game.ts';
import { draftKvmOrder } from './kvm.ts';
import type { CreateKvmOrderRequest } from './kvm.ts';

export async function renewalDraft(
  db: Knex,
  service: Pick<ServiceRow, 'order_id'>,
  days: number,
): Promise<OrderDraft> {
  const original = normalizeRow('orders', await db('orders').where({ id: service.order_id }).first());
  if (!original) throw Boom.notFound(SERVER_MESSAGES.renewalOrderMissing);
  const spec = original.specifications as Record<string, number | string | undefined>;
  return original.type === 'KVM'
    ? draftKvmOrder(db, {
        id: original.kvm_package_id!,
        osId: original.os_option_id!,
        specifications: { ipv4: spec.ipv4, traffic: spec.traffic, duration: days },
      } as CreateKvmOrderRequest)
    : draftGameOrder(db, {
        id: original.game_id!,
        duration: days,
        specifications: {
          versionId: original.game_version_id!,
          duration: days,
          slots: spec.slots,
          memory: spec.memory,
        },
      } as CreateGameOrderRequest);
}
