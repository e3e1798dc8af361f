import type { MockDiscountCode, MockOrder, MockPayment } from '../db';
import { KVM_PACKAGES, gameFixture, osOptionsOf } from '../fixtures';
import { apiError, authenticate, http } from '../http';
import { priceGameOrder, priceKvmOrder } from '../pricing';
import { db, newId } from '../state';
import { byNewest, toOrder, toPayment } from '../views';
import { usableCoupon } from './coupons';

function couponFor(code: string | undefined, serviceName: string) {
  if (!code) return null;
  return usableCoupon(code, serviceName);
}

/** A new, unpaid order of the caller, as the BFF writes it: stored, and counted on its coupon. */
function placeOrder(
  userId: string,
  coupon: MockDiscountCode | null,
  order: Pick<MockOrder, 'type' | 'line' | 'serviceName' | 'specifications' | 'duration' | 'pricing'>,
): MockOrder {
  const now = new Date().toISOString();
  const placed: MockOrder = {
    ...order,
    id: newId('order'),
    userId,
    discountCodeId: coupon?.id ?? null,
    status: 'PENDING',
    paid: false,
    paymentReported: false,
    discount: coupon ? { code: coupon.code, discount: coupon.discount } : null,
    basePrice: order.pricing.basePrice,
    totalPrice: order.pricing.totalPrice,
    serviceId: null,
    renewalOfServiceId: null,
    createdAt: now,
    updatedAt: now,
  };
  db.orders.push(placed);
  if (coupon) coupon._count.orders += 1;
  return placed;
}

export const orderHandlers = [
  http.get('/orders', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response(200).json(byNewest(db.orders.filter((o) => o.userId === user.id)).map(toOrder));
  }),

  http.post('/orders/kvm', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = await request.json();
    const pkg = KVM_PACKAGES.find((p) => p.id === body.id);
    if (!pkg) return response.untyped(apiError(404, 'Package not found'));
    const os = osOptionsOf(pkg).find((o) => o.id === body.osId);
    if (!os) return response.untyped(apiError(400, 'The operating system is not offered with this package'));
    const coupon = couponFor(body.discountCode, pkg.displayname);
    if (coupon instanceof Response) return response.untyped(coupon);
    const { ipv4, traffic, duration } = body.specifications;
    const pricing = priceKvmOrder(pkg, { ipv4, traffic, days: duration, couponPercent: coupon?.discount });
    const order = placeOrder(user.id, coupon, {
      type: 'KVM',
      line: pkg.line,
      serviceName: pkg.displayname,
      specifications: {
        os: os.displayname,
        osId: os.id,
        cores: pkg.cores,
        cpuType: pkg.cputype,
        baseSpeed: pkg.ghzbase,
        turboSpeed: pkg.ghzturbo,
        memory: pkg.memory,
        disk: pkg.disk,
        ipv4: Math.max(ipv4, pkg.ipv4),
        traffic: Math.max(traffic, pkg.traffic),
        duration,
      },
      duration,
      pricing,
    });
    return response(201).json(toOrder(order));
  }),

  http.post('/orders/game', async ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const body = await request.json();
    const fixture = gameFixture(body.id);
    if (!fixture) return response.untyped(apiError(404, 'Game not found'));
    const { game, versions, packages } = fixture;
    const version = versions.find((v) => v.id === body.specifications.versionId);
    if (!version) return response.untyped(apiError(400, 'Unknown version for this game'));
    const coupon = couponFor(body.discountCode, game.displayname);
    if (coupon instanceof Response) return response.untyped(coupon);
    const days = body.specifications.duration;
    const slots = body.specifications.slots ?? 0;
    const memory = body.specifications.memory ?? 0;
    const { pricing, pkg } = priceGameOrder(game, packages, {
      slots,
      memory,
      days,
      couponPercent: coupon?.discount,
    });
    const order = placeOrder(user.id, coupon, {
      type: 'GAME',
      line: null,
      serviceName: game.displayname,
      specifications: {
        game: game.displayname,
        version: version.version,
        versionId: version.id,
        slots: game.type === 'slots' ? slots : (pkg?.slots ?? 0),
        memory: game.type === 'memory' ? memory : (pkg?.memory ?? 0),
        duration: days,
      },
      duration: days,
      pricing,
    });
    return response(201).json(toOrder(order));
  }),

  http.post('/orders/{id}/record-payment', async ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const order = db.orders.find((o) => o.id === params.id && o.userId === user.id);
    if (!order) return response.untyped(apiError(404, 'Order not found'));
    // The BFF's texts and checks (bff/src/services/payments.ts).
    if (order.paid) return response.untyped(apiError(409, 'This order has already been paid.'));
    if (order.status !== 'PENDING') {
      return response.untyped(apiError(409, 'This order can no longer be paid.'));
    }
    const body = await request.json();
    const reference = body.paymentReference.trim();
    if (
      db.payments.some(
        (p) =>
          p.paymentMethod === body.paymentMethod &&
          p.paymentReference.toLowerCase() === reference.toLowerCase() &&
          p.status !== 'FAILED',
      )
    ) {
      return response.untyped(apiError(409, 'This transaction number has already been used for a payment.'));
    }
    if (db.payments.some((p) => p.orderId === order.id && p.status === 'PENDING')) {
      return response.untyped(apiError(409, 'A payment for this order is already awaiting confirmation.'));
    }
    const payment: MockPayment = {
      id: newId('payment'),
      orderId: order.id,
      amount: order.totalPrice,
      paymentMethod: body.paymentMethod,
      paymentReference: reference,
      paidBy: body.paidBy,
      accountSuffix: body.paymentMethod === 'CBE' && body.accountSuffix ? body.accountSuffix : null,
      status: 'PENDING',
      periodOf: order.duration,
      createdAt: new Date().toISOString(),
    };
    db.payments.push(payment);
    order.paymentReported = true;
    order.updatedAt = payment.createdAt;
    return response(201).json({
      message: 'Payment recorded. It will be confirmed within 24 hours.',
      payment: toPayment(payment),
    });
  }),
];
