import Boom from '@hapi/boom';
import type { MachineSshKey } from '@shop/db';
import type { Json, OrderType } from '@shop/db';
import type { DraftResult, OrderDraft as DomainDraft, OrderRefusal, PriceBreakdown } from '@shop/domain';

/**
 * An order checked against the catalog and ready to be priced (domain's order-drafts.ts), with
 * the catalog rows it points at: everything comes from rows read by the server, except the
 * customer's choices, which domain checks against them.
 */
export interface OrderDraft {
  type: OrderType;
  /** The plan's or game's display name (never the client's). */
  serviceName: string;
  /** The KVM line for the affiliate rules, or null for a game. */
  line: string | null;
  kvmPackageId: string | null;
  osOptionId: string | null;
  gameId: string | null;
  gameVersionId: string | null;
  days: number;
  specifications: Record<string, Json>;
  /** The domain's itemised price for this configuration with a coupon percent (or none). */
  price(couponPercent: number | null): PriceBreakdown;
  /**
   * A KVM machine's access (issue 39): the hostname chosen (null: the default from the plan and
   * the order's number) and copies of the chosen SSH keys. Absent on game servers and renewals.
   */
  access?: { hostname: string | null; sshKeys: MachineSshKey[] };
}

/** Domain's refusal as the Boom error the BFF answers. */
export function refusalError(refusal: OrderRefusal): Boom.Boom {
  return new Boom.Boom(refusal.message, { statusCode: refusal.status });
}

/** The draft domain accepted, or its refusal thrown. */
export function acceptedDraft<Spec>(result: DraftResult<Spec>): DomainDraft<Spec> {
  if ('refusal' in result) throw refusalError(result.refusal);
  return result.draft;
}
