// The catalog seed fills what is missing: rows get stable ids from their natural keys and a row
// whose id is absent is inserted; a row that is there is left exactly as it is, whatever an admin
// changed in it (a plan switched off, a price, a name). Running it twice changes nothing.
import type { Knex } from 'knex';
import { now, toDbJson } from '../rows';
import type { TableName } from '../schema';
import { COUPONS, GAMES, KVM_PACKAGES } from './catalog-data';

export * from './catalog-data';

export interface SeedCounts {
  /** Rows that were missing and are now inserted. */
  inserted: number;
  /** Rows already in the database, left as they are. */
  kept: number;
}
export type SeedSummary = Record<
  'kvm_packages' | 'os_options' | 'games' | 'game_versions' | 'game_packages' | 'discount_codes',
  SeedCounts
>;

type Row = Record<string, unknown> & { id: string };

const CHUNK = 200;

async function presentIds(trx: Knex.Transaction, table: TableName, ids: string[]): Promise<Set<string>> {
  const present = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const found = (await trx(table)
      .whereIn('id', ids.slice(i, i + CHUNK))
      .select('id')) as Array<{ id: string }>;
    for (const row of found) present.add(row.id);
  }
  return present;
}

/**
 * Inserts the rows of `content` whose id is not in the table and touches no other row. A row that
 * another instance inserted meanwhile (two instances starting together) is skipped, not an error.
 */
async function insertMissing(
  trx: Knex.Transaction,
  table: TableName,
  content: Row[],
  options: { timestamps: boolean; jsonColumns?: string[] },
): Promise<SeedCounts> {
  const present = await presentIds(
    trx,
    table,
    content.map((r) => r.id),
  );
  const at = now();
  const missing = content
    .filter((row) => !present.has(row.id))
    .map((row) => {
      const out: Row = { ...row };
      for (const column of options.jsonColumns ?? []) out[column] = toDbJson(row[column]);
      return options.timestamps ? { ...out, created_at: at, updated_at: at } : out;
    });
  for (let i = 0; i < missing.length; i += CHUNK) {
    await trx(table)
      .insert(missing.slice(i, i + CHUNK))
      .onConflict()
      .ignore();
  }
  return { inserted: missing.length, kept: content.length - missing.length };
}

/**
 * Inserts the missing part of the catalog (KVM plans and their OS images, games with versions and
 * packages, the promotion coupons) in one transaction. What the database holds is the admin's:
 * an existing row is never updated, re-activated or deactivated (a plan switched off stays off; a
 * plan added in the database stays on sale). Coupons are matched by their code.
 */
export async function seedCatalog(knex: Knex): Promise<SeedSummary> {
  return knex.transaction(async (trx) => {
    const kvm_packages = await insertMissing(
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
    const os_options = await insertMissing(
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
    const games = await insertMissing(
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
    const game_versions = await insertMissing(
      trx,
      'game_versions',
      GAMES.flatMap((g) => g.versions.map((v) => ({ id: v.id, game_id: g.id, version: v.version }))),
      { timestamps: false },
    );
    const game_packages = await insertMissing(
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

    const discount_codes: SeedCounts = { inserted: 0, kept: 0 };
    const at = now();
    for (const coupon of COUPONS) {
      const present = await trx('discount_codes').where({ code: coupon.code }).first('id');
      if (present) {
        discount_codes.kept++;
        continue;
      }
      await trx('discount_codes')
        .insert({
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
        })
        .onConflict()
        .ignore();
      discount_codes.inserted++;
    }

    return { kvm_packages, os_options, games, game_versions, game_packages, discount_codes };
  });
}
