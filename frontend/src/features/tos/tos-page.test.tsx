import {
  AFFILIATE_CODE_MAX_LENGTH,
  AFFILIATE_CODE_MIN_LENGTH,
  AFFILIATE_HOLDING_DAYS,
  AFFILIATE_KICKBACK_CAP_SANTIM,
  AFFILIATE_MINIMUM_PAYOUT_SANTIM,
  KICKBACK_INELIGIBLE_FROM_PLAN,
  santimToEtb,
  SHOP_BRAND,
  VAT_PERCENT,
} from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, i18n } from '../../i18n';
import { renderWithProviders } from '../../test/render-with-providers';

const GENERAL_TITLES = [
  'Acceptance of Terms',
  'Provision of Services',
  'Account Responsibilities',
  'Billing and Payment',
  'Acceptable Use',
  'Limitation of Liability',
  'Indemnification',
  'Term and Termination',
  'Affiliate Program',
  'Governing Law',
];
const GENERAL_IDS = [
  'acceptance',
  'provision-of-services',
  'account-responsibilities',
  'billing-and-payment',
  'acceptable-use',
  'limitation-of-liability',
  'indemnification',
  'term-and-termination',
  'affiliate-program',
  'governing-law',
];
const AFFILIATE_TITLES = [
  'Overview',
  'Enrollment',
  'Commission and Discount Codes',
  'Ineligible Services',
  'Payment',
  'Marketing',
  'Termination',
  'Liability',
  'Modifications',
];

const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollIntoView.mockReset();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The terms page, once its lazy module has rendered the tabs. */
async function renderTerms(route = '/tos') {
  const rendered = renderWithProviders(null, { route });
  await screen.findByRole('tablist');
  return rendered;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const nav = (name: string) => screen.getByRole('navigation', { name });
const navLinks = (name: string) => within(nav(name)).getAllByRole('link');
/** A section of the shown document, found by its heading's text. */
const section = (title: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\.\\s*${title}$`) }).closest('section')!;

describe('Terms page', () => {
  it('opens on the General TOS, its section list in the spec order, each a link to its anchor', async () => {
    await renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General TOS', 'Affiliate TOS']);
    expect(tab('General TOS')).toHaveAttribute('aria-selected', 'true');

    const links = navLinks('General TOS sections');
    expect(links.map((link) => link.textContent)).toEqual(
      GENERAL_TITLES.map((title, i) => `${i + 1}.${title}`),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      GENERAL_IDS.map((id) => `/tos?tab=general#${id}`),
    );
    // The sections follow in the same order, each with the id its link names.
    const panel = screen.getByRole('tabpanel');
    const headings = within(panel).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(GENERAL_TITLES.map((title, i) => `${i + 1}.${title}`));
    expect(headings.map((h) => h.closest('section')!.id)).toEqual(GENERAL_IDS);
  });

  it('switches to the Affiliate TOS on a click, and puts the tab in the address', async () => {
    const { user, router } = await renderTerms();
    await user.click(tab('Affiliate TOS'));
    expect(tab('Affiliate TOS')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=affiliate');
    expect(navLinks('Affiliate TOS sections').map((link) => link.textContent)).toEqual(
      AFFILIATE_TITLES.map((title, i) => `${i + 1}.${title}`),
    );
    expect(screen.queryByRole('navigation', { name: 'General TOS sections' })).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user, router } = await renderTerms();
    await user.click(tab('General TOS'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Affiliate TOS')).toHaveFocus();
    expect(tab('Affiliate TOS')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=affiliate');
    await user.keyboard('{ArrowLeft}');
    expect(tab('General TOS')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=general');
  });

  it.each([
    ['/tos?tab=affiliate', 'Affiliate TOS'],
    ['/tos?tab=general', 'General TOS'],
    ['/tos?tab=unknown', 'General TOS'],
  ])('%s opens the %s', async (route, name) => {
    await renderTerms(route);
    expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  });

  it('a section in the address is scrolled to, its heading focused, and its tab opened', async () => {
    await renderTerms('/tos#affiliate-payment');
    expect(tab('Affiliate TOS')).toHaveAttribute('aria-selected', 'true');
    const payment = section('Payment');
    await waitFor(() => expect(within(payment).getByRole('heading')).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toEqual([payment]);
    expect(within(nav('Affiliate TOS sections')).getByRole('link', { name: /Payment/ })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('choosing a section in the list scrolls to it and focuses its heading, again when chosen again', async () => {
    const { user, router } = await renderTerms();
    const billing = section('Billing and Payment');
    const link = within(nav('General TOS sections')).getByRole('link', { name: /Billing and Payment/ });
    await user.click(link);
    await waitFor(() => expect(within(billing).getByRole('heading')).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toEqual([billing]);
    expect(router.state.location.hash).toBe('#billing-and-payment');
    expect(link).toHaveAttribute('aria-current', 'location');

    await user.click(link);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
    expect(within(billing).getByRole('heading')).toHaveFocus();
  });

  it('the general terms lead to the affiliate terms', async () => {
    const { user, router } = await renderTerms();
    await user.click(screen.getByRole('link', { name: 'Read the Affiliate TOS' }));
    expect(tab('Affiliate TOS')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(section('Overview')).getByRole('heading')).toHaveFocus());
    expect(router.state.location.search).toBe('?tab=affiliate');
    expect(screen.getByRole('link', { name: 'Go to your affiliate area' })).toHaveAttribute(
      'href',
      '/affiliate',
    );
  });

  it('states the figures the code applies: VAT, cap, holding period, minimum payout, code length, ineligible plans', async () => {
    await renderTerms('/tos?tab=affiliate');
    expect(section('Commission and Discount Codes')).toHaveTextContent(
      `capped at ${formatMoney(santimToEtb(AFFILIATE_KICKBACK_CAP_SANTIM), 'en')} per qualified sale`,
    );
    expect(section('Payment')).toHaveTextContent(`held for ${AFFILIATE_HOLDING_DAYS} days`);
    expect(section('Payment')).toHaveTextContent(
      `minimum payout of ${formatMoney(santimToEtb(AFFILIATE_MINIMUM_PAYOUT_SANTIM), 'en')}`,
    );
    expect(section('Enrollment')).toHaveTextContent(
      `${AFFILIATE_CODE_MIN_LENGTH} to ${AFFILIATE_CODE_MAX_LENGTH} characters`,
    );
    const ineligible = within(section('Ineligible Services')).getAllByRole('listitem');
    expect(ineligible.map((item) => item.textContent)).toEqual(
      Object.values(KICKBACK_INELIGIBLE_FROM_PLAN).map((plan) => `${plan} and up`),
    );
    expect(section('Overview')).toHaveTextContent(`The ${SHOP_BRAND} affiliate program`);
  });

  it('the general terms state VAT, the renewal reminders and the liability cap', async () => {
    await renderTerms();
    expect(section('Billing and Payment')).toHaveTextContent(`every order adds ${VAT_PERCENT}% VAT`);
    expect(section('Billing and Payment')).toHaveTextContent(
      'by e-mail 7, 3, and 1 days before the end date',
    );
    expect(section('Limitation of Liability')).toHaveTextContent('in the three months before the event');
    expect(section('Governing Law')).toHaveTextContent('laws of the Federal Democratic Republic of Ethiopia');
  });

  it('reads in Amharic, with the figures in Amharic money', async () => {
    await i18n.changeLanguage('am');
    await renderTerms('/tos?tab=affiliate');
    expect(screen.getByRole('heading', { level: 1, name: 'የአገልግሎት ውል' })).toBeVisible();
    expect(tab('የአጋርነት ውል')).toHaveAttribute('aria-selected', 'true');
    expect(section('ኮሚሽን እና የቅናሽ ኮዶች')).toHaveTextContent(
      // The formatter puts a no-break space after ብር; the matcher reads it as a space.
      formatMoney(santimToEtb(AFFILIATE_KICKBACK_CAP_SANTIM), 'am').replace(/\s/g, ' '),
    );
    expect(section('ክፍያ')).toHaveTextContent(`ለ${AFFILIATE_HOLDING_DAYS} ቀናት ይቆያል`);
    expect(navLinks('የአጋርነት ውል ክፍሎች')).toHaveLength(AFFILIATE_TITLES.length);
  });
});
