/**
 * The signed-in customer's affiliate code (console spec 2.10, 5): created once per customer with
 * the shop's default percents, listed, and switched on or off. An affiliate code is a discount
 * code with an owner, so it appears in the admin's discount list (Given To: the owner's username)
 * and the coupon look-up applies it like any other. Every write is one transaction with its audit row.
 */
import Boom from '@hapi/boom';
import { lockForUpdate, newId, normalizeRow, normalizeRows, now, uniqueViolationKey } from '@shop/db';
import type { DiscountCodeRow } from '@shop/db';
import {
  basisPointsToPercent,
  percentToBasisPoints,
  SERVER_MESSAGES,
  validateAffiliateCode,
} from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';

export type AffiliateCode = components['schemas']['AffiliateCode'];
export type AffiliateRegisterResponse = components['schemas']['AffiliateRegisterResponse'];
export type AffiliateToggleResponse = components['schemas']['AffiliateToggleResponse'];

/** What a new code gives, from configuration. */
export interface AffiliatePercents {
  discountPercent: number;
  kickbackPercent: number;
}

/** The unique keys of discount_codes (knex's names on both engines). */
const OWNER_KEY = 'discount_codes_owner_user_id_unique';
const CODE_KEY = 'discount_codes_code_unique';

export function toAffiliateCode(row: DiscountCodeRow): AffiliateCode {
  return {
    id: row.id,
    code: row.code,
    isActive: row.is_active,
    discount: basisPointsToPercent(row.discount_bp),
    affiliateKickback: basisPointsToPercent(row.kickback_bp),
    createdAt: row.created_at.toISOString(),
  };
}

/** The code as the customer typed it, stored form: trimmed and upper-cased; invalid ones are refused (400). */
function affiliateCodeOf(raw: string): string {
  const code = raw.trim().toUpperCase();
  const invalid = validateAffiliateCode(code);
  if (invalid) throw Boom.badRequest(invalid);
  return code;
}

/**
 * Creates the caller's one affiliate code. A caller who has one is refused (409, the spec's
 * message), and so is a code any discount code already uses (409). The checks read first for the
 * usual case; under concurrent calls the schema's unique keys decide (owner_user_id, code), so of
 * any number of simultaneous calls exactly one creates a code.
 */
export async function registerAffiliateCode(
  knex: Knex,
  owner: { id: string; username: string },
  rawCode: string,
  percents: AffiliatePercents,
): Promise<AffiliateRegisterResponse> {
  const code = affiliateCodeOf(rawCode);
  const at = now();
  const row: DiscountCodeRow = {
    id: newId(),
    code,
    discount_bp: percentToBasisPoints(percents.discountPercent),
    kickback_bp: percentToBasisPoints(percents.kickbackPercent),
    given_to: owner.username,
    owner_user_id: owner.id,
    allowed_service_names: null,
    expires_at: null,
    is_active: true,
    created_at: at,
    updated_at: at,
  };
  try {
    await knex.transaction(async (trx) => {
      if (await trx('discount_codes').where({ owner_user_id: owner.id }).first('id')) {
        throw Boom.conflict(SERVER_MESSAGES.affiliateOneCode);
      }
      if (await trx('discount_codes').where({ code }).first('id')) {
        throw Boom.conflict(SERVER_MESSAGES.affiliateCodeTaken);
      }
      await trx('discount_codes').insert({ ...row, allowed_service_names: null });
      await writeAudit(trx, {
        actorUserId: owner.id,
        action: 'affiliate_code.created',
        entity: 'discount_code',
        entityId: row.id,
        data: {
          code,
          discount: percents.discountPercent,
          affiliateKickback: percents.kickbackPercent,
        },
      });
    });
  } catch (err) {
    const key = uniqueViolationKey(err);
    if (key === OWNER_KEY) throw Boom.conflict(SERVER_MESSAGES.affiliateOneCode);
    if (key === CODE_KEY) throw Boom.conflict(SERVER_MESSAGES.affiliateCodeTaken);
    throw err;
  }
  return { message: SERVER_MESSAGES.affiliateCodeCreated, code: toAffiliateCode(row) };
}

/** The caller's codes (at most one), oldest first. */
export async function listMyAffiliateCodes(db: Knex, ownerId: string): Promise<AffiliateCode[]> {
  const rows = normalizeRows(
    'discount_codes',
    await db('discount_codes')
      .where({ owner_user_id: ownerId })
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
  );
  return rows.map(toAffiliateCode);
}

/** The caller's code named in a path, in any case; another user's or an unknown code is not found (404). */
export async function findOwnAffiliateCode(
  db: Knex,
  ownerId: string,
  rawCode: string,
  options: { forUpdate?: boolean } = {},
): Promise<DiscountCodeRow> {
  const query = db('discount_codes')
    .where({ owner_user_id: ownerId, code: rawCode.trim().toUpperCase() })
    .first();
  if (options.forUpdate) lockForUpdate(query);
  const row = normalizeRow('discount_codes', await query);
  if (!row) throw Boom.notFound(SERVER_MESSAGES.affiliateCodeNotFound);
  return row;
}

/** Switches the caller's code on or off; an inactive code is refused at checkout like an expired one. */
export async function toggleAffiliateCode(
  knex: Knex,
  ownerId: string,
  rawCode: string,
): Promise<AffiliateToggleResponse> {
  const after = await knex.transaction(async (trx) => {
    const before = await findOwnAffiliateCode(trx, ownerId, rawCode, { forUpdate: true });
    const changes = { is_active: !before.is_active, updated_at: now() };
    await trx('discount_codes').where({ id: before.id }).update(changes);
    await writeAudit(trx, {
      actorUserId: ownerId,
      action: 'affiliate_code.toggled',
      entity: 'discount_code',
      entityId: before.id,
      data: { before: { isActive: before.is_active }, after: { isActive: changes.is_active } },
    });
    return { ...before, ...changes };
  });
  return {
    message: after.is_active
      ? SERVER_MESSAGES.affiliateCodeActivated
      : SERVER_MESSAGES.affiliateCodeDeactivated,
    code: toAffiliateCode(after),
  };
}
