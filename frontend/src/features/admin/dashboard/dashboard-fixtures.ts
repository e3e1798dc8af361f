import type { DashboardStats } from '../../../api';

/** Figures of a shop a few months in: 62% of orders paid, 80% of services active. */
export const SHOP_STATS: DashboardStats = {
  users: { total: 1204 },
  orders: { total: 250, paid: 155, pending: 95 },
  services: { total: 150, active: 120, expired: 30 },
  revenue: { total: 1_250_430.5 },
  renewals: { month: '2027-03', count: 14, amount: 24_150 },
};

/** A shop on its first day. */
export const EMPTY_STATS: DashboardStats = {
  users: { total: 0 },
  orders: { total: 0, paid: 0, pending: 0 },
  services: { total: 0, active: 0, expired: 0 },
  revenue: { total: 0 },
  renewals: { month: '2027-03', count: 0, amount: 0 },
};
