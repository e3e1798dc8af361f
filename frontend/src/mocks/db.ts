import type {
  ChannelChoice,
  InvoiceKind,
  Locale,
  NotificationKind,
  ServiceSpecs,
  TicketDepartment,
  TicketPriority,
  TicketStatus,
} from '@shop/domain';
import type {
  DiscountCode,
  KvmLine,
  Order,
  PaymentMethod,
  PaymentStatus,
  PaymentRejection,
  PaymentVerification,
  ServiceStatus,
} from '../api';

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
  /** Recovery codes (the BFF keeps only their hashes); each is used once. */
  recoveryCodes?: { code: string; usedAt: string | null }[];
  /** The fixtures' tokens (without a session) stop working: the account's sessions were ended. */
  fixtureSessionsEnded?: boolean;
  /** The company name and TIN on the account's invoices. */
  companyName?: string | null;
  tin?: string | null;
};

/** A sign-in's session: its id is in the token; ended by logout and the like. */
export type MockSession = { id: string; userId: string; endedAt: string | null };

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
  /** The creation's Idempotency-Key and its request's fingerprint (domain's idempotencyFingerprint). */
  idempotencyKey?: string | null;
  idempotencyFingerprint?: string | null;
  /** A Chapa transaction that did not match the order (the BFF's chapa_attempts.mismatch), as the admin sees it. */
  chapaMismatch?: PaymentVerification | null;
  /**
   * The newest online payment ended on Chapa's page without paying (the BFF's newest chapa_attempts
   * row FAILED with Chapa's word, cancelled or failed); a new checkout forgets it.
   */
  chapaEnded?: { outcome: 'CANCELLED' | 'FAILED'; at: string } | null;
  /** Money (ETB) that arrived after the order was cancelled and is owed back (the BFF's refund_due_santim). */
  refundDue?: number | null;
  /** A KVM order's hostname and copies of its chosen SSH keys (the BFF's orders.hostname, ssh_keys). */
  hostname?: string | null;
  sshKeys?: MockMachineSshKey[] | null;
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
  /** The report's check against the bank's receipt (the BFF's payment_verifications); absent: none. */
  verification?: PaymentVerification | null;
  /** An admin rejected the report (status FAILED): why and when; absent: not rejected. */
  rejection?: PaymentRejection | null;
};

export type MockService = {
  /** An admin's hold: no automatic suspension or termination before it (ISO). */
  holdUntil?: string | null;
  /** When the service was terminated (ISO); its status is then TERMINATED. */
  terminatedAt?: string | null;
  /** The Addis Ababa day ('YYYY-MM-DD') of its last expiry reminder (the BFF's service_reminders). */
  remindedOn?: string | null;
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
  /** The main address: the first of `addresses`. */
  ip: string;
  /** Every address, IPv4 then IPv6 (mockAddresses); absent on services stored before there were several. */
  addresses?: string[];
  port: number;
  sshPort: number;
  /** A KVM machine's hostname and the keys it was built with (the BFF's services.hostname, ssh_keys). */
  hostname?: string | null;
  sshKeys?: MockMachineSshKey[] | null;
  /** When its root password was reset (ISO), for the 5-a-day limit. */
  passwordResets?: string[];
  login: string;
  password: string;
};

export type MockDiscountCode = DiscountCode;

/** An issued invoice or credit note, as the BFF's `invoices` row (never changed once issued). */
export type MockInvoice = {
  id: string;
  number: string;
  kind: InvoiceKind;
  orderId: string;
  userId: string;
  issuedAt: string;
  buyerName: string;
  buyerTin: string | null;
  netSantim: number;
  vatSantim: number;
  grossSantim: number;
};

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

/**
 * A refund asked of Chapa (the BFF's refund_requests): REQUESTED while its outcome is not known
 * (Chapa did not answer), ACCEPTED once Chapa's yes (or the admin's record of it) is in, COMPLETED
 * when the shop's part is done. `attemptStartedAt`: a call to Chapa under way since then.
 */
export type MockRefundRequest = {
  orderId: string;
  chapaTxRef: string;
  reason: string;
  status: 'REQUESTED' | 'ACCEPTED' | 'COMPLETED';
  chapaRefundRef: string | null;
  attemptStartedAt: string | null;
  requestedAt: string;
};

/** A Telegram chat linked to an account (the BFF's telegram_links). */
export type MockTelegramLink = { userId: string; chatId: string; linkedAt: string };

/** A "Connect Telegram" link's token (the mock keeps the token itself; the BFF only its hash). */
export type MockTelegramLinkToken = {
  token: string;
  userId: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
};

/** A customer's channels for one kind of message (the BFF's notification_preferences). */
export type MockNotificationPreference = { userId: string; kind: NotificationKind } & ChannelChoice;

/** How the mock server is configured, as the BFF is by its environment. */
export type MockSettings = {
  /** Issue 39: the machines' QEMU guest agent does not answer (a password reset needs cloud-init). */
  guestAgentDown?: boolean;
  /** ADMIN_REQUIRE_2FA: admins must turn on two-factor sign-in before using the console. */
  adminRequire2fa?: boolean;
  /**
   * The server checks as many passwords as it may at once and none may wait (PASSWORD_HASH_*):
   * sign-in, sign-up and a new password answer 503 where the BFF would hash one.
   */
  passwordHashingBusy?: boolean;
  /**
   * Online payment through Chapa is on (CHAPA_SECRET_KEY and CHAPA_WEBHOOK_SECRET, the latter
   * being handlers/chapa.ts's MOCK_CHAPA_WEBHOOK_SECRET).
   */
  chapa?: boolean;
  /** AUTO_PROVISION: undefined or true (the BFF's default) creates a paid order's service at once. */
  autoProvision?: boolean;
  /**
   * Reported transfers are checked against the bank's receipt (RECEIPT_VERIFICATION=on): a report
   * starts with a PENDING check (the mocks fetch no receipt; the BFF's job would).
   */
  receiptVerification?: boolean;
  /**
   * SIMULATED_DELAY_MS long (minutes): a power action leaves the machine starting or stopping, and
   * it takes no other action meanwhile (the mocks settle nothing by themselves).
   */
  slowPower?: boolean;
  /** SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_TIN, SELLER_VAT_NUMBER: tax invoices, and the footer shows them. */
  seller?: { legalName: string; address: string; tin: string; vatNumber: string };
  /**
   * The shop has a Telegram bot (TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME and
   * TELEGRAM_WEBHOOK_SECRET, the last two being handlers/notifications.ts's
   * MOCK_TELEGRAM_BOT_USERNAME and MOCK_TELEGRAM_WEBHOOK_SECRET). Unset: no bot, as the BFF without them.
   */
  telegram?: boolean;
  /** The shop sends SMS (AFROMESSAGE_TOKEN and AFROMESSAGE_SENDER). Unset: no SMS. */
  sms?: boolean;
};

/** A ticket's file: its bytes as base64 (so that dev:mock can keep them across a reload). */
export type MockTicketAttachment = { id: string; name: string; size: number; type: string; data: string };

export type MockTicketMessage = {
  id: string;
  author: 'CUSTOMER' | 'STAFF';
  authorUserId: string | null;
  body: string;
  internal: boolean;
  createdAt: string;
  attachments: MockTicketAttachment[];
};

/** A support ticket (the BFF's tickets, ticket_messages and ticket_attachments in one row). */
export type MockTicket = {
  id: string;
  number: string;
  userId: string | null;
  /** A contact-form sender who was not signed in. */
  email: string | null;
  name: string | null;
  subject: string;
  department: TicketDepartment;
  priority: TicketPriority;
  status: TicketStatus;
  serviceId: string | null;
  orderId: string | null;
  assigneeId: string | null;
  statusChangedAt: string;
  lastActivityAt: string;
  firstResponseAt: string | null;
  closedAt: string | null;
  createdAt: string;
  messages: MockTicketMessage[];
};

export type MockDb = {
  users: MockUser[];
  orders: MockOrder[];
  payments: MockPayment[];
  services: MockService[];
  discountCodes: MockDiscountCode[];
  inquiries: MockInquiry[];
  passwordResets: MockPasswordReset[];
  sessions: MockSession[];
  invoices: MockInvoice[];
  /** The settings stored from the console (the BFF's shop_settings): a key without a row is the environment's. */
  shopSettings: { key: string; value: string }[];
  telegramLinks: MockTelegramLink[];
  telegramLinkTokens: MockTelegramLinkToken[];
  /** A kind without a row has domain's DEFAULT_NOTIFICATION_PREFERENCES. */
  notificationPreferences: MockNotificationPreference[];
  refundRequests: MockRefundRequest[];
  tickets: MockTicket[];
  /** SSH public keys kept in accounts (the BFF's ssh_keys). */
  sshKeys: MockSshKey[];
};

/** A copy of an account's key kept with an order or a service. */
export type MockMachineSshKey = { name: string; type: string; fingerprint: string; publicKey: string };

/** An SSH public key in an account, as the BFF keeps it (ssh_keys). */
export type MockSshKey = {
  id: string;
  userId: string;
  name: string;
  type: 'ssh-ed25519' | 'ecdsa-sha2-nistp256' | 'ecdsa-sha2-nistp384' | 'ecdsa-sha2-nistp521' | 'ssh-rsa';
  fingerprint: string;
  /** The canonical OpenSSH line. */
  publicKey: string;
  createdAt: string;
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
