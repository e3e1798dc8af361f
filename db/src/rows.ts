// The one place where rows from either engine become the same JavaScript values.
//
//   booleans   SQLite and MySQL return 0/1           -> boolean
//   datetimes  SQLite returns epoch ms (or a string), -> Date (UTC)
//              mysql2 returns a Date (timezone 'Z')
//   JSON       SQLite and MariaDB return a string,    -> parsed value
//              MySQL 8 returns it parsed
//   numbers    DOUBLE / integer money                  -> number
//
// Writes: pass Dates and booleans as they are (both drivers convert them); pass JSON through
// `toDbJson`.
import type { Rows, TableName } from './schema';

export type ColumnKind = 'bool' | 'date' | 'json' | 'number';
export type ColumnKinds = Readonly<Record<string, ColumnKind>>;

const timestamps = { created_at: 'date', updated_at: 'date' } as const;

/** Columns that need converting, per table. Columns not listed pass through unchanged. */
export const COLUMN_KINDS: { readonly [T in TableName]: ColumnKinds } = {
  users: {
    is_admin: 'bool',
    sessions_valid_from: 'number',
    totp_enabled_at: 'date',
    totp_last_step: 'number',
    ...timestamps,
  },
  kvm_packages: {
    price_santim: 'number',
    ghz_base: 'number',
    ghz_turbo: 'number',
    is_active: 'bool',
    ...timestamps,
  },
  os_options: {},
  games: { is_active: 'bool', ...timestamps },
  game_versions: {},
  game_packages: { price_per_unit_santim: 'number' },
  discount_codes: {
    allowed_service_names: 'json',
    expires_at: 'date',
    is_active: 'bool',
    ...timestamps,
  },
  orders: {
    paid: 'bool',
    paid_at: 'date',
    specifications: 'json',
    ssh_keys: 'json',
    base_price_santim: 'number',
    extras_santim: 'number',
    duration_discount_santim: 'number',
    subtotal_santim: 'number',
    coupon_discount_santim: 'number',
    vat_santim: 'number',
    total_santim: 'number',
    kickback_santim: 'number',
    refund_due_santim: 'number',
    ...timestamps,
  },
  payments: { amount_santim: 'number', legacy_duplicate: 'number', rejected_at: 'date', ...timestamps },
  chapa_attempts: {
    amount_santim: 'number',
    mismatch: 'json',
    checks: 'number',
    checked_at: 'date',
    next_check_at: 'date',
    ...timestamps,
  },
  payment_verifications: {
    reasons: 'json',
    receipt: 'json',
    checks: 'number',
    checked_at: 'date',
    ...timestamps,
  },
  services: {
    start_date: 'date',
    end_date: 'date',
    ghz_base: 'number',
    ghz_turbo: 'number',
    last_reminder_at: 'date',
    provider_data: 'json',
    ssh_keys: 'json',
    hold_until: 'date',
    terminated_at: 'date',
    power_claimed_at: 'date',
    ...timestamps,
  },
  inquiries: { created_at: 'date' },
  email_outbox: { send_after: 'date', sent_at: 'date', created_at: 'date' },
  audit_log: { data: 'json', created_at: 'date' },
  jobs: {
    payload: 'json',
    run_at: 'date',
    locked_until: 'date',
    finished_at: 'date',
    ...timestamps,
  },
  ip_allocations: { allocated_at: 'date', released_at: 'date' },
  simulated_machines: {
    transition_until: 'date',
    running_since: 'date',
    suspended: 'bool',
    terminated: 'bool',
    ...timestamps,
  },
  rate_limits: { points: 'number', expire: 'number' },
  password_reset_tokens: { expires_at: 'date', used_at: 'date', created_at: 'date' },
  sessions: { created_at: 'date', last_used_at: 'date', expires_at: 'date', revoked_at: 'date' },
  recovery_codes: { used_at: 'date', created_at: 'date' },
  invoice_counters: { next_number: 'number' },
  invoices: {
    net_santim: 'number',
    vat_santim: 'number',
    gross_santim: 'number',
    document: 'json',
    issued_at: 'date',
  },
  service_lifecycle_events: { created_at: 'date' },
  service_reminders: { created_at: 'date' },
  shop_settings: { updated_at: 'date' },
  telegram_links: { linked_at: 'date' },
  telegram_link_tokens: { expires_at: 'date', used_at: 'date', created_at: 'date' },
  notification_preferences: { email: 'bool', telegram: 'bool', sms: 'bool', updated_at: 'date' },
  notification_outbox: { attempts: 'number', send_after: 'date', sent_at: 'date', created_at: 'date' },
  refund_requests: {
    amount_santim: 'number',
    attempt_started_at: 'date',
    requested_at: 'date',
    accepted_at: 'date',
    completed_at: 'date',
  },
  console_tickets: { expires_at: 'date', used_at: 'date', created_at: 'date' },
  ssh_keys: { created_at: 'date' },
  tickets: {
    status_changed_at: 'date',
    last_activity_at: 'date',
    first_response_at: 'date',
    closed_at: 'date',
    ...timestamps,
  },
  ticket_messages: { internal: 'bool', created_at: 'date' },
  ticket_attachments: { position: 'number', size: 'number', created_at: 'date' },
};

export function toBool(value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value) !== 0;
  if (typeof value === 'string') return !['', '0', 'false'].includes(value.toLowerCase());
  if (Buffer.isBuffer(value)) return value.length > 0 && value[0] !== 0;
  return Boolean(value);
}

export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
  if (typeof value === 'string') {
    if (/^-?\d+$/.test(value)) return new Date(Number(value));
    // 'YYYY-MM-DD HH:MM:SS[.mmm]' without a zone is UTC in this database.
    const iso = value.includes('T') ? value : value.replace(' ', 'T');
    const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(iso);
    return new Date(hasZone || !iso.includes('T') ? iso : `${iso}Z`);
  }
  throw new TypeError(`Cannot read ${typeof value} as a date`);
}

export function fromDbJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) value = value.toString('utf8');
  if (typeof value !== 'string') return value; // already parsed by the driver
  try {
    return JSON.parse(value);
  } catch {
    return value; // a bare string already unwrapped by the driver (MySQL 8)
  }
}

/** JSON for a JSON column (both drivers need text; knex would mangle plain objects). */
export function toDbJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value);
}

export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  if (Number.isNaN(n)) throw new TypeError(`Cannot read ${JSON.stringify(value)} as a number`);
  return n;
}

const convert: Record<ColumnKind, (value: unknown) => unknown> = {
  bool: toBool,
  date: toDate,
  json: fromDbJson,
  number: toNumber,
};

/** Normalise a row of any shape (joins, aliases) with an explicit column-kind map. */
export function normalizeWith<T = Record<string, unknown>>(
  kinds: ColumnKinds,
  row: Record<string, unknown>,
): T {
  const out: Record<string, unknown> = { ...row };
  for (const [column, kind] of Object.entries(kinds)) {
    if (column in out) out[column] = convert[kind](out[column]);
  }
  return out as T;
}

/** Normalise one row of `table` (columns may be a subset). */
export function normalizeRow<T extends TableName>(table: T, row: Record<string, unknown>): Rows[T];
export function normalizeRow<T extends TableName>(
  table: T,
  row: Record<string, unknown> | undefined | null,
): Rows[T] | undefined;
export function normalizeRow<T extends TableName>(
  table: T,
  row: Record<string, unknown> | undefined | null,
): Rows[T] | undefined {
  if (!row) return undefined;
  return normalizeWith<Rows[T]>(COLUMN_KINDS[table], row);
}

export function normalizeRows<T extends TableName>(
  table: T,
  rows: readonly Record<string, unknown>[],
): Rows[T][] {
  return rows.map((row) => normalizeWith<Rows[T]>(COLUMN_KINDS[table], row));
}

/** Where the current time comes from: the system's clock, unless a test sets another. */
let clockMs: () => number = Date.now;

/**
 * The current time, as written to every timestamp column (a Date, millisecond precision). The
 * whole BFF reads time here, so a test can move it (setClock) without faking the runtime's own
 * timers, on which hapi, knex and the drivers rely.
 */
export function now(): Date {
  return new Date(clockMs()); // JS Dates carry whole milliseconds; DATETIME(3) and epoch-ms keep them all
}

/** now() in epoch milliseconds. */
export function nowMs(): number {
  return clockMs();
}

/** Makes `source` the clock of now() (tests and simulations); answers a function that restores the previous one. */
export function setClock(source: () => number): () => void {
  const previous = clockMs;
  clockMs = source;
  return () => {
    clockMs = previous;
  };
}
