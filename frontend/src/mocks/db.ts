import type { Locale, ServiceSpecs } from '@shop/domain';
import type { DiscountCode, KvmLine, Order, PaymentMethod, PaymentStatus, ServiceStatus } from '../api';

/** The rows the mock backend keeps in memory: what the BFF keeps in its database, simplified. */
export type MockUser = {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  password: string;
  isAdmin: boolean;
  /** The account's language: its e-mails, and the app once signed in. */
  locale: Locale;
  createdAt: string;
  /** Whole seconds: tokens issued before it are refused (set by a password reset). */
  sessionsValidFrom?: number;
  /** Two-factor sign-in: the secret (base32; the BFF stores it encrypted) once turned on. */
  totpSecret?: string | null;
  /** The secret offered during set-up until a code confirms it. */
  totpPendingSecret?: string | null;
  /** When two-factor sign-in was turned on; absent or null: off. */
  totpEnabledAt?: string | null;
  /** The time step of the last accepted code (a code is accepted once). */
  totpLastStep?: number | null;
};

/** An order row; whether a payment report awaits and which service it has are read from their rows. */
export type MockOrder = Omit<Order, 'paymentReported' | 'serviceId'> & {
  userId: string;
  line: KvmLine | null;
  discountCodeId: string | null;
  /** Why provisioning failed (FAILED orders; the console shows it). */
  failureReason?: string | null;
  /** When the order was marked paid; the affiliate's holding period runs from it. */
  paidAt?: string | null;
  /** The affiliate's kickback in santim, fixed when the order was placed (as the BFF stores it). */
  kickbackSantim?: number;
};

export type MockPayment = {
  id: string;
  orderId: string;
  amount: number;
  paymentMethod: PaymentMethod;
  paymentReference: string;
  paidBy: string;
  accountSuffix: string | null;
  status: PaymentStatus;
  periodOf: number;
  createdAt: string;
};

export type MockService = {
  id: string;
  serviceId: string;
  userId: string;
  orderId: string;
  kind: 'KVM' | 'GAME';
  serviceName: string;
  status: ServiceStatus;
  startDate: string;
  endDate: string;
  /** Power state: running, stopped, starting, stopping. */
  currentStatus: string;
  game: string | null;
  version: string | null;
  slots: number | null;
  os: string | null;
  cores: number | null;
  cpuType: string | null;
  baseSpeed: number | null;
  turboSpeed: number | null;
  /** MB */
  memory: number | null;
  /** MB */
  disk: number | null;
  traffic: number | null;
  ipcount: number | null;
  ip: string;
  port: number;
  sshPort: number;
  login: string;
  password: string;
};

export type MockDiscountCode = DiscountCode;

export type MockInquiry = {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
};

/** A mailed password-reset link (the mock keeps the token itself; the BFF only its hash). */
export type MockPasswordReset = {
  token: string;
  userId: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
};

/** How the mock server is configured, as the BFF is by its environment. */
export type MockSettings = {
  /** ADMIN_REQUIRE_2FA: admins must turn on two-factor sign-in before using the console. */
  adminRequire2fa?: boolean;
};

export type MockDb = {
  users: MockUser[];
  orders: MockOrder[];
  payments: MockPayment[];
  services: MockService[];
  discountCodes: MockDiscountCode[];
  inquiries: MockInquiry[];
  passwordResets: MockPasswordReset[];
};

/** A service row's specification fields, from domain's one order-to-service mapping. */
export function serviceFields(
  specs: ServiceSpecs,
): Pick<
  MockService,
  | 'game'
  | 'version'
  | 'slots'
  | 'os'
  | 'cores'
  | 'cpuType'
  | 'baseSpeed'
  | 'turboSpeed'
  | 'memory'
  | 'disk'
  | 'traffic'
  | 'ipcount'
> {
  return {
    game: specs.game,
    version: specs.version,
    slots: specs.slots,
    os: specs.os,
    cores: specs.cores,
    cpuType: specs.cpuType,
    baseSpeed: specs.baseSpeed,
    turboSpeed: specs.turboSpeed,
    memory: specs.memoryMb,
    disk: specs.diskMb,
    traffic: specs.trafficTb,
    ipcount: specs.ipCount,
  };
}
