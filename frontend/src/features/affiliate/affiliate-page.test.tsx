import { AFFILIATE_LOAD_FAILED } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { server } from '../../mocks/node';
import {
  affiliateLoading,
  answerAffiliate,
  dashboardFails,
  dashboardWithCode,
  dashboardWithoutCode,
} from './affiliate-fixtures';
import { etb, renderAffiliatePage, textOf } from './affiliate-test-helpers';

const figure = (name: string) => within(screen.getByRole('group', { name }));

describe('the affiliate page', () => {
  it('is titled Affiliate Management, with three tabs and the Dashboard chosen', async () => {
    renderAffiliatePage({ handlers: answerAffiliate() });
    expect(await screen.findByRole('heading', { name: 'Affiliate Management', level: 1 })).toBeVisible();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Dashboard', 'My Codes', 'Detailed Stats']);
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between the tabs with the arrow keys, and the URL follows', async () => {
    const { user, router } = renderAffiliatePage({ handlers: answerAffiliate() });
    await user.click(await screen.findByRole('tab', { name: 'Dashboard' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Codes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'My Codes' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=codes');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Detailed Stats' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'No code selected' })).toBeVisible();
  });

  it('opens the tab the URL names', async () => {
    renderAffiliatePage({ search: '?tab=codes', handlers: answerAffiliate() });
    expect(await screen.findByRole('tab', { name: 'My Codes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a skeleton while the data loads', () => {
    renderAffiliatePage({ handlers: affiliateLoading() });
    expect(screen.getByRole('status', { name: 'Loading affiliate data' })).toBeInTheDocument();
  });

  it("shows the spec's load failure in a red banner, not the server's words, and retries", async () => {
    const { user } = renderAffiliatePage({ handlers: dashboardFails() });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(AFFILIATE_LOAD_FAILED);
    expect(banner).not.toHaveTextContent('Database unavailable');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    server.use(...answerAffiliate());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the load failure banner be dismissed, leaving a way to try again', async () => {
    const { user } = renderAffiliatePage({ handlers: dashboardFails() });
    const banner = await screen.findByRole('alert');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your affiliate data could not be shown.' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // Failing again, the banner comes back.
    expect(await screen.findByRole('alert')).toHaveTextContent(AFFILIATE_LOAD_FAILED);
  });
});

describe('the Dashboard tab', () => {
  it('shows the four cards in ETB', async () => {
    renderAffiliatePage({ handlers: answerAffiliate() });
    await screen.findByRole('group', { name: 'Total Orders' });
    expect(figure('Total Orders').getByText('12')).toBeVisible();
    expect(figure('Active Services').getByText('7')).toBeVisible();
    expect(figure('Total Revenue').getByText(etb('48,650.50'))).toBeVisible();
    expect(figure('Total Kickback').getByText(etb('4,865.05'))).toBeVisible();
  });

  it('shows the payout: payable and pending kickback, the minimum payout, the cap and the terms', async () => {
    renderAffiliatePage({ handlers: answerAffiliate() });
    const payout = within(await screen.findByRole('region', { name: 'Payout' }));
    expect(payout.getByText('Payable kickback').closest('div')).toHaveTextContent(etb('3,120.40'));
    expect(payout.getByText('Pending kickback').closest('div')).toHaveTextContent(etb('1,744.65'));
    expect(payout.getByText('Held for 30 days after payment')).toBeVisible();
    expect(
      payout.getByText('Kickback is paid monthly once the payable amount reaches 1,000 ETB.'),
    ).toBeVisible();
    expect(payout.getByText(/at most 3,000 ETB of kickback/)).toBeVisible();
    expect(payout.getByText(/has reached the minimum/)).toBeVisible();
    expect(payout.getByRole('link', { name: 'Read the Affiliate terms' })).toHaveAttribute(
      'href',
      '/tos?tab=affiliate',
    );
  });

  it('says how much payable kickback is still missing below the minimum payout', async () => {
    renderAffiliatePage({
      handlers: answerAffiliate({
        dashboard: dashboardWithCode({ payableKickback: 250, pendingKickback: 80 }),
      }),
    });
    const payout = within(await screen.findByRole('region', { name: 'Payout' }));
    expect(payout.getByText(`${etb('750.00')} more to reach the minimum payout.`)).toBeVisible();
    expect(payout.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it("lists the user's code with its status, orders, active services, revenue and kickback", async () => {
    renderAffiliatePage({ handlers: answerAffiliate() });
    const table = await screen.findByRole('table', { name: 'Your affiliate codes and their results' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map(textOf)).toEqual([
      'SELAM10',
      'Active',
      '12',
      '7',
      etb('48,650.50'),
      etb('4,865.05'),
      'View Details of SELAM10',
    ]);
  });

  it('View Details switches to Detailed Stats for that code, focusing its heading', async () => {
    const { user, router } = renderAffiliatePage({ handlers: answerAffiliate() });
    await user.click(await screen.findByRole('link', { name: 'View Details of SELAM10' }));
    expect(screen.getByRole('tab', { name: 'Detailed Stats' })).toHaveAttribute('aria-selected', 'true');
    const heading = await screen.findByRole('heading', { name: 'Statistics of SELAM10' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe('?tab=stats&code=SELAM10');
  });

  it("without a code says 'No affiliate code found.' and links to My Codes with the form open", async () => {
    const { user } = renderAffiliatePage({ as: 'demo' });
    expect(await screen.findByRole('heading', { name: 'No affiliate code found.' })).toBeVisible();
    expect(figure('Total Orders').getByText('0')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Create an affiliate code' }));
    expect(screen.getByRole('tab', { name: 'My Codes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Affiliate code' })).toHaveFocus();
  });

  it('shows the no-code dashboard with fixed data too', async () => {
    renderAffiliatePage({ handlers: answerAffiliate({ dashboard: dashboardWithoutCode(), codes: [] }) });
    expect(await screen.findByRole('heading', { name: 'No affiliate code found.' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the affiliate page in Amharic', () => {
  it('names the tabs, the cards and the payout in Amharic, birr as Amharic writes it', async () => {
    await i18n.changeLanguage('am');
    renderAffiliatePage({ handlers: answerAffiliate() });
    expect(await screen.findByRole('heading', { name: 'የአጋርነት አስተዳደር', level: 1 })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'ዳሽቦርድ' })).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'ጠቅላላ ገቢ' })).getByText('ብር 48,650.50')).toBeVisible();
    expect(screen.getByText('ኮሚሽን የሚከፈለው የሚከፈለው መጠን 1,000 ብር ሲደርስ በየወሩ ነው።')).toBeVisible();
  });
});
