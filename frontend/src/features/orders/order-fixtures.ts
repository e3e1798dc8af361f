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
