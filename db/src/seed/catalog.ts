// Idempotent catalog seed: rows get stable ids from their natural keys, missing rows are inserted,
// changed rows updated, identical rows left alone. Running it twice changes nothing.
import type { Knex } from 'knex';
import { now, normalizeRows, toDbJson } from '../rows';
import type { TableName } from '../schema';
import { COUPONS, GAMES, KVM_PACKAGES } from './catalog-data';

export * from './catalog-data';

export interface SeedCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}
export type SeedSummary = Record<
  'kvm_packages' | 'os_options' | 'games' | 'game_versions' | 'game_packages' | 'discount_codes',
  SeedCounts
> & { deactivated: number };

type Row = Record<string, unknown> & { id: string };

const CHUNK = 200;

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

async function selectByIds(trx: Knex.Transaction, table: TableName, ids: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const found = await trx(table).whereIn('id', ids.slice(i, i + CHUNK));
    rows.push(...(normalizeRows(table, found) as unknown as Row[]));
  }
  return rows;
}

/**
 * Insert missing rows, update rows whose content differs (and bump updated_at when the table has
 * one), leave the rest. `content` rows carry every column but the timestamps.
 */
async function upsert(
  trx: Knex.Transaction,
  table: TableName,
  content: Row[],
  options: { timestamps: boolean; jsonColumns?: string[] },
): Promise<SeedCounts> {
  const counts: SeedCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const existing = new Map(
    (
      await selectByIds(
        trx,
        table,
        content.map((r) => r.id),
      )
    ).map((r) => [r.id, r]),
  );
  const toDb = (row: Row): Row => {
    const out: Row = { ...row };
    for (const column of options.jsonColumns ?? []) out[column] = toDbJson(row[column]);
    return out;
  };
  const at = now();
  const inserts: Row[] = [];
  for (const row of content) {
    const current = existing.get(row.id);
    if (!current) {
      inserts.push(options.timestamps ? { ...toDb(row), created_at: at, updated_at: at } : toDb(row));
      continue;
    }
    const changed = Object.keys(row).filter((column) => !same(row[column], current[column]));
    if (changed.length === 0) {
      counts.unchanged++;
      continue;
    }
    const patch = toDb(Object.fromEntries(changed.map((c) => [c, row[c]])) as Row);
    delete (patch as Partial<Row>).id;
    await trx(table)
      .where({ id: row.id })
      .update(options.timestamps ? { ...patch, updated_at: at } : patch);
    counts.updated++;
  }
  for (let i = 0; i < inserts.length; i += CHUNK) {
    await trx(table).insert(inserts.slice(i, i + CHUNK));
  }
  counts.inserted = inserts.length;
  return counts;
}

/**
 * Writes the catalog (KVM plans and their OS images, games with versions and packages, the
 * promotion coupons) in one transaction. Plans and games no longer in the catalog are deactivated,
 * never deleted (orders point at them). Coupons are only inserted when their code is absent, so
 * an admin's later edits survive a re-seed.
 */
export async function seedCatalog(knex: Knex): Promise<SeedSummary> {
  return knex.transaction(async (trx) => {
    const kvm_packages = await upsert(
      trx,
      'kvm_packages',
      KVM_PACKAGES.map((p) => ({
        id: p.id,
        line: p.line,
        displayname: p.displayname,
        cores: p.cores,
        memory_mb: p.memoryMb,
        disk_mb: p.diskMb,
        traffic_tb: p.trafficTb,
        price_santim: p.priceSantim,
        ipv4_included: p.ipv4Included,
        cputype: p.cputype,
        ghz_base: p.ghzBase,
        ghz_turbo: p.ghzTurbo,
        sort: p.sort,
        is_active: true,
      })),
      { timestamps: true },
    );
    const os_options = await upsert(
      trx,
      'os_options',
      KVM_PACKAGES.flatMap((p) =>
        p.osOptions.map((os) => ({
          id: os.id,
          kvm_package_id: p.id,
          displayname: os.displayname,
          type: os.type,
          version: os.version,
          sort: os.sort,
        })),
      ),
      { timestamps: false },
    );
    const games = await upsert(
      trx,
      'games',
      GAMES.map((g) => ({
        id: g.id,
        slug: g.slug,
        displayname: g.displayname,
        type: g.type,
        minvalue: g.minvalue,
        maxvalue: g.maxvalue,
        sort: g.sort,
        is_active: true,
      })),
      { timestamps: true },
    );
    const game_versions = await upsert(
      trx,
      'game_versions',
      GAMES.flatMap((g) => g.versions.map((v) => ({ id: v.id, game_id: g.id, version: v.version }))),
      { timestamps: false },
    );
    const game_packages = await upsert(
      trx,
      'game_packages',
      GAMES.flatMap((g) =>
        g.packages.map((p) => ({
          id: p.id,
          game_id: g.id,
          slots: p.slots,
          memory_mb: p.memoryMb,
          price_per_unit_santim: p.pricePerUnitSantim,
        })),
      ),
      { timestamps: false },
    );

    const discount_codes: SeedCounts = { inserted: 0, updated: 0, unchanged: 0 };
    const at = now();
    for (const coupon of COUPONS) {
      const present = await trx('discount_codes').where({ code: coupon.code }).first('id');
      if (present) {
        discount_codes.unchanged++;
        continue;
      }
      await trx('discount_codes').insert({
        id: coupon.id,
        code: coupon.code,
        discount_bp: coupon.discountBp,
        kickback_bp: coupon.kickbackBp,
        given_to: coupon.givenTo,
        owner_user_id: null,
        allowed_service_names: toDbJson(coupon.allowedServiceNames),
        expires_at: null,
        is_active: true,
        created_at: at,
        updated_at: at,
      });
      discount_codes.inserted++;
    }

    const deactivated =
      (await trx('kvm_packages')
        .whereNotIn(
          'id',
          KVM_PACKAGES.map((p) => p.id),
        )
        .andWhere('is_active', true)
        .update({ is_active: false, updated_at: at })) +
      (await trx('games')
        .whereNotIn(
          'id',
          GAMES.map((g) => g.id),
        )
        .andWhere('is_active', true)
        .update({ is_active: false, updated_at: at }));

    return { kvm_packages, os_options, games, game_versions, game_packages, discount_codes, deactivated };
  });
}
