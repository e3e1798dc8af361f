/** Catalog look-ups and row builders shared by the orders, payments and coupon tests. */
import { GAMES, KVM_PACKAGES, newId, normalizeRow, now, toDbJson } from '@shop/db';
import type { CatalogGame, CatalogKvmPackage, DiscountCodeRow } from '@shop/db';
import type { Knex } from 'knex';

export type ErrorBody = { statusCode: number; error: string; message: string };

export function plan(displayname: string): CatalogKvmPackage {
  const found = KVM_PACKAGES.find((p) => p.displayname === displayname);
  if (!found) throw new Error(`No plan ${displayname} in the seed`);
  return found;
}

export function game(slug: string): CatalogGame {
  const found = GAMES.find((g) => g.slug === slug);
  if (!found) throw new Error(`No game ${slug} in the seed`);
  return found;
}

/** The first Linux image of a plan. */
export function linuxOs(p: CatalogKvmPackage) {
  return p.osOptions.find((os) => os.type === 'linux')!;
}

/** A KVM order body as the app sends it; override anything. */
export function kvmBody(
  p: CatalogKvmPackage,
  specifications: { ipv4?: number; traffic?: number; duration?: number } = {},
  extra: Record<string, unknown> = {},
) {
  return {
    id: p.id,
    serviceName: p.displayname,
    os: linuxOs(p).displayname,
    osId: linuxOs(p).id,
    specifications: {
      ipv4: p.ipv4Included,
      traffic: p.trafficTb,
      duration: 30,
      ...specifications,
    },
    ...extra,
  };
}

/** A game order body as the app sends it; override anything. */
export function gameBody(
  g: CatalogGame,
  specifications: { slots?: number; memory?: number; duration?: number; versionId?: string } = {},
  extra: Record<string, unknown> = {},
) {
  return {
    id: g.id,
    serviceName: g.displayname,
    specifications: {
      versionId: g.versions[0]!.id,
      version: g.versions[0]!.version,
      game: g.displayname,
      duration: 30,
      ...specifications,
    },
    ...extra,
  };
}

let couponCounter = 0;

/** Inserts a discount code (an affiliate's when owner_user_id is given); unique code by default. */
export async function insertCoupon(
  knex: Knex,
  overrides: Partial<DiscountCodeRow> = {},
): Promise<DiscountCodeRow> {
  couponCounter += 1;
  const at = now();
  const row = {
    id: newId(),
    code: `T${Date.now().toString(36).toUpperCase()}${couponCounter}`,
    discount_bp: 500,
    kickback_bp: 1000,
    given_to: 'Test affiliate',
    owner_user_id: null,
    expires_at: null,
    is_active: true,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
  await knex('discount_codes').insert({
    ...row,
    allowed_service_names: toDbJson(overrides.allowed_service_names ?? null),
  });
  return normalizeRow('discount_codes', await knex('discount_codes').where({ id: row.id }).first());
}
