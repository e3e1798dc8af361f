import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { AffiliateCode, AffiliateCodeStats, AffiliateDashboard, AffiliateRecentOrder } from '../../api';
import { mockId, mockToken, SELAM, toAuthUser } from '../../mocks/fixtures';

/**
 * The affiliate screen's data for stories and tests: SELAM10 (the mock backend's affiliate code, held
 * by Selam) with its results, and handlers that answer the screen's calls with them or fail them.
 */

/** Selam signed in: the mock backend's owner of SELAM10. */
export const SELAM_SESSION = { token: mockToken(SELAM.id), user: toAuthUser(SELAM), isLoggedIn: true };

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export function affiliateCode(changes: Partial<AffiliateCode> = {}): AffiliateCode {
  return {
    id: mockId('discount', 'selam10'),
    code: 'SELAM10',
    isActive: true,
    discount: 5,
    affiliateKickback: 10,
    createdAt: '2025-10-05T12:00:00.000Z',
    ...changes,
  };
}

export function dashboardWithCode(changes: Partial<AffiliateDashboard> = {}): AffiliateDashboard {
  return {
    totalOrders: 12,
    activeServices: 7,
    totalRevenue: 48650.5,
    totalKickback: 4865.05,
    payableKickback: 3120.4,
    pendingKickback: 1744.65,
    codes: [
      {
        code: 'SELAM10',
        isActive: true,
        totalOrders: 12,
        activeServices: 7,
        revenue: 48650.5,
        kickback: 4865.05,
      },
    ],
    ...changes,
  };
}

export function dashboardWithoutCode(): AffiliateDashboard {
  return {
    totalOrders: 0,
    activeServices: 0,
    totalRevenue: 0,
    totalKickback: 0,
    payableKickback: 0,
    pendingKickback: 0,
    codes: [],
  };
}

export function recentOrders(): AffiliateRecentOrder[] {
  const order = (key: string, changes: Omit<AffiliateRecentOrder, 'id'>): AffiliateRecentOrder => ({
    id: mockId('order', `selam10-${key}`),
    ...changes,
  });
  return [
    order('starter', {
      serviceName: 'Package Starter',
      customer: 'abebe',
      totalPrice: 1725,
      kickback: 172.5,
      payableFrom: daysFromNow(20),
      status: 'PROVISIONING',
      createdAt: daysFromNow(-10),
    }),
    order('valheim', {
      serviceName: 'Valheim',
      customer: 'dawit',
      totalPrice: 2070,
      kickback: 207,
      payableFrom: daysFromNow(-5),
      status: 'ACTIVE',
      createdAt: daysFromNow(-35),
    }),
    order('mega', {
      serviceName: 'Package Mega',
      customer: 'hanna',
      totalPrice: 9315,
      kickback: 0,
      payableFrom: daysFromNow(-30),
      status: 'ACTIVE',
      createdAt: daysFromNow(-60),
    }),
    order('boost', {
      serviceName: 'Package Boost',
      customer: 'abebe',
      totalPrice: 3450,
      kickback: 345,
      payableFrom: daysFromNow(-60),
      status: 'EXPIRED',
      createdAt: daysFromNow(-90),
    }),
  ];
}

export function codeStats(changes: Partial<AffiliateCodeStats> = {}): AffiliateCodeStats {
  return {
    code: 'SELAM10',
    totalOrders: 12,
    activeServices: 7,
    expiredServices: 2,
    totalRevenue: 48650.5,
    totalKickback: 4865.05,
    payableKickback: 3120.4,
    pendingKickback: 1744.65,
    recentOrders: recentOrders(),
    ...changes,
  };
}

const serverError = (message: string, status = 500) =>
  HttpResponse.json(
    { statusCode: status, error: status === 409 ? 'Conflict' : 'Internal Server Error', message },
    { status },
  );

/** The three reads answered with fixed data (the writes still reach the mock backend). */
export function answerAffiliate({
  dashboard = dashboardWithCode(),
  codes = [affiliateCode()],
  stats = codeStats(),
}: {
  dashboard?: AffiliateDashboard;
  codes?: AffiliateCode[];
  stats?: AffiliateCodeStats;
} = {}): HttpHandler[] {
  return [
    http.get('/api/affiliate/dashboard', () => HttpResponse.json(dashboard)),
    http.get('/api/affiliate/my-codes', () => HttpResponse.json(codes)),
    http.get('/api/affiliate/stats/:code', () => HttpResponse.json(stats)),
  ];
}

/** The reads never answer: the loading skeleton. */
export function affiliateLoading(): HttpHandler[] {
  const never = async () => {
    await delay('infinite');
    return HttpResponse.json({});
  };
  return [http.get('/api/affiliate/dashboard', never), http.get('/api/affiliate/my-codes', never)];
}

/** The dashboard fails (a 500 with the server's own words, which the spec's banner replaces). */
export function dashboardFails(): HttpHandler[] {
  return [http.get('/api/affiliate/dashboard', () => serverError('Database unavailable'))];
}

export function statsFail(): HttpHandler[] {
  return [http.get('/api/affiliate/stats/:code', () => serverError('Database unavailable'))];
}

/** Creating a code fails with the server's message (a taken code answers 409). */
export function createFails(message: string | null, status = 409): HttpHandler[] {
  return [
    http.post('/api/affiliate/register-code', () =>
      message === null ? new HttpResponse(null, { status }) : serverError(message, status),
    ),
  ];
}

export function toggleFails(message: string | null, status = 500): HttpHandler[] {
  return [
    http.post('/api/affiliate/toggle-code/:code', () =>
      message === null ? new HttpResponse(null, { status }) : serverError(message, status),
    ),
  ];
}
