/**
 * Seed data for the admin benchmark: a shop after a year of trading (users, affiliate and
 * promotion codes, orders, their services and payment reports), generated from a seeded random
 * source so every run (and both engines) gets the same rows and the same search hits.
 *
 * `planAdminSeed` builds the rows in memory (pure, no database); `insertAdminSeed` writes them in
 * batched multi-row inserts, one transaction per table.
 */
import { GAMES, KVM_PACKAGES, toDbJson } from '@shop/db';
import type { DiscountCodeRow, OrderRow, PaymentRow, ServiceRow, UserRow } from '@shop/db';
import type { Knex } from 'knex';

export interface SeedCounts {
  users: number;
  orders: number;
  payments: number;
  services: number;
  discountCodes: number;
}

/** The size the issue asks the admin lists to handle. */
export const ISSUE_COUNTS: SeedCounts = {
  users: 30_000,
  orders: 100_000,
  payments: 50_000,
  services: 40_000,
  discountCodes: 300,
};

export interface AdminSeed {
  users: UserRow[];
  discountCodes: DiscountCodeRow[];
  orders: OrderRow[];
  services: ServiceRow[];
  payments: PaymentRow[];
}

const DAY = 86_400_000;

// ---- random source -----------------------------------------------------------------------------

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Picks a key with the given relative weights. */
export function weighted<K extends string>(random: Random, weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [key, w] of entries) {
    roll -= w;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

/** A v4-shaped UUID from the seeded source (ids must not depend on the run). */
export function seededUuid(random: Random): string {
  const word = () =>
    Math.floor(random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  const [a, b, c, d] = [word(), word(), word(), word()];
  const variant = '89ab'[Math.floor(random() * 4)]!;
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

/** Fisher-Yates over indexes 0..n-1. */
function shuffledIndexes(random: Random, n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---- people ------------------------------------------------------------------------------------

// Ethiopian given names; a user is "<given> <father's given>", so surnames repeat like real ones.
export const GIVEN_NAMES = [
  'abebe',
  'kebede',
  'almaz',
  'tigist',
  'dawit',
  'meron',
  'yonas',
  'hanna',
  'bereket',
  'selam',
  'tesfaye',
  'mulugeta',
  'genet',
  'eyerusalem',
  'biniam',
  'mekdes',
  'samuel',
  'helen',
  'fikru',
  'liya',
  'henok',
  'rahel',
  'girma',
  'sara',
  'getachew',
  'bethlehem',
  'alemayehu',
  'tsion',
  'haile',
  'marta',
  'yared',
  'kidist',
  'solomon',
  'azeb',
  'tewodros',
  'mahlet',
  'berhanu',
  'frehiwot',
  'negash',
  'aster',
] as const;
const MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'ethionet.et', 'outlook.com', 'example.et'] as const;

function capitalised(name: string): string {
  return name[0]!.toUpperCase() + name.slice(1);
}

// ---- sizes and money ----------------------------------------------------------------------------

const DURATIONS = { 30: 70, 90: 15, 180: 8, 365: 7 } as const;
const DURATION_DISCOUNT_BP: Record<number, number> = { 30: 0, 90: 500, 180: 1000, 365: 1500 };
const VAT_BP = 1500;

function bp(amount: number, basisPoints: number): number {
  return Math.round((amount * basisPoints) / 10_000);
}

// ---- the plan ------------------------------------------------------------------------------------

export interface PlanOptions {
  counts?: SeedCounts;
  /** "Now" of the seeded shop; orders spread over the year before it. */
  now?: Date;
  seed?: number;
}

/**
 * Every row of the seeded shop. Rules the schema enforces hold by construction: one service per
 * order, at most one PENDING and one SUCCESS payment per order, (method, reference) unique,
 * usernames and e-mails unique, at most one affiliate code per user.
 *
 * Shape: 90% of payments are SUCCESS (one per paid order, so paid orders = that many), 6% PENDING
 * (on unpaid PENDING orders), the rest FAILED (on any order); most paid orders have a service;
 * a few heavy customers place many orders; the shop grows over the year.
 */
export function planAdminSeed(options: PlanOptions = {}): AdminSeed {
  const counts = options.counts ?? ISSUE_COUNTS;
  const nowMs = (options.now ?? new Date()).getTime();
  const random = seededRandom(options.seed ?? 20261122);
  const yearAgo = nowMs - 365 * DAY;

  const successCount = Math.round(counts.payments * 0.9);
  const pendingCount = Math.round(counts.payments * 0.06);
  const failedCount = counts.payments - successCount - pendingCount;
  if (successCount > counts.orders) throw new Error('more SUCCESS payments than orders');
  if (counts.services > successCount) throw new Error('more services than paid orders');
  if (pendingCount > counts.orders - successCount)
    throw new Error('more PENDING payments than unpaid orders');

  // Users: joined over the year (more recently, as the shop grows).
  const users: UserRow[] = [];
  for (let i = 0; i < counts.users; i++) {
    const given = pick(random, GIVEN_NAMES);
    const father = pick(random, GIVEN_NAMES);
    const joined = new Date(nowMs - (1 - Math.sqrt(random())) * 365 * DAY);
    users.push({
      id: seededUuid(random),
      username: `${given}_${father}${i}`,
      email: `${given}.${father}${i}@${pick(random, MAIL_DOMAINS)}`,
      phone: `+2519${String(10_000_000 + Math.floor(random() * 89_999_999))}`,
      password_hash: 'not-a-real-hash',
      is_admin: false,
      locale: random() < 0.3 ? 'am' : 'en',
      sessions_valid_from: null,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      company_name: null,
      tin: null,
      created_at: joined,
      updated_at: joined,
    });
  }

  // Discount codes: a third owned by affiliates (one each), the rest promotions; some expired or off.
  const discountCodes: DiscountCodeRow[] = [];
  for (let i = 0; i < counts.discountCodes; i++) {
    // Distinct owners from the end of the list (the schema allows one code per user).
    const affiliate = i % 3 === 0 ? users[users.length - 1 - i / 3] : undefined;
    const created = new Date(yearAgo + random() * 300 * DAY);
    const expires = random() < 0.3 ? new Date(created.getTime() + (30 + random() * 200) * DAY) : null;
    const name = affiliate
      ? affiliate.username.split('_')[0]!
      : pick(random, ['SALE', 'PROMO', 'MESKEL', 'GENNA']);
    discountCodes.push({
      id: seededUuid(random),
      code: `${name.toUpperCase()}${i}`,
      discount_bp: pick(random, [500, 1000, 1500, 2000, 2500]),
      kickback_bp: affiliate ? pick(random, [500, 1000]) : 0,
      given_to: affiliate ? `${capitalised(affiliate.username.split('_')[0]!)} (affiliate)` : 'Promotion',
      owner_user_id: affiliate?.id ?? null,
      allowed_service_names: null,
      expires_at: expires,
      is_active: random() < 0.85,
      created_at: created,
      updated_at: created,
    });
  }

  // Orders: a few heavy customers (a skewed roll favours low indexes) and a long tail.
  const orders: OrderRow[] = [];
  for (let i = 0; i < counts.orders; i++) {
    // The shop grows: order density rises linearly over the year (twice the average at the end).
    const created = new Date(yearAgo + Math.sqrt(random()) * 365 * DAY);
    const user = users[Math.floor(random() ** 1.5 * users.length)]!;
    // Nobody orders before joining: an early order moves its customer's sign-up back.
    if (user.created_at > created) {
      user.created_at = new Date(created.getTime() - random() * DAY);
      user.updated_at = user.created_at;
    }
    const days = Number(weighted(random, DURATIONS));
    const months = days / 30;
    const isKvm = random() < 0.7;
    let serviceName: string;
    let specifications: OrderRow['specifications'];
    let base: number;
    let kvmPackageId: string | null = null;
    let gameId: string | null = null;
    let gameVersionId: string | null = null;
    let osOptionId: string | null = null;
    if (isKvm) {
      const plan = pick(random, KVM_PACKAGES);
      const os = pick(random, plan.osOptions);
      kvmPackageId = plan.id;
      osOptionId = os.id;
      // As the shop names orders: the plan's or the game's display name (domain's order drafts).
      serviceName = plan.displayname;
      specifications = {
        os: os.version,
        osId: os.id,
        cores: plan.cores,
        cpuType: plan.cputype,
        baseSpeed: plan.ghzBase,
        turboSpeed: plan.ghzTurbo,
        memory: plan.memoryMb,
        disk: plan.diskMb,
        ipv4: plan.ipv4Included,
        traffic: plan.trafficTb,
        duration: days,
      };
      base = plan.priceSantim * months;
    } else {
      const game = pick(random, GAMES);
      const version = pick(random, game.versions);
      const pkg = pick(random, game.packages);
      gameId = game.id;
      gameVersionId = version.id;
      serviceName = game.displayname;
      const units = game.type === 'slots' ? pkg.slots : Math.max(1, pkg.memoryMb / 1024);
      specifications = {
        game: game.slug,
        version: version.version,
        versionId: version.id,
        ...(game.type === 'slots' ? { slots: pkg.slots } : { memory: pkg.memoryMb }),
        duration: days,
      };
      base = pkg.pricePerUnitSantim * units * months;
    }
    const code = random() < 0.1 ? pick(random, discountCodes) : undefined;
    const durationDiscount = bp(base, DURATION_DISCOUNT_BP[days]!);
    const subtotal = base - durationDiscount;
    const coupon = code ? bp(subtotal, code.discount_bp) : 0;
    const vat = bp(subtotal - coupon, VAT_BP);
    const total = subtotal - coupon + vat;
    orders.push({
      id: seededUuid(random),
      user_id: user.id,
      type: isKvm ? 'KVM' : 'GAME',
      status: 'PENDING',
      paid: false,
      paid_at: null,
      kvm_package_id: kvmPackageId,
      game_id: gameId,
      game_version_id: gameVersionId,
      os_option_id: osOptionId,
      service_name: serviceName,
      specifications,
      duration_days: days,
      base_price_santim: base,
      extras_santim: 0,
      duration_discount_santim: durationDiscount,
      subtotal_santim: subtotal,
      coupon_discount_santim: coupon,
      vat_santim: vat,
      total_santim: total,
      currency: 'ETB',
      discount_code_id: code?.id ?? null,
      discount_code: code?.code ?? null,
      discount_bp: code?.discount_bp ?? null,
      kickback_santim: code ? bp(total, code.kickback_bp) : 0,
      affiliate_user_id: code?.owner_user_id ?? null,
      renewal_of_service_id: null,
      refund_due_santim: null,
      hostname: null,
      ssh_keys: null,
      failure_reason: null,
      idempotency_key: null,
      idempotency_fingerprint: null,
      created_at: created,
      updated_at: created,
    });
  }

  // Who paid, who has a service: a random split (so every filter cuts across the whole year).
  const order = shuffledIndexes(random, orders.length);
  const paidIndexes = order.slice(0, successCount);
  const unpaidIndexes = order.slice(successCount);
  const users_ = new Map(users.map((u) => [u.id, u]));
  const services: ServiceRow[] = [];
  const gameAddressFrom = (id: string) => {
    const n = parseInt(id.slice(0, 6), 16);
    return `196.188.${20 + (n % 40)}.${2 + ((n >> 6) % 250)}:${25565 + ((n >> 14) % 400)}`;
  };
  const payments: PaymentRow[] = [];
  let reference = 0;
  const payment = (o: OrderRow, status: PaymentRow['status'], at: Date): PaymentRow => {
    const user = users_.get(o.user_id)!;
    const method = random() < 0.62 ? 'TELEBIRR' : 'CBE';
    reference += 1;
    const [given, father] = user.username.replace(/\d+$/, '').split('_') as [string, string];
    return {
      id: seededUuid(random),
      order_id: o.id,
      user_id: o.user_id,
      amount_santim: o.total_santim,
      currency: 'ETB',
      method,
      // The banks' formats: CBE's FT and 10 letters or digits, Telebirr's 10.
      reference: `${method === 'CBE' ? 'FT' : ''}${(1_000_000_000 + reference * 7919).toString(36).toUpperCase().padStart(10, '0')}`,
      paid_by:
        random() < 0.9
          ? `${capitalised(given)} ${capitalised(father)}`
          : `${capitalised(pick(random, GIVEN_NAMES))} ${capitalised(father)}`,
      account_suffix: method === 'CBE' ? String(1000 + Math.floor(random() * 9000)) : null,
      status,
      period_days: o.duration_days,
      pending_order_id: status === 'PENDING' ? o.id : null,
      success_order_id: status === 'SUCCESS' ? o.id : null,
      confirmed_by: null,
      legacy_duplicate: 0,
      rejection_reason: null,
      rejected_by: null,
      rejected_at: null,
      created_at: at,
      updated_at: at,
    };
  };
  const reportedAt = (o: OrderRow) => new Date(Math.min(nowMs, o.created_at.getTime() + random() * 2 * DAY));

  paidIndexes.forEach((index, n) => {
    const o = orders[index]!;
    const paidAt = reportedAt(o);
    o.paid = true;
    o.paid_at = paidAt;
    o.updated_at = paidAt;
    payments.push(payment(o, 'SUCCESS', paidAt));
    if (n >= counts.services) {
      // Paid, no service yet: waiting for the admin, being set up, or failed.
      o.status = weighted<'ACTIVE' | 'PROVISIONING' | 'FAILED'>(random, {
        ACTIVE: 60,
        PROVISIONING: 15,
        FAILED: 25,
      });
      if (o.status === 'FAILED') o.failure_reason = 'simulated: the provider did not answer';
      return;
    }
    const start = new Date(paidAt.getTime() + random() * DAY);
    const end = new Date(start.getTime() + o.duration_days * DAY);
    const expired = end.getTime() < nowMs;
    const status: ServiceRow['status'] = expired ? 'EXPIRED' : random() < 0.08 ? 'INACTIVE' : 'ACTIVE';
    o.status = expired ? 'EXPIRED' : 'ACTIVE';
    const plan = o.kvm_package_id ? KVM_PACKAGES.find((p) => p.id === o.kvm_package_id)! : undefined;
    const spec = o.specifications as Record<string, string | number>;
    const id = seededUuid(random);
    services.push({
      id,
      order_id: o.id,
      user_id: o.user_id,
      type: o.type,
      provider: 'simulated',
      provider_ref: `sim-${id.slice(0, 8)}`,
      service_name: o.service_name,
      status,
      current_status: status === 'ACTIVE' ? 'running' : 'stopped',
      start_date: start,
      end_date: end,
      cores: plan?.cores ?? null,
      cpu_type: plan?.cputype ?? null,
      ghz_base: plan?.ghzBase ?? null,
      ghz_turbo: plan?.ghzTurbo ?? null,
      memory_mb: plan?.memoryMb ?? (typeof spec.memory === 'number' ? spec.memory : null),
      disk_mb: plan?.diskMb ?? null,
      traffic_tb: plan?.trafficTb ?? null,
      ipcount: plan ? plan.ipv4Included : null,
      slots: typeof spec.slots === 'number' ? spec.slots : null,
      game: plan ? null : String(spec.game),
      version: plan ? null : String(spec.version),
      os: plan ? String(spec.os) : null,
      kvm_package_id: plan?.id ?? null,
      connection_encrypted: null,
      last_reminder_at: null,
      provider_data: null,
      hold_until: null,
      terminated_at: null,
      power_claimed_at: null,
      // A game server's port on a node shared with others (from its id: the random sequence stays).
      game_address: plan ? null : gameAddressFrom(id),
      hostname: null,
      ssh_keys: null,
      created_at: start,
      updated_at: start,
    });
  });

  // Unpaid: recent ones still PENDING, older ones mostly given up on (CANCELLED).
  for (const index of unpaidIndexes) {
    const o = orders[index]!;
    const ageDays = (nowMs - o.created_at.getTime()) / DAY;
    o.status = ageDays < 14 || random() < 0.3 ? 'PENDING' : 'CANCELLED';
  }
  // PENDING orders get the reports first; when there are too few, cancelled ones are reopened.
  const reportable = [
    ...unpaidIndexes.filter((i) => orders[i]!.status === 'PENDING'),
    ...unpaidIndexes.filter((i) => orders[i]!.status !== 'PENDING'),
  ];
  for (let n = 0; n < pendingCount; n++) {
    const o = orders[reportable[n]!]!;
    o.status = 'PENDING';
    payments.push(payment(o, 'PENDING', reportedAt(o)));
  }
  for (let n = 0; n < failedCount; n++) {
    const o = orders[Math.floor(random() * orders.length)]!;
    payments.push(payment(o, 'FAILED', reportedAt(o)));
  }

  return { users, discountCodes, orders, services, payments };
}

// ---- writing -------------------------------------------------------------------------------------

/**
 * Rows per INSERT: SQLite allows 32,766 bound values per statement, and MySQL's default 16 MB
 * packet is far above 1,000 rows of these tables.
 */
export function batchSize(columns: number): number {
  return Math.max(1, Math.min(1000, Math.floor(30_000 / columns)));
}

/**
 * `insert into t (a, b) values (?, ?), (?, ?), ...` built here rather than by knex, whose SQLite
 * dialect writes multi-row inserts as a compound SELECT limited to 500 terms. Every row must have
 * the columns of the first one.
 */
async function insertBatched(knex: Knex, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const size = batchSize(columns.length);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  await knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += size) {
      const batch = rows.slice(i, i + size);
      const bindings = batch.flatMap((row) => columns.map((c) => row[c] as Knex.Value));
      const sql = `insert into ?? (${columns.map(() => '??').join(', ')}) values ${batch.map(() => tuple).join(', ')}`;
      try {
        await trx.raw(sql, [table, ...columns, ...bindings]);
      } catch (err) {
        // The driver's message quotes the whole statement (megabytes): keep only its reason.
        const reason = String((err as Error).message)
          .split(' - ')
          .pop();
        throw new Error(`inserting ${table} rows ${i}..${i + batch.length - 1} failed: ${reason}`);
      }
    }
  });
}

/** Writes the seed, parents first, one transaction per table. */
export async function insertAdminSeed(knex: Knex, seed: AdminSeed): Promise<void> {
  await insertBatched(knex, 'users', seed.users as unknown as Record<string, unknown>[]);
  await insertBatched(
    knex,
    'discount_codes',
    seed.discountCodes.map((d) => ({ ...d, allowed_service_names: toDbJson(d.allowed_service_names) })),
  );
  await insertBatched(
    knex,
    'orders',
    seed.orders.map((o) => ({ ...o, specifications: toDbJson(o.specifications) })),
  );
  await insertBatched(
    knex,
    'services',
    seed.services.map((s) => ({ ...s, provider_data: toDbJson(s.provider_data) })),
  );
  await insertBatched(knex, 'payments', seed.payments as unknown as Record<string, unknown>[]);
}
