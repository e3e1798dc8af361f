/**
 * Discount codes in the console (console spec 2.9): the list with usage counts, one code, create
 * (upper-cased, unique by the schema's key) and edit (never the code itself). Percents are stored
 * as basis points. Every write is one transaction with its audit row.
 */
import Boom from '@hapi/boom';
import {
  lockForUpdate,
  newId,
  normalizeRow,
  normalizeRows,
  now,
  toDbJson,
  uniqueViolationKey,
} from '@shop/db';
import type { DiscountCodeRow, Json } from '@shop/db';
import {
  basisPointsToPercent,
  normalizeAllowedServiceNames,
  normalizeDiscountCode,
  percentToBasisPoints,
  SERVER_MESSAGES,
} from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import { pageOf, searchText, whereContains } from '../shared/paging.ts';
import type { ListQuery } from '../shared/paging.ts';

export type DiscountCode = components['schemas']['DiscountCode'];
export type DiscountCodeResponse = components['schemas']['DiscountCodeResponse'];
export type DiscountCodeCreateRequest = components['schemas']['DiscountCodeCreateRequest'];
export type DiscountCodeUpdateRequest = components['schemas']['DiscountCodeUpdateRequest'];

/** The unique key on discount_codes.code (knex's name on both engines). */
const CODE_KEY = 'discount_codes_code_unique';

export function toDiscountCode(row: DiscountCodeRow, orders: number): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    discount: basisPointsToPercent(row.discount_bp),
    affiliateKickback: basisPointsToPercent(row.kickback_bp),
    givenTo: row.given_to,
    expiresAt: row.expires_at?.toISOString() ?? null,
    isActive: row.is_active,
    ownerId: row.owner_user_id,
    allowedServiceNames: row.allowed_service_names,
    _count: { orders },
    createdAt: row.created_at.toISOString(),
  };
}

/** How many orders used each code, paid or not (the spec's Usage): one grouped query. */
async function usageCounts(db: Knex, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows: { id: string; n: unknown }[] = await db('orders')
    .whereIn('discount_code_id', ids)
    .groupBy('discount_code_id')
    .select({ id: 'discount_code_id' })
    .count({ n: '*' });
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function withUsage(db: Knex, rows: readonly DiscountCodeRow[]): Promise<DiscountCode[]> {
  const counts = await usageCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDiscountCode(row, counts.get(row.id) ?? 0));
}

/** One page of the codes, newest first (ties by id, highest first), searched in code and Given To. */
export async function listDiscountCodes(
  knex: Knex,
  query: ListQuery,
): Promise<{ rows: DiscountCode[]; total: number }> {
  const { limit, offset } = pageOf(query);
  const search = searchText(query);
  const filtered = () =>
    knex('discount_codes').modify((q) => {
      if (search) whereContains(q, ['code', 'given_to'], search);
    });
  const counted = await filtered().count({ n: '*' }).first();
  const rows = normalizeRows(
    'discount_codes',
    await filtered()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset),
  );
  return { rows: await withUsage(knex, rows), total: Number(counted?.n ?? 0) };
}

export async function findDiscountCodeRow(db: Knex, id: string): Promise<DiscountCodeRow> {
  const row = normalizeRow('discount_codes', await db('discount_codes').where({ id }).first());
  if (!row) throw Boom.notFound(SERVER_MESSAGES.discountCodeNotFound);
  return row;
}

export async function getDiscountCode(knex: Knex, id: string): Promise<DiscountCode> {
  const [code] = await withUsage(knex, [await findDiscountCodeRow(knex, id)]);
  return code!;
}

/** Given To as stored: trimmed; a blank one is refused like an empty one (400). */
function givenToOf(raw: string): string {
  const givenTo = raw.trim();
  if (givenTo === '') throw Boom.badRequest(SERVER_MESSAGES.givenToEmpty);
  return givenTo;
}

/** What the audit log keeps of a code: the fields an admin sets, as the API carries them. */
function audited(row: DiscountCodeRow): Record<string, Json> {
  return {
    code: row.code,
    discount: basisPointsToPercent(row.discount_bp),
    affiliateKickback: basisPointsToPercent(row.kickback_bp),
    givenTo: row.given_to,
    expiresAt: row.expires_at?.toISOString() ?? null,
    isActive: row.is_active,
    allowedServiceNames: row.allowed_service_names,
  };
}

/**
 * A new promotion code (no owner), active. The code is upper-cased; a code that exists already,
 * in any case, is refused with 409 by the unique key, so two admins creating it at once make one.
 */
export async function createDiscountCode(
  knex: Knex,
  adminId: string,
  body: DiscountCodeCreateRequest,
): Promise<DiscountCodeResponse> {
  const at = now();
  const row: DiscountCodeRow = {
    id: newId(),
    code: normalizeDiscountCode(body.code),
    discount_bp: percentToBasisPoints(body.discount),
    kickback_bp: percentToBasisPoints(body.affiliateKickback ?? 0),
    given_to: givenToOf(body.givenTo),
    owner_user_id: null,
    allowed_service_names: normalizeAllowedServiceNames(body.allowedServiceNames),
    expires_at: body.expiresAt ? new Date(body.expiresAt) : null,
    is_active: true,
    created_at: at,
    updated_at: at,
  };
  try {
    await knex.transaction(async (trx) => {
      await trx('discount_codes').insert({
        ...row,
        allowed_service_names: toDbJson(row.allowed_service_names),
      });
      await writeAudit(trx, {
        actorUserId: adminId,
        action: 'discount_code.created',
        entity: 'discount_code',
        entityId: row.id,
        data: { before: null, after: audited(row) },
      });
    });
  } catch (err) {
    if (uniqueViolationKey(err) === CODE_KEY) throw Boom.conflict(SERVER_MESSAGES.discountCodeExists);
    throw err;
  }
  return { discountCode: toDiscountCode(row, 0) };
}

/** The columns an update sets, from the fields the request carries (the code is not one of them). */
function changesOf(body: DiscountCodeUpdateRequest): Partial<DiscountCodeRow> {
  const changes: Partial<DiscountCodeRow> = {};
  if (body.discount !== undefined) changes.discount_bp = percentToBasisPoints(body.discount);
  if (body.affiliateKickback !== undefined)
    changes.kickback_bp = percentToBasisPoints(body.affiliateKickback);
  if (body.givenTo !== undefined) changes.given_to = givenToOf(body.givenTo);
  if (body.expiresAt !== undefined) changes.expires_at = body.expiresAt ? new Date(body.expiresAt) : null;
  if (body.isActive !== undefined) changes.is_active = body.isActive;
  if (body.allowedServiceNames !== undefined)
    changes.allowed_service_names = normalizeAllowedServiceNames(body.allowedServiceNames);
  return changes;
}

/**
 * Edits a code's percents, Given To, expiry, allowed services or active flag (the toggle sends
 * isActive alone). The code never changes: the contract refuses a `code` field. The audit row
 * keeps the fields sent, before and after.
 */
export async function updateDiscountCode(
  knex: Knex,
  adminId: string,
  id: string,
  body: DiscountCodeUpdateRequest,
): Promise<DiscountCodeResponse> {
  const changes = changesOf(body);
  const after = await knex.transaction(async (trx) => {
    const query = trx('discount_codes').where({ id }).first();
    lockForUpdate(query);
    const before = normalizeRow('discount_codes', await query);
    if (!before) throw Boom.notFound(SERVER_MESSAGES.discountCodeNotFound);
    await trx('discount_codes')
      .where({ id })
      .update({
        ...changes,
        ...(changes.allowed_service_names !== undefined
          ? { allowed_service_names: toDbJson(changes.allowed_service_names) }
          : {}),
        updated_at: now(),
      });
    const updated = normalizeRow('discount_codes', await trx('discount_codes').where({ id }).first())!;
    const sent = Object.keys(body);
    const pick = (fields: Record<string, Json>) =>
      Object.fromEntries(Object.entries(fields).filter(([key]) => sent.includes(key)));
    await writeAudit(trx, {
      actorUserId: adminId,
      action: 'discount_code.updated',
      entity: 'discount_code',
      entityId: id,
      data: { before: pick(audited(before)), after: pick(audited(updated)) },
    });
    return updated;
  });
  const [discountCode] = await withUsage(knex, [after]);
  return { discountCode: discountCode! };
}
