import { CODE_STATS_LOAD_FAILED } from '@shop/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../i18n';
import { server } from '../../mocks/node';
import { answerAffiliate, codeStats, recentOrders, statsFail } from './affiliate-fixtures';
import { etb, renderAffiliatePage, textOf } from './affiliate-test-helpers';

const STATS_OF_SELAM10 = '?tab=stats&code=SELAM10';
const figure = (name: string) => within(screen.getByRole('group', { name }));

describe('the Detailed Stats tab', () => {
  it("says 'No code selected' when no code is chosen, and asks for nothing", async () => {
    renderAffiliatePage({ search: '?tab=stats', handlers: answerAffiliate() });
    expect(await screen.findByRole('heading', { name: 'No code selected' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the code's totals, kickback split into payable and pending", async () => {
    renderAffiliatePage({ search: STATS_OF_SELAM10, handlers: answerAffiliate() });
    expect(await screen.findByRole('heading', { name: 'Statistics of SELAM10' })).toBeVisible();
    expect(figure('Total Orders').getByText('12')).toBeVisible();
    expect(figure('Active Services').getByText('7')).toBeVisible();
    expect(figure('Expired Services').getByText('2')).toBeVisible();
    expect(figure('Total Revenue').getByText(etb('48,650.50'))).toBeVisible();
    expect(figure('Total Kickback').getByText(etb('4,865.05'))).toBeVisible();
    expect(figure('Total Kickback').getByText(`${etb('3,120.40')} payable`)).toBeVisible();
    expect(figure('Total Kickback').getByText(`${etb('1,744.65')} pending`)).toBeVisible();
  });

  it('reads a code typed in lower case in the address as the upper-case code', async () => {
    renderAffiliatePage({ search: '?tab=stats&code=selam10', handlers: answerAffiliate() });
    expect(await screen.findByRole('heading', { name: 'Statistics of SELAM10' })).toBeVisible();
  });

  it('lists the recent orders with service, customer, price, kickback, status and date', async () => {
    renderAffiliatePage({ search: STATS_OF_SELAM10, handlers: answerAffiliate() });
    const table = await screen.findByRole('table', { name: 'Recent orders with SELAM10' });
    const headers = within(table).getAllByRole('columnheader').map(textOf);
    expect(headers).toEqual(['Service', 'Customer', 'Price', 'Kickback', 'Status', 'Date']);
    const [starter] = recentOrders();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getAllByRole('cell').map(textOf)).toEqual([
      'Package Starter',
      'abebe',
      etb('1,725.00'),
      // Paid 10 days ago: the kickback is held for 20 days more.
      `${etb('172.50')}Payable from ${formatDate(starter!.payableFrom, 'en')}`,
      'Provisioning',
      formatDate(starter!.createdAt, 'en'),
    ]);
    // An ineligible plan earns nothing; past its holding period nothing more is said.
    expect(within(rows[2]!).getAllByRole('cell').map(textOf).slice(0, 5)).toEqual([
      'Package Mega',
      'hanna',
      etb('9,315.00'),
      etb('0.00'),
      'Active',
    ]);
  });

  it('shows status ACTIVE in green and any other status in red', async () => {
    renderAffiliatePage({ search: STATS_OF_SELAM10, handlers: answerAffiliate() });
    const table = await screen.findByRole('table', { name: 'Recent orders with SELAM10' });
    const badges = ['Provisioning', 'Active', 'Expired'].map((name) => ({
      name,
      className: within(table).getAllByText(name)[0]!.className,
    }));
    expect(badges[0]!.className).toMatch(/bg-danger-50/);
    expect(badges[1]!.className).toMatch(/bg-success-50/);
    expect(badges[2]!.className).toMatch(/bg-danger-50/);
  });

  it('says so when the code has no orders yet', async () => {
    renderAffiliatePage({
      search: STATS_OF_SELAM10,
      handlers: answerAffiliate({
        stats: codeStats({ totalOrders: 0, totalRevenue: 0, totalKickback: 0, recentOrders: [] }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'No orders with this code yet.' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load code statistics' in a red banner and retries", async () => {
    const { user } = renderAffiliatePage({
      search: STATS_OF_SELAM10,
      handlers: [...statsFail(), ...answerAffiliate()],
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(CODE_STATS_LOAD_FAILED);
    expect(banner).not.toHaveTextContent('Database unavailable');
    expect(screen.getByRole('heading', { name: 'Statistics unavailable' })).toBeVisible();

    server.use(...answerAffiliate());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Statistics of SELAM10' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows another user's code (the server answers 404) as a statistics failure", async () => {
    renderAffiliatePage({ search: '?tab=stats&code=TIMKET' });
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_STATS_LOAD_FAILED);
  });

  it('reads the mock backend for the real code', async () => {
    renderAffiliatePage({ search: STATS_OF_SELAM10 });
    expect(await screen.findByRole('heading', { name: 'Statistics of SELAM10' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Expired Services' })).toBeVisible();
  });
});
