/**
 * The value lists the contract enumerates, as runtime lists. Each list is checked against the
 * generated contract type in both directions (no value the contract lacks, none it has missing),
 * so `npm run gen` after a contract change fails the type check until the list follows. The
 * database's allowed values (db/src/schema.ts, tested against the migrations) are these lists.
 */
import type { components } from './generated/api-types.gen';

type Schemas = components['schemas'];

/** `true` only when the list holds every member of the union; otherwise the missing members. */
type Covers<List extends readonly string[], Union extends string> = [Exclude<Union, List[number]>] extends [
  never,
]
  ? true
  : Exclude<Union, List[number]>;

function enumList<Union extends string>() {
  return <const List extends readonly Union[]>(
    list: List & (Covers<List, Union> extends true ? unknown : never),
  ) => list;
}

export const KVM_LINE_KEYS = enumList<Schemas['KvmLine']>()([
  '2025sale',
  'ipv6onlygen1',
  'intelxeon',
  'ryzengen2',
]);
export const GAME_TYPES = enumList<Schemas['GameType']>()(['slots', 'memory']);
export const OS_TYPES = enumList<Schemas['OsType']>()(['linux', 'windows']);
export const ORDER_TYPES = enumList<Schemas['OrderType']>()(['KVM', 'GAME']);
export const ORDER_STATUSES = enumList<Schemas['OrderStatus']>()([
  'PENDING',
  'PROVISIONING',
  'ACTIVE',
  'FAILED',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
]);
export const PAYMENT_METHODS = enumList<Schemas['PaymentMethod']>()(['TELEBIRR', 'CBE', 'CHAPA']);
/** The methods a customer reports and an admin confirms by hand (CHAPA is verified with Chapa). */
export const MANUAL_PAYMENT_METHODS = enumList<Schemas['ManualPaymentMethod']>()(['TELEBIRR', 'CBE']);
export const PAYMENT_STATUSES = enumList<Schemas['PaymentStatus']>()([
  'PENDING',
  'SUCCESS',
  'FAILED',
  'REFUNDED',
]);
export const SERVICE_STATUSES = enumList<Schemas['ServiceStatus']>()([
  'ACTIVE',
  'INACTIVE',
  'EXPIRED',
  'TERMINATED',
]);

export type KvmLine = Schemas['KvmLine'];
export type OrderType = Schemas['OrderType'];
export type OrderStatusValue = Schemas['OrderStatus'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type ManualPaymentMethod = Schemas['ManualPaymentMethod'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type ServiceStatus = Schemas['ServiceStatus'];

/** The console's Users filters: a role, and how recently they signed up (a rolling window). */
export const USER_ROLE_FILTERS = enumList<Schemas['UserRoleFilter']>()(['admin', 'customer']);
export const JOINED_WINDOWS = enumList<Schemas['JoinedWindow']>()(['7d', '30d', '90d', '365d']);

/** The first moment a user who signed up within the window may have signed up. */
export function joinedSince(window: Schemas['JoinedWindow'], now: Date): Date {
  const days = Number.parseInt(window, 10);
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
