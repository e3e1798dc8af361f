import { http, HttpResponse } from 'msw';
import type { AdminUser, AdminUserOrder } from '../../../api';
import { mockId } from '../../../mocks/fixtures';

const NAMES = ['abebe', 'selam', 'dawit', 'hana', 'yonas', 'meron', 'kebede', 'tigist', 'solomon'];

function recentOrder(user: string, i: number): AdminUserOrder {
  const price = [2500, 4800, 1200, 9600, 3300][i % 5]!;
  return {
    id: mockId('order', user, i),
    type: i % 2 === 0 ? 'KVM' : 'GAME',
    serviceName: i % 2 === 0 ? 'KVM Server M' : 'Minecraft Medium',
    paid: i % 3 !== 2,
    status: i % 3 !== 2 ? 'ACTIVE' : 'PENDING',
    totalPrice: price,
    pricing: { totalPrice: price },
    createdAt: new Date(Date.UTC(2026, 2, 20 - i * 3, 9, 15)).toISOString(),
  };
}

/**
 * The nth console user: names cycle with a number, every fourth has no phone, the first is an admin,
 * orders grow with n (the list shows the newest 5; the summary counts them all).
 */
export function adminUser(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  const username = `${NAMES[n % NAMES.length]}${n}`;
  const orderCount = n % 8;
  const orders = Array.from({ length: Math.min(orderCount, 5) }, (_, i) => recentOrder(username, i));
  const paid = Math.ceil((orderCount * 2) / 3);
  return {
    id: mockId('user', 'console', n),
    username,
    email: `${username}@example.com`,
    phone: n % 4 === 3 ? null : `+2519${String(10000000 + n * 7919).slice(0, 8)}`,
    createdAt: new Date(Date.UTC(2025, 8, 1 + n, 6, 30)).toISOString(),
    isAdmin: n === 0,
    orders,
    orderSummary: { total: orderCount, paid, pending: orderCount - paid, totalSpent: paid * 3250 },
    ...overrides,
  };
}

export function adminUsers(count: number): AdminUser[] {
  return Array.from({ length: count }, (_, n) => adminUser(n));
}

/** A user with more than 5 orders, 2 of them pending: the details show 5 and the summary counts 12. */
export const BUSY_CUSTOMER = adminUser(5, {
  username: 'tigist',
  email: 'tigist@example.com',
  phone: '+251911000111',
  orders: Array.from({ length: 5 }, (_, i) => recentOrder('tigist', i)),
  orderSummary: { total: 12, paid: 10, pending: 2, totalSpent: 48250 },
});

/**
 * GET /admin/users as the BFF answers it: the search over username, e-mail and phone, the page
 * (limit rows) and the total in X-Total-Count. `seen` collects every request's query.
 */
export function usersEndpoint(users: readonly AdminUser[], seen: URLSearchParams[] = []) {
  return [
    http.get('/api/admin/users', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const term = (query.get('search') ?? '').toLowerCase();
      const matches = users.filter((u) =>
        [u.username, u.email, u.phone ?? ''].some((field) => field.toLowerCase().includes(term)),
      );
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 1000);
      const rows = matches.slice((page - 1) * limit, page * limit);
      return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(matches.length) } });
    }),
    http.get('/api/admin/users/:id', ({ params }) => {
      const user = users.find((u) => u.id === params.id);
      return user
        ? HttpResponse.json(user)
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: 'User not found' },
            { status: 404 },
          );
    }),
  ];
}
