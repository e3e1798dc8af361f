import Boom from '@hapi/boom';
import type { Json, OrderType } from '@shop/db';
import { GAME_NOT_FOUND, isWithinBounds } from '@shop/domain';
import type { PriceBreakdown, SliderBounds } from '@shop/domain';

export const ORDER_MESSAGES = {
  planNotFound: 'Server package not found',
  gameNotFound: GAME_NOT_FOUND,
  osNotOffered: 'The selected operating system is not available for this server',
  versionNotOffered: 'The selected version is not available for this game',
} as const;

/**
 * An order checked against the catalog and ready to be priced: everything comes from catalog
 * rows read by the server, except the customer's choices, which are checked against them.
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
}

/**
 * Throws 400 naming the field unless the value is one the slider could produce (within its
 * bounds and on a step, per domain's `isWithinBounds`).
 */
export function assertOnSlider(field: string, value: number, bounds: SliderBounds): void {
  if (isWithinBounds(value, bounds)) return;
  if (bounds.disabled) throw Boom.badRequest(`"${field}" must be ${bounds.defaultValue} for this server`);
  const steps = bounds.step > 1 ? ` in steps of ${bounds.step}` : '';
  throw Boom.badRequest(`"${field}" must be from ${bounds.min} to ${bounds.max}${steps}`);
}
