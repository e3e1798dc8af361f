import type * as Domain from '@shop/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';

// Other terms than the shop's: the page must state these, proving that it prints domain's
// constants rather than figures of its own (if a constant changes, the terms follow).
vi.mock('@shop/domain', async (importOriginal) => ({
  ...(await importOriginal<typeof Domain>()),
  AFFILIATE_KICKBACK_CAP_SANTIM: 123_450,
  AFFILIATE_MINIMUM_PAYOUT_SANTIM: 4_200_000,
  AFFILIATE_HOLDING_DAYS: 45,
  AFFILIATE_CODE_MIN_LENGTH: 4,
  AFFILIATE_CODE_MAX_LENGTH: 12,
  AUTOMATIC_REMINDER_DAYS: [10, 2],
  VAT_PERCENT: 16,
  SHOP_BRAND: 'Nile Hosting',
  KICKBACK_INELIGIBLE_FROM_PLAN: { ryzengen2: 'Ryzen GEN 2 Ultra', intelxeon: 'KVM Server XXL' },
}));

const sectionText = (title: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\.\\s*${title}$`) }).closest('section')!
    .textContent;

describe('the figures of the terms', () => {
  it('follow domain: the affiliate terms', async () => {
    renderWithProviders(null, { route: '/tos?tab=affiliate' });
    await screen.findByRole('tablist');
    expect(sectionText('Commission and Discount Codes')).toContain(
      'capped at 1,234.50 ETB per qualified sale',
    );
    expect(sectionText('Payment')).toContain('held for 45 days');
    expect(sectionText('Payment')).toContain('minimum payout of 42,000.00 ETB');
    expect(sectionText('Enrollment')).toContain('4 to 12 characters');
    expect(sectionText('Overview')).toContain('The Nile Hosting affiliate program');
    expect(sectionText('Ineligible Services')).toContain(
      'Ryzen GEN 2 Ultra and upKVM Server XXL and up“And up”',
    );
    expect(document.body.textContent).not.toMatch(/3,000|1,000|30 days|Package Mega/);
  });

  it('follow domain: the general terms', async () => {
    renderWithProviders(null, { route: '/tos' });
    await screen.findByRole('tablist');
    expect(sectionText('Billing and Payment')).toContain('every order adds 16% VAT');
    expect(sectionText('Billing and Payment')).toContain('by e-mail 10 and 2 days before the end date');
    expect(screen.getByRole('main').textContent).not.toMatch(/15%|Abay Cloud/);
  });
});
