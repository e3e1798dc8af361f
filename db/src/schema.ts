// Value lists and row shapes of the database, after `normalizeRow` (see rows.ts).
// Money is integer santim (1 ETB = 100 santim), percents are basis points (12.34% = 1234),
// memory and disk are MB, every timestamp is a UTC `Date`.

// The lists the contract enumerates come from domain (tied there to the generated contract types);
// the migrations use them, and migrations.test.ts proves the database allows exactly these values.
import {
  GAME_TYPES,
  KVM_LINE_KEYS as KVM_LINES,
  ORDER_STATUSES,
  ORDER_TYPES,
  OS_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SERVICE_STATUSES,
} from '@shop/domain/enums';
import type { InvoiceKind } from '@shop/domain/invoices';
import type { Locale } from '@shop/domain/locale';

export {
  GAME_TYPES,
  KVM_LINES,
  ORDER_STATUSES,
  ORDER_TYPES,
  OS_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SERVICE_STATUSES,
};
export const EMAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export const JOB_STATUSES = ['QUEUED', 'DONE', 'DEAD'] as const;
export const SIMULATED_POWER_STATES = ['running', 'stopped'] as const;

export type KvmLine = (typeof KVM_LINES)[number];
export type GameType = (typeof GAME_TYPES)[number];
export type OsType = (typeof OS_TYPES)[number];
export type OrderType = (typeof ORDER_TYPES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type SimulatedPowerState = (typeof SIMULATED_POWER_STATES)[number];

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface UserRow {
  id: string;
  username: string;
  /** Always stored lower-case. */
  email: string;
  phone: string | null;
  password_hash: string;
  is_admin: boolean;
  /** The account's language: 'en' or 'am' (domain's SUPPORTED_LOCALES). */
  locale: Locale;
  /** Whole seconds since the epoch: session tokens issued (`iat`) before it are refused; NULL before any password reset. */
  sessions_valid_from: number | null;
  /** The TOTP secret once two-factor sign-in is on, encrypted (bff's connection-crypto). */
  totp_secret: string | null;
  /** The secret offered during set-up until a code confirms it, encrypted. */
  totp_pending_secret: string | null;
  /** When two-factor sign-in was turned on; NULL: off. */
  totp_enabled_at: Date | null;
  /** The time step of the last accepted code (a code is accepted once). */
  totp_last_step: number | null;
  /** The company name on the customer's invoices (migration 0041); null for none. */
  company_name: string | null;
  /** The customer's TIN, 10 digits, on their invoices; null for none. */
  tin: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface KvmPackageRow {
  id: string;
  line: KvmLine;
  displayname: string;
  cores: number;
  memory_mb: number;
  disk_mb: number;
  traffic_tb: number;
  /** Per 30 days, VAT excluded. */
  price_santim: number;
  /** Included IPv4 addresses (0 on the IPv6-only line). */
  ipv4_included: number;
  cputype: string;
  /** GHz, two decimals (a DOUBLE column). */
  ghz_base: number;
  ghz_turbo: number;
  sort: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface OsOptionRow {
  id: string;
  kvm_package_id: string;
  displayname: string;
  type: OsType;
  /** Machine name of the image, e.g. 'ubuntu-20.04'. */
  version: string;
  sort: number;
}

export interface GameRow {
  id: string;
  slug: string;
  displayname: string;
  type: GameType;
  /** Slots, or memory in MB, depending on `type`. */
  minvalue: number;
  maxvalue: number;
  sort: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface GameVersionRow {
  id: string;
  game_id: string;
  version: string;
}

export interface GamePackageRow {
  id: string;
  game_id: string;
  /** 0 on memory games. */
  slots: number;
  memory_mb: number;
  /** Per slot (slots games) or per GB (memory games), per 30 days, VAT excluded. */
  price_per_unit_santim: number;
}

export interface DiscountCodeRow {
  id: string;
  /** Always stored upper-case. */
  code: string;
  discount_bp: number;
  kickback_bp: number;
  given_to: string;
  /** The affiliate who owns the code (at most one code per user); null for promotions. */
  owner_user_id: string | null;
  /** Lower-case service names the code is limited to, or null for any. */
  allowed_service_names: string[] | null;
  expires_at: Date | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface OrderRow {
  id: string;
  user_id: string;
  type: OrderType;
  status: OrderStatus;
  paid: boolean;
  paid_at: Date | null;
  kvm_package_id: string | null;
  game_id: string | null;
  game_version_id: string | null;
  os_option_id: string | null;
  service_name: string;
  specifications: Record<string, Json>;
  duration_days: number;
  base_price_santim: number;
  extras_santim: number;
  duration_discount_santim: number;
  subtotal_santim: number;
  coupon_discount_santim: number;
  vat_santim: number;
  total_santim: number;
  currency: string;
  discount_code_id: string | null;
  discount_code: string | null;
  discount_bp: number | null;
  kickback_santim: number;
  affiliate_user_id: string | null;
  renewal_of_service_id: string | null;
  /** Why provisioning failed (shown to the admin); null otherwise. */
  failure_reason: string | null;
  /** The creation's Idempotency-Key (migration 0031); null without one or once expired. */
  idempotency_key: string | null;
  /** SHA-256 (hex) of the request that made the order with that key. */
  idempotency_fingerprint: string | null;
  /**
   * Money paid after the order was cancelled, which the shop owes back (migration 0066): set when
   * a Chapa payment or a reported transfer arrives for a cancelled order, null once refunded.
   */
  refund_due_santim: number | null;
  /** The machine's hostname (issue 39, migration 0071): KVM orders and services; null otherwise. */
  hostname: string | null;
  /** The SSH keys the machine is built with, copied from the account (migration 0071); null otherwise. */
  ssh_keys: MachineSshKey[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface PaymentRow {
  id: string;
  order_id: string;
  user_id: string;
  amount_santim: number;
  currency: string;
  method: PaymentMethod;
  reference: string;
  paid_by: string;
  account_suffix: string | null;
  status: PaymentStatus;
  period_days: number;
  /** Equals order_id while status is PENDING, null otherwise (one pending payment per order). */
  pending_order_id: string | null;
  /** Equals order_id while status is SUCCESS, null otherwise (one successful payment per order). */
  success_order_id: string | null;
  confirmed_by: string | null;
  /**
   * 0 for every payment the app writes; n > 0 marks the n-th later payment of a reference that was
   * used more than once before references became unique across methods (migration 0028).
   */
  legacy_duplicate: number;
  /** Why an admin rejected the report (status FAILED); null for any other payment (migration 0050). */
  rejection_reason: string | null;
  /** The admin who rejected it (kept as written: no foreign key). */
  rejected_by: string | null;
  rejected_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ServiceRow {
  id: string;
  order_id: string;
  user_id: string;
  type: OrderType;
  provider: string;
  /** The service id shown to users. */
  provider_ref: string;
  service_name: string;
  status: ServiceStatus;
  current_status: string;
  start_date: Date;
  end_date: Date;
  cores: number | null;
  cpu_type: string | null;
  ghz_base: number | null;
  ghz_turbo: number | null;
  memory_mb: number | null;
  disk_mb: number | null;
  traffic_tb: number | null;
  ipcount: number | null;
  slots: number | null;
  game: string | null;
  version: string | null;
  os: string | null;
  kvm_package_id: string | null;
  /** Encrypted JSON of the connection credentials. */
  connection_encrypted: string | null;
  /** When the last expiry reminder went out (lets several instances claim a reminder once). */
  last_reminder_at: Date | null;
  /** The provider driver's own references (vmid and node, panel server id, ...). */
  provider_data: Record<string, Json> | null;
  /** An admin's hold: no automatic suspension or termination before this moment. */
  hold_until: Date | null;
  /** When the machine was destroyed for good (the status stays EXPIRED; the API says TERMINATED). */
  terminated_at: Date | null;
  /** A customer's power action or reinstall whose call to the provider has not returned yet. */
  power_claimed_at: Date | null;
  /**
   * A game server's address on its node, `ip:port` (IPv6 `[addr]:port`), copied from its
   * connection when that is recorded; null for a KVM machine, before the build, once terminated.
   */
  game_address: string | null;
  /** The machine's hostname (issue 39, migration 0071): KVM orders and services; null otherwise. */
  hostname: string | null;
  /** The SSH keys the machine is built with, copied from the account (migration 0071); null otherwise. */
  ssh_keys: MachineSshKey[] | null;
  created_at: Date;
  updated_at: Date;
}

/** The automatic steps of a service's life, each at most once per period (its end date). */
export type ServiceLifecycleEventKind =
  | 'renewal-order'
  | 'reminder-7'
  | 'reminder-3'
  | 'reminder-1'
  | 'suspended'
  | 'termination-warning'
  | 'terminated';

export interface ServiceLifecycleEventRow {
  id: string;
  service_id: string;
  kind: ServiceLifecycleEventKind;
  /** The end date (ISO, UTC) of the period the step belongs to. */
  period: string;
  created_at: Date;
}

/** One expiry reminder of a service on one Africa/Addis_Ababa day (UNIQUE service_id, day). */
export interface ServiceReminderRow {
  id: string;
  service_id: string;
  /** 'YYYY-MM-DD' in Africa/Addis_Ababa. */
  day: string;
  sent_by: 'admin' | 'admin-bulk' | 'lifecycle';
  created_at: Date;
}

/** One setting an admin changed in the console (shop_settings); a key without a row is the environment's. */
export interface ShopSettingRow {
  key: string;
  value: string;
  updated_by: string | null;
  updated_at: Date;
}

/** The Telegram chat a customer linked (issue 28); one per account. */
export interface TelegramLinkRow {
  user_id: string;
  /** The chat's id as decimal text (64-bit, negative for groups). */
  chat_id: string;
  linked_at: Date;
}

/** A one-time "Connect Telegram" token, stored as its SHA-256 (hex). */
export interface TelegramLinkTokenRow {
  id: string;
  token_hash: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

/** A customer's channels for one kind of message; a kind without a row has the domain's defaults. */
export interface NotificationPreferenceRow {
  user_id: string;
  kind: 'payments' | 'servers' | 'renewals';
  email: boolean;
  telegram: boolean;
  sms: boolean;
  updated_at: Date;
}

/** A Telegram message or an SMS waiting for, or done with, delivery (as email_outbox). */
export interface NotificationOutboxRow {
  id: string;
  channel: 'TELEGRAM' | 'SMS';
  /** The customer; null: the shop's admins (TELEGRAM_ADMIN_CHAT_ID). */
  user_id: string | null;
  topic: string;
  text_body: string;
  status: 'PENDING' | 'SENT' | 'FAILED' | 'SKIPPED';
  attempts: number;
  last_error: string | null;
  /** A message that must go at most once (UNIQUE); null for the rest. */
  dedupe_key: string | null;
  send_after: Date;
  sent_at: Date | null;
  created_at: Date;
}

/**
 * A Chapa refund's progress (migration 0062): REQUESTED before Chapa is called, ACCEPTED once
 * Chapa said yes, COMPLETED with the order's cancellation and credit note.
 */
export interface RefundRequestRow {
  order_id: string;
  /** The `reference` sent to Chapa: refund-<order id>. */
  reference: string;
  chapa_tx_ref: string;
  amount_santim: number;
  reason: string;
  admin_user_id: string;
  status: 'REQUESTED' | 'ACCEPTED' | 'COMPLETED';
  /** Chapa's reference of the refund (data.ref_id of its answer), when it named one. */
  chapa_refund_ref: string | null;
  /** Set while a call to Chapa is under way; null otherwise. */
  attempt_started_at: Date | null;
  requested_at: Date;
  accepted_at: Date | null;
  completed_at: Date | null;
}

/** A one-time console ticket (issue 37): only its SHA-256 is kept. */
export interface ConsoleTicketRow {
  id: string;
  token_hash: string;
  service_id: string;
  user_id: string;
  kind: 'vnc' | 'terminal' | 'game';
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

/** A support ticket (issue 40); user_id null: from the contact form, answered at `email`. */
export interface TicketRow {
  id: string;
  /** domain's ticketNumber of the id: 'T-1A2B3C4D'. */
  number: string;
  user_id: string | null;
  email: string | null;
  name: string | null;
  subject: string;
  department: 'TECHNICAL' | 'BILLING' | 'SALES';
  priority: 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT';
  status: 'OPEN' | 'ANSWERED' | 'CUSTOMER_REPLY' | 'ON_HOLD' | 'CLOSED';
  service_id: string | null;
  order_id: string | null;
  assignee_id: string | null;
  status_changed_at: Date;
  last_activity_at: Date;
  first_response_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface TicketMessageRow {
  id: string;
  ticket_id: string;
  author_user_id: string | null;
  author: 'CUSTOMER' | 'STAFF';
  body: string;
  internal: boolean;
  created_at: Date;
}

/** An attachment's bytes and what they are (sniffed). */
export interface TicketAttachmentRow {
  id: string;
  ticket_id: string;
  message_id: string;
  /** Its place among its message's files, from 0. */
  position: number;
  name: string;
  size: number;
  type: string;
  data: Buffer;
  created_at: Date;
}

export interface InquiryRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
}

export interface EmailOutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: EmailStatus;
  attempts: number;
  last_error: string | null;
  send_after: Date;
  sent_at: Date | null;
  /** The invoice whose PDF the mail attaches, rendered at delivery (migration 0042); null for none. */
  attach_invoice_id: string | null;
  created_at: Date;
}

export interface AuditLogRow {
  id: string;
  actor_user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  data: Json;
  created_at: Date;
}

export interface JobRow {
  id: string;
  name: string;
  payload: Json;
  status: JobStatus;
  /** Set for scheduled work: one job per (schedule, period) however many instances enqueue it. */
  unique_key: string | null;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  finished_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface IpAllocationRow {
  id: string;
  pool: string;
  ip: string;
  service_id: string | null;
  allocated_at: Date;
  released_at: Date | null;
}

export interface SimulatedMachineRow {
  id: string;
  service_id: string;
  family: OrderType;
  hostname: string;
  ip: string;
  port: number;
  os: string | null;
  power_state: SimulatedPowerState;
  transition: string | null;
  transition_until: Date | null;
  running_since: Date | null;
  suspended: boolean;
  terminated: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A rate-limit counter (rate-limiter-flexible's table; written only by the BFF's limiters). */
export interface RateLimitRow {
  key: string;
  points: number;
  expire: number | null;
}

/** A mailed password-reset link: only its token's SHA-256 (hex) is kept. */
export interface PasswordResetTokenRow {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export type ChapaAttemptStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'MISMATCH';

/** One Chapa checkout started for an order (migration 0032): a new tx_ref each time. */
export interface ChapaAttemptRow {
  id: string;
  order_id: string;
  user_id: string;
  /** Ours, unique for ever (Chapa refuses a used one). */
  tx_ref: string;
  /** What the shop asked Chapa for: the order's total when the checkout started. */
  amount_santim: number;
  currency: string;
  /** PENDING until verify settles it: SUCCESS (the order was paid), FAILED, or MISMATCH. */
  status: ChapaAttemptStatus;
  /** Chapa's own reference, once verify names one. */
  reference: string | null;
  /** What verify reported when it did not match the order: { status, amount, currency, reasons }. */
  mismatch: Record<string, unknown> | null;
  /** How many times verify was asked. */
  checks: number;
  checked_at: Date | null;
  /** When the re-verification job asks again; null once settled or given up. */
  next_check_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type PaymentVerificationStatus = 'PENDING' | 'VERIFIED' | 'MISMATCH' | 'NOT_FOUND' | 'UNREACHABLE';

/** A reported transfer's check against the bank's receipt (migration 0033): one per payment. */
export interface PaymentVerificationRow {
  id: string;
  payment_id: string;
  order_id: string;
  status: PaymentVerificationStatus;
  /** [{ code, paidSantim?, dueSantim? }] (domain's VerificationReason). */
  reasons: Record<string, unknown>[] | null;
  /** What the receipt said (domain's ParsedReceipt). */
  receipt: Record<string, unknown> | null;
  /** How many times the receipt page was asked. */
  checks: number;
  checked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A sign-in token's server-side record: `id` is the token's `jti`. */
export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
}

/** A two-factor recovery code: only its SHA-256 (hex) is kept; used once. */
export interface RecoveryCodeRow {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: Date;
}

/** An issued invoice or credit note (migration 0040); never updated. */
export interface InvoiceRow {
  id: string;
  number: string;
  kind: InvoiceKind;
  order_id: string;
  user_id: string;
  /** A credit note's invoice; null for an invoice. */
  credits_invoice_id: string | null;
  locale: Locale;
  net_santim: number;
  vat_santim: number;
  gross_santim: number;
  buyer_name: string;
  buyer_tin: string | null;
  /** What the document says, frozen when issued (bff's invoices service writes and reads it). */
  document: Record<string, Json>;
  issued_at: Date;
}

/** The next number of a series of invoices or credit notes. */
export interface InvoiceCounterRow {
  series: string;
  next_number: number;
}

/** A copy of an account's SSH key kept with an order or a service (issue 39). */
export interface MachineSshKey {
  name: string;
  type: string;
  fingerprint: string;
  /** The canonical OpenSSH line. */
  publicKey: string;
}

/** An SSH public key in a customer's account (issue 39). */
export interface SshKeyRow {
  id: string;
  user_id: string;
  name: string;
  /** ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa. */
  type: string;
  /** SHA256:… as `ssh-keygen -l` prints it. */
  fingerprint: string;
  /** The canonical OpenSSH line: type, base64 and the comment if any. */
  public_key: string;
  created_at: Date;
}

export interface Rows {
  users: UserRow;
  kvm_packages: KvmPackageRow;
  os_options: OsOptionRow;
  games: GameRow;
  game_versions: GameVersionRow;
  game_packages: GamePackageRow;
  discount_codes: DiscountCodeRow;
  orders: OrderRow;
  payments: PaymentRow;
  tickets: TicketRow;
  ticket_messages: TicketMessageRow;
  ticket_attachments: TicketAttachmentRow;
  services: ServiceRow;
  inquiries: InquiryRow;
  email_outbox: EmailOutboxRow;
  audit_log: AuditLogRow;
  jobs: JobRow;
  ip_allocations: IpAllocationRow;
  simulated_machines: SimulatedMachineRow;
  rate_limits: RateLimitRow;
  password_reset_tokens: PasswordResetTokenRow;
  chapa_attempts: ChapaAttemptRow;
  payment_verifications: PaymentVerificationRow;
  sessions: SessionRow;
  recovery_codes: RecoveryCodeRow;
  invoice_counters: InvoiceCounterRow;
  invoices: InvoiceRow;
  service_lifecycle_events: ServiceLifecycleEventRow;
  service_reminders: ServiceReminderRow;
  shop_settings: ShopSettingRow;
  telegram_links: TelegramLinkRow;
  telegram_link_tokens: TelegramLinkTokenRow;
  notification_preferences: NotificationPreferenceRow;
  notification_outbox: NotificationOutboxRow;
  refund_requests: RefundRequestRow;
  console_tickets: ConsoleTicketRow;
  ssh_keys: SshKeyRow;
}

export type TableName = keyof Rows;

/** Every table, parents before children (delete in reverse). */
export const TABLES: readonly TableName[] = [
  'users',
  'kvm_packages',
  'os_options',
  'games',
  'game_versions',
  'game_packages',
  'discount_codes',
  'tickets',
  'ticket_messages',
  'ticket_attachments',
  'orders',
  'services',
  'payments',
  'inquiries',
  'email_outbox',
  'audit_log',
  'jobs',
  'ip_allocations',
  'simulated_machines',
  'rate_limits',
  'password_reset_tokens',
  'chapa_attempts',
  'payment_verifications',
  'sessions',
  'recovery_codes',
  'invoice_counters',
  'invoices',
  'service_lifecycle_events',
  'service_reminders',
  'shop_settings',
  'telegram_links',
  'telegram_link_tokens',
  'notification_preferences',
  'notification_outbox',
  'refund_requests',
  'console_tickets',
  'ssh_keys',
];
