import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  gameByName,
  kvmPackageByName,
  mockId,
  osOptionsOf,
} from '../../frontend/src/mocks/fixtures';
import { seedMockDb } from '../../frontend/src/mocks/state';

/**
 * The fixture rows the scenarios point at, by what they are. Both sides hold them with these ids:
 * the catalog through domain's ids, everything else through the fixtures loaded into the BFF.
 */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000001';

const small = kvmPackageByName('Package Small');
const ryzen = kvmPackageByName('Ryzen GEN 2 Medium');
const linux = (pkg: typeof small) => osOptionsOf(pkg).find((o) => o.type === 'linux')!;

export const CATALOG = {
  small: { id: small.id, osId: linux(small).id },
  ryzen: { id: ryzen.id, osId: linux(ryzen).id },
  /** Includes 10 TB: its bandwidth slider is disabled at 10. */
  packageXl: { id: kvmPackageByName('Package XL').id, osId: linux(kvmPackageByName('Package XL')).id },
  valheim: gameByName('Valheim'),
  minecraft: gameByName('Minecraft'),
  rust: gameByName('Rust'),
};

export const ORDERS = {
  /** Customer A's unpaid order, no payment reported. */
  aUnpaid: mockId('order', 'demo-small-unpaid'),
  /** Customer A's unpaid order with a payment report awaiting confirmation. */
  aReported: mockId('order', 'demo-ryzen-reported'),
  /** Customer A's paid order, not provisioned yet. */
  aPaid: mockId('order', 'demo-minecraft-paid'),
  /** Customer A's cancelled order. */
  aCancelled: mockId('order', 'demo-small-cancelled'),
  /** Customer B's unpaid order. */
  bUnpaid: mockId('order', 'selam-rust-unpaid'),
};

export const SERVICES = {
  /** Customer A's running KVM server (Package Starter). */
  aKvmRunning: mockId('service', 'demo-starter-active'),
  /** Customer A's running game server (Valheim). */
  aGameRunning: mockId('service', 'demo-valheim-active'),
  /** Customer A's expired KVM server. */
  aExpired: mockId('service', 'demo-boost-expired'),
  /** Customer A's machine still being built. */
  aProvisioning: mockId('service', 'demo-ipv6-provisioning'),
  /** Customer B's stopped KVM server. */
  bKvmStopped: mockId('service', 'selam-pro-active'),
};

const valheim = seedMockDb().services.find((s) => s.id === SERVICES.aGameRunning)!;
/** Customer A's Valheim server's address on its node, `ip:port`, as both sides hold it. */
export const VALHEIM_ADDRESS = { ip: valheim.ip, gameAddress: `${valheim.ip}:${valheim.port}` };

/** Customer A's order whose provisioning FAILED (its service row stays for a retry). */
export const FAILED_ORDER = mockId('order', 'demo-xeon-failed');
/** Dawit's paid order without a service yet. */
export const PAID_WITHOUT_SERVICE = mockId('order', 'dawit-small-paid');

/** The transaction number of a FAILED CBE payment of the fixtures (Dawit's first try). */
export const FAILED_CBE_REFERENCE = 'FT25DAWITSMA';
/** The transaction number of a SUCCESS CBE payment of the fixtures (customer A's Minecraft order). */
export const SUCCESS_CBE_REFERENCE = 'FT25DEMOMINE';
/** The transaction number of a SUCCESS telebirr payment of the fixtures (Dawit's paid order). */
export const SUCCESS_TELEBIRR_REFERENCE = mockId('telebirr', 'dawit-small-paid')
  .replace(/-/g, '')
  .slice(0, 10)
  .toUpperCase();

export const CUSTOMER_A = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
export const ADMIN = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
