import { newId, toDbJson } from '@shop/db';
import { resetDb } from '@shop/db/testing';
import { etbToSantim, NOT_READY_STATES, percentToBasisPoints } from '@shop/domain';
import type { Knex } from 'knex';
import type { Connection } from '../../bff/src/providers/types.ts';
import { hashResetToken } from '../../bff/src/services/password-reset.ts';
import { encryptConnection, encryptText } from '../../bff/src/services/connection-crypto.ts';
import { gameAddressOf } from '../../bff/src/services/fulfilment/game-address.ts';
import { hashPassword } from '../../bff/src/services/passwords.ts';
import type { MockDb, MockOrder, MockPayment, MockService } from '../../frontend/src/mocks/db';
import { ADMIN_USER, KVM_PACKAGES, gameByName } from '../../frontend/src/mocks/fixtures';

/**
 * Writes the mock fixtures into the BFF's database, row for row with the same ids, so both sides
 * start each scenario from the same data: users, coupons, orders, payments and services. The
 * catalog needs nothing: the seed and the fixtures share content and ids (domain).
 */

const hashes = new Map<string, Promise<string>>();

/** Argon2id is slow on purpose: each fixture password is hashed once per run. */
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

const at = (iso: string) => new Date(iso);

const isReady = (s: MockService) => !NOT_READY_STATES.includes(s.currentStatus);

/** As the BFF stores it: a KVM login, or a game server's address alone. */
function connectionOf(s: MockService): Connection {
  const addresses = s.addresses ?? [s.ip];
  return s.kind === 'GAME'
    ? { ip: s.ip, addresses, port: s.port, user: null, password: null }
    : { ip: s.ip, addresses, port: s.sshPort, user: s.login, password: s.password };
}

function orderRow(order: MockOrder) {
  const spec = order.specifications;
  const kvm =
    order.type === 'KVM' ? KVM_PACKAGES.find((p) => p.displayname === order.serviceName) : undefined;
  const game = order.type === 'GAME' ? gameByName(order.serviceName).game : undefined;
  return {
    id: order.id,
    user_id: order.userId,
    type: order.type,
    status: order.status,
    paid: order.paid,
    paid_at: order.paid ? at(order.paidAt ?? order.updatedAt) : null,
    kvm_package_id: kvm?.id ?? null,
    game_id: game?.id ?? null,
    game_version_id: spec.versionId ?? null,
    os_option_id: spec.osId ?? null,
    service_name: order.serviceName,
    specifications: toDbJson(spec),
    duration_days: order.duration,
    base_price_santim: etbToSantim(order.pricing.basePrice),
    extras_santim: etbToSantim(order.pricing.extrasPrice ?? 0),
    duration_discount_santim: etbToSantim(order.pricing.durationDiscount ?? 0),
    subtotal_santim: etbToSantim(order.pricing.subtotal ?? order.pricing.basePrice),
    coupon_discount_santim: etbToSantim(order.pricing.couponDiscount ?? 0),
    vat_santim: etbToSantim(order.pricing.vat ?? 0),
    total_santim: etbToSantim(order.pricing.totalPrice),
    currency: 'ETB',
    discount_code_id: order.discountCodeId,
    discount_code: order.discount?.code ?? null,
    discount_bp: order.discount ? percentToBasisPoints(order.discount.discount) : null,
    kickback_santim: order.kickbackSantim ?? 0,
    affiliate_user_id: null,
    renewal_of_service_id: order.renewalOfServiceId,
    failure_reason: order.failureReason ?? null,
    created_at: at(order.createdAt),
    updated_at: at(order.updatedAt),
  };
}

/** Empties the database but for the catalog, then writes the fixtures in one transaction. */
export async function loadFixtures(
  knex: Knex,
  fixtures: MockDb,
  options: { connectionSecret: string },
): Promise<void> {
  await resetDb(knex);
  const users = await Promise.all(
    fixtures.users.map(async (u) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      phone: u.phone,
      password_hash: await passwordHash(u.password),
      is_admin: u.isAdmin,
      locale: u.locale,
      sessions_valid_from: u.sessionsValidFrom ?? null,
      totp_secret: u.totpSecret ? encryptText(u.totpSecret, options.connectionSecret, 'two-factor') : null,
      totp_pending_secret: u.totpPendingSecret
        ? encryptText(u.totpPendingSecret, options.connectionSecret, 'two-factor')
        : null,
      totp_enabled_at: u.totpEnabledAt ? at(u.totpEnabledAt) : null,
      totp_last_step: u.totpLastStep ?? null,
      created_at: at(u.createdAt),
      updated_at: at(u.createdAt),
    })),
  );
  await knex.transaction(async (trx) => {
    await trx('discount_codes').del();
    await trx('users').insert(users);
    if (fixtures.passwordResets.length > 0) {
      await trx('password_reset_tokens').insert(
        fixtures.passwordResets.map((r, i) => ({
          id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
          user_id: r.userId,
          token_hash: hashResetToken(r.token),
          expires_at: at(r.expiresAt),
          used_at: r.usedAt ? at(r.usedAt) : null,
          created_at: at(r.createdAt),
        })),
      );
    }
    await trx('discount_codes').insert(
      fixtures.discountCodes.map((c) => ({
        id: c.id,
        code: c.code,
        discount_bp: percentToBasisPoints(c.discount),
        kickback_bp: percentToBasisPoints(c.affiliateKickback),
        given_to: c.givenTo,
        owner_user_id: c.ownerId,
        allowed_service_names: toDbJson(c.allowedServiceNames ?? null),
        expires_at: c.expiresAt ? at(c.expiresAt) : null,
        is_active: c.isActive,
        created_at: at(c.createdAt),
        updated_at: at(c.createdAt),
      })),
    );
    const renewals = fixtures.orders.filter((o) => o.renewalOfServiceId);
    await trx('orders').insert(fixtures.orders.map((o) => ({ ...orderRow(o), renewal_of_service_id: null })));
    await trx('payments').insert(
      fixtures.payments.map((p) => {
        const order = fixtures.orders.find((o) => o.id === p.orderId)!;
        return {
          id: p.id,
          order_id: p.orderId,
          user_id: order.userId,
          amount_santim: etbToSantim(p.amount),
          currency: 'ETB',
          method: p.paymentMethod,
          reference: p.paymentReference,
          paid_by: p.paidBy,
          account_suffix: p.accountSuffix,
          status: p.status,
          period_days: p.periodOf,
          pending_order_id: p.status === 'PENDING' ? p.orderId : null,
          success_order_id: p.status === 'SUCCESS' ? p.orderId : null,
          confirmed_by: null,
          created_at: at(p.createdAt),
          updated_at: at(p.createdAt),
        };
      }),
    );
    if (fixtures.services.length > 0) {
      await trx('services').insert(
        fixtures.services.map((s) => ({
          id: s.id,
          order_id: s.orderId,
          user_id: s.userId,
          type: s.kind,
          provider: 'simulated',
          provider_ref: s.serviceId,
          service_name: s.serviceName,
          status: s.status,
          current_status: s.currentStatus,
          start_date: at(s.startDate),
          end_date: at(s.endDate),
          cores: s.cores,
          cpu_type: s.cpuType,
          ghz_base: s.baseSpeed,
          ghz_turbo: s.turboSpeed,
          memory_mb: s.memory,
          disk_mb: s.disk,
          traffic_tb: s.traffic,
          ipcount: s.ipcount,
          slots: s.slots,
          game: s.game,
          version: s.version,
          os: s.os,
          kvm_package_id: KVM_PACKAGES.find((p) => p.displayname === s.serviceName)?.id ?? null,
          connection_encrypted: isReady(s)
            ? encryptConnection(connectionOf(s), options.connectionSecret)
            : null,
          // As provisioning writes it: a built game server's address on its node.
          game_address: isReady(s) && s.kind === 'GAME' ? gameAddressOf(connectionOf(s)) : null,
          last_reminder_at: null,
          provider_data: isReady(s) ? toDbJson({ machineId: s.id }) : null,
          created_at: at(s.startDate),
          updated_at: at(s.startDate),
        })),
      );
      // The simulated driver's machines behind the ready services, in the power state the mock shows.
      const ready = fixtures.services.filter(isReady);
      if (ready.length > 0) {
        await trx('ip_allocations').insert(
          ready.flatMap((s) =>
            (s.addresses ?? [s.ip]).map((ip, i) => ({
              id: i === 0 ? s.id : newId(),
              pool: ip.includes(':') ? 'simulated-ip6' : 'simulated',
              ip,
              service_id: s.id,
              allocated_at: at(s.startDate),
              released_at: null,
            })),
          ),
        );
        await trx('simulated_machines').insert(
          ready.map((s) => ({
            id: s.id,
            service_id: s.id,
            family: s.kind,
            hostname: `svc-${s.id.slice(0, 8)}`,
            ip: s.ip,
            port: connectionOf(s).port,
            os: s.os,
            power_state: s.currentStatus === 'running' ? 'running' : 'stopped',
            transition: null,
            transition_until: null,
            running_since: s.currentStatus === 'running' ? at(s.startDate) : null,
            suspended: s.status !== 'ACTIVE',
            terminated: false,
            created_at: at(s.startDate),
            updated_at: at(s.startDate),
          })),
        );
      }
    }
    for (const renewal of renewals) {
      await trx('orders')
        .where({ id: renewal.id })
        .update({ renewal_of_service_id: renewal.renewalOfServiceId });
    }
    if (fixtures.refundRequests.length > 0) {
      await trx('refund_requests').insert(
        fixtures.refundRequests.map((r) => {
          const order = fixtures.orders.find((o) => o.id === r.orderId)!;
          return {
            order_id: r.orderId,
            reference: `refund-${r.orderId}`,
            chapa_tx_ref: r.chapaTxRef,
            amount_santim: etbToSantim(order.pricing.totalPrice),
            reason: r.reason,
            admin_user_id: ADMIN_USER.id,
            status: r.status,
            chapa_refund_ref: r.chapaRefundRef,
            attempt_started_at: r.attemptStartedAt ? at(r.attemptStartedAt) : null,
            requested_at: at(r.requestedAt),
            accepted_at: r.status === 'REQUESTED' ? null : at(r.requestedAt),
            completed_at: r.status === 'COMPLETED' ? at(r.requestedAt) : null,
          };
        }),
      );
    }
    // An online payment that ended on Chapa's page without paying: its attempt, as verify leaves it.
    const ended = fixtures.orders.filter((o) => o.chapaEnded);
    if (ended.length > 0) {
      await trx('chapa_attempts').insert(
        ended.map((o) => ({
          id: newId(),
          order_id: o.id,
          user_id: o.userId,
          tx_ref: `AC-${o.id.slice(0, 8)}-ended`,
          amount_santim: etbToSantim(o.pricing.totalPrice),
          currency: 'ETB',
          status: 'FAILED',
          reference: null,
          mismatch: toDbJson({ status: o.chapaEnded!.outcome === 'CANCELLED' ? 'cancelled' : 'failed' }),
          checks: 1,
          checked_at: at(o.chapaEnded!.at),
          next_check_at: null,
          created_at: new Date(Date.parse(o.chapaEnded!.at) - 60_000),
          updated_at: at(o.chapaEnded!.at),
        })),
      );
    }
    const checked = fixtures.payments.filter((p) => p.verification);
    if (checked.length > 0) await trx('payment_verifications').insert(checked.map(verificationRow));
  });
}

/**
 * A payment's receipt check as the BFF stores it (payment_verifications): the reasons by their
 * code and amounts (the BFF words them again), the receipt as the check parsed it.
 */
function verificationRow(payment: MockPayment) {
  const check = payment.verification!;
  const santim = (etb: number | null | undefined) => (typeof etb === 'number' ? etbToSantim(etb) : undefined);
  const receipt = check.receipt;
  return {
    id: newId(),
    payment_id: payment.id,
    order_id: payment.orderId,
    status: check.status,
    reasons: toDbJson(
      check.reasons.map((r) => ({ code: r.code, paidSantim: santim(r.paid), dueSantim: santim(r.due) })),
    ),
    receipt: receipt
      ? toDbJson({
          payer: receipt.payer,
          payerAccount: receipt.payerAccount,
          receiver: receipt.receiver,
          receiverAccount: receipt.receiverAccount,
          amountSantim: santim(receipt.amount) ?? null,
          paidAt: receipt.date,
          status: receipt.status,
          reference: receipt.reference,
        })
      : null,
    checks: check.checkedAt ? 1 : 0,
    checked_at: check.checkedAt ? at(check.checkedAt) : null,
    created_at: at(payment.createdAt),
    updated_at: at(check.checkedAt ?? payment.createdAt),
  };
}
