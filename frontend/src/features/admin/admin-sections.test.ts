import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, activeSection, isSectionActive } from './admin-sections';

const dashboard = ADMIN_SECTIONS[0]!;
const orders = ADMIN_SECTIONS.find((s) => s.label === 'Orders')!;

describe('the active admin section', () => {
  it('is Dashboard only on /admin exactly', () => {
    expect(isSectionActive(dashboard, '/admin')).toBe(true);
    expect(isSectionActive(dashboard, '/admin/')).toBe(true);
    expect(isSectionActive(dashboard, '/admin/orders')).toBe(false);
  });

  it('matches the other sections by path prefix', () => {
    expect(isSectionActive(orders, '/admin/orders')).toBe(true);
    expect(isSectionActive(orders, '/admin/orders/123')).toBe(true);
    expect(isSectionActive(orders, '/admin/ordersx')).toBe(false);
    expect(activeSection('/admin/discounts/abc').label).toBe('Discounts');
    expect(activeSection('/admin').label).toBe('Dashboard');
  });

  it('lists the nine sections in order (Invoices after Payments, Security last)', () => {
    expect(ADMIN_SECTIONS.map((s) => s.label)).toEqual([
      'Dashboard',
      'Users',
      'Orders',
      'Services',
      'Payments',
      'Tickets',
      'Invoices',
      'Discounts',
      'Settings',
      'Security',
    ]);
  });
});
