import { orderTab } from '@shop/domain';
import { HttpResponse } from 'msw';
import type { Order, OrderStatus } from '../../api';
import { db } from '../../mocks/state';
import { DEMO_USER, mockId } from '../../mocks/fixtures';
import { toOrder } from '../../mocks/views';

/** The demo customer's orders as GET /orders answers them (every status but COMPLETED), newest first. */
export function demoOrders(): Order[] {
  return db.orders
    .filter((o) => o.userId === DEMO_USER.id)
    .map(toOrder)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** One order of every label the customer can see, for the story and test of the badges. */
export function ordersInEveryStatus(): Order[] {
  const base = demoOrders()[0]!;
  const make = (key: string, status: OrderStatus, paid: boolean, paymentReported = false): Order => ({
    ...base,
    id: mockId('order', 'labels', key),
    status,
    paid,
    paymentReported,
  });
  return [
    make('pending-unpaid', 'PENDING', false),
    make('pending-reported', 'PENDING', false, true),
    make('pending-paid', 'PENDING', true),
    make('provisioning', 'PROVISIONING', true),
    make('active', 'ACTIVE', true),
    make('completed', 'COMPLETED', true),
    make('failed', 'FAILED', true),
    make('cancelled', 'CANCELLED', false),
    make('expired', 'EXPIRED', true),
  ];
}

/** `count` pending orders a minute apart, newest first, to page through. */
export function manyPendingOrders(count: number): Order[] {
  const base = demoOrders()[0]!;
  const start = Date.parse('2026-03-01T12:00:00.000Z');
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    id: mockId('order', 'many', String(i + 1).padStart(3, '0')),
    serviceName: `Server ${i + 1}`,
    status: 'PENDING' as const,
    paid: false,
    paymentReported: false,
    createdAt: new Date(start - i * 60_000).toISOString(),
  }));
}

/**
 * An MSW answer to GET /api/orders over `orders` (newest first) as the server gives it: the tab's
 * group, the page (20 orders unless `limit` says) and the total in X-Total-Count.
 */
export function ordersAnswer(orders: Order[]) {
  return ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    const group = query.get('group');
    const matching = orders.filter((o) => !group || orderTab(o.status) === group);
    const limit = Number(query.get('limit') ?? 20);
    const start = (Number(query.get('page') ?? 1) - 1) * limit;
    return HttpResponse.json(matching.slice(start, start + limit), {
      headers: { 'X-Total-Count': String(matching.length) },
    });
  };
}
