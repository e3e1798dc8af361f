import {
  AFFILIATE_STATS_LOAD_FAILED,
  DISCOUNT_CODES_LOAD_FAILED,
  DISCOUNT_UPDATE_FAILED,
  SERVER_MESSAGES,
} from '@shop/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { db } from '../../../mocks/state';
import { renderWithProviders } from '../../../test/render-with-providers';
import { discountCodeFixture, discountStatsFixture } from './discount-fixtures';
import { DiscountsTable } from './discounts-table';

function renderPage(route = '/admin/discounts') {
  return renderWithProviders(null, { route, preloadedState: { auth: ADMIN_SESSION } });
}

const table = () => screen.findByRole('table', { name: 'Discount codes' });
const rowOf = (code: string) =>
  screen.getByText(code, { selector: 'span.font-mono' }).closest<HTMLElement>('tr')!;

/** Records the bodies the screen sends to PUT /admin/discount-codes/{id}, then lets the mock answer. */
function recordUpdates() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && request.url.includes('/api/admin/discount-codes/')) {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

const errorBox = () => screen.findByRole('alert');

describe('Discounts: the list', () => {
  it('shows each code with its figures, and Active only while isActive and not expired', async () => {
    renderPage();
    await table();
    const selam = rowOf('SELAM10');
    expect(within(selam).getByText('5%')).toBeVisible();
    expect(within(selam).getByText('10%')).toBeVisible();
    expect(within(selam).getByText('No expiration')).toBeVisible();
    expect(within(selam).getByText('Active')).toBeVisible();
    expect(within(selam).getByRole('button', { name: 'Deactivate SELAM10' })).toBeVisible();

    // isActive but past its expiry: Expired, the date in red, and no toggle (it would change
    // nothing a customer sees); Edit, to move its expiry, is what brings it back.
    const meskel = rowOf('MESKEL2017');
    expect(within(meskel).getByText('Expired')).toBeVisible();
    // 20:59 UTC on 30 September is 23:59 in Addis Ababa; past, so in red and said in words.
    const expires = within(meskel).getByText('23:59 · expired');
    expect(expires.parentElement).toHaveClass('text-danger-700');
    expect(within(meskel).queryByRole('button', { name: /activate MESKEL2017/i })).toBeNull();
    expect(within(meskel).getByRole('button', { name: 'Edit MESKEL2017 to move its expiry' })).toBeVisible();

    const timket = rowOf('TIMKET');
    expect(within(timket).getByText('Inactive')).toBeVisible();
    expect(within(timket).getByRole('button', { name: 'Activate TIMKET' })).toBeVisible();
  });

  it('writes a missing kickback as 0% and a missing usage as 0', () => {
    const code = discountCodeFixture({ code: 'PLAIN', affiliateKickback: undefined, _count: undefined });
    render(<DiscountsTable codes={[code]} onStats={vi.fn()} onEdit={vi.fn()} onToggle={vi.fn()} />);
    const row = rowOf('PLAIN');
    const cells = within(row).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('0%');
    expect(cells[5]).toHaveTextContent(/^0$/);
  });

  it('shows a spinner while loading, then the codes', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/admin/discount-codes', async () => {
        await answered;
        return HttpResponse.json([discountCodeFixture({ code: 'LATE' })], {
          headers: { 'X-Total-Count': '1' },
        });
      }),
    );
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading discount codes' })).toBeInTheDocument();
    answer();
    await table();
    expect(screen.getByText('LATE', { selector: 'span.font-mono' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading discount codes' })).not.toBeInTheDocument();
  });

  it('shows a load failure in the red Error box, with the fallback text, and Retry loads again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/discount-codes', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error' }, { status: 500 })
          : HttpResponse.json([discountCodeFixture({ code: 'BACK' })], { headers: { 'X-Total-Count': '1' } });
      }),
    );
    const { user } = renderPage();
    const box = await errorBox();
    expect(within(box).getByText('Error')).toBeVisible();
    expect(box).toHaveTextContent(DISCOUNT_CODES_LOAD_FAILED);
    await user.click(within(box).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('BACK', { selector: 'span.font-mono' })).toBeVisible();
  });

  it("shows the server's message when a load failure carries one", async () => {
    server.use(
      http.get('/api/admin/discount-codes', () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Unavailable', message: 'Database is down' },
          { status: 503 },
        ),
      ),
    );
    renderPage();
    expect(await errorBox()).toHaveTextContent('Database is down');
  });
});

describe('Discounts: search and pages on the server', () => {
  it('sends the search typed in the URL and to the server, and pages by X-Total-Count', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/discount-codes', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const page = Number(params.get('page'));
        const code = discountCodeFixture({ code: `PAGE${page}` });
        return HttpResponse.json([code], { headers: { 'X-Total-Count': '45' } });
      }),
    );
    const { user, router } = renderPage();
    await table();
    expect(screen.getByText('Showing 1–20 of 45 discount codes')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search discount codes' }), 'selam{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=selam'));
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('selam'));
    expect(asked.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=selam&page=2'));
    expect(await screen.findByText('PAGE2', { selector: 'span.font-mono' })).toBeVisible();
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(asked.at(-1)?.get('search')).toBe('selam');
    expect(screen.getByText('Showing 21–40 of 45 discount codes')).toBeVisible();
  });

  it('opens on the page and search the URL holds', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/discount-codes', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
      }),
    );
    renderPage('/admin/discounts?search=nothing&page=3');
    expect(await screen.findByRole('heading', { name: 'No discount codes match "nothing"' })).toBeVisible();
    expect(asked[0]?.get('search')).toBe('nothing');
    expect(asked[0]?.get('page')).toBe('3');
    expect(screen.getByRole('searchbox', { name: 'Search discount codes' })).toHaveValue('nothing');
  });
});

describe('Discounts: create', () => {
  it('upper-cases the code as it is typed, sends it upper-cased, and the list reloads with it', async () => {
    const { user } = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Create Discount Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Discount Code' });
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.type(code, 'addis-25');
    expect(code).toHaveValue('ADDIS-25');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Discount Percentage' }), '12.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Given To' }), 'Addis partners');
    expect(within(dialog).getByText('Percentage of revenue paid to affiliate (0-100%)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = db.discountCodes.find((c) => c.givenTo === 'Addis partners');
    expect(created).toMatchObject({
      code: 'ADDIS-25',
      discount: 12.5,
      affiliateKickback: 0,
      expiresAt: null,
    });
    const row = (await screen.findByText('ADDIS-25', { selector: 'span.font-mono' })).closest('tr')!;
    expect(within(row).getByText('12.5%')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
  });

  it('sends the expiry as the ISO time of the Addis Ababa date and time entered', async () => {
    const { user } = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Create Discount Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Discount Code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'ny2027');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Discount Percentage' }), '10');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Affiliate Kickback Percentage' }), '2.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Given To' }), 'New year');
    fireEvent.change(within(dialog).getByLabelText('Expiration Date'), {
      target: { value: '2027-01-01T00:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(db.discountCodes.some((c) => c.code === 'NY2027')).toBe(true));
    expect(db.discountCodes.find((c) => c.code === 'NY2027')).toMatchObject({
      affiliateKickback: 2.5,
      expiresAt: '2026-12-31T21:00:00.000Z',
    });
  });

  it("refuses what the contract refuses, with each field's message, and sends nothing", async () => {
    const before = db.discountCodes.length;
    const { user } = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Create Discount Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Discount Code' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Code is required')).toBeVisible();
    expect(within(dialog).getByText('Discount Percentage is required')).toBeVisible();
    expect(within(dialog).getByText('Given To is required')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Discount Percentage' }), '120');
    await user.type(
      within(dialog).getByRole('spinbutton', { name: 'Affiliate Kickback Percentage' }),
      '1.005',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Discount Percentage must be between 0 and 100')).toBeVisible();
    expect(
      within(dialog).getByText('Affiliate Kickback Percentage can have at most 2 decimals'),
    ).toBeVisible();
    expect(db.discountCodes).toHaveLength(before);
  });

  it("shows the server's 'Discount code already exists' in the Error box and keeps the form", async () => {
    const { user } = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Create Discount Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Discount Code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'selam10');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Discount Percentage' }), '7');
    await user.type(within(dialog).getByRole('textbox', { name: 'Given To' }), 'Someone else');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const box = await within(dialog).findByRole('alert');
    expect(within(box).getByText('Error')).toBeVisible();
    expect(box).toHaveTextContent(SERVER_MESSAGES.discountCodeExists);
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('SELAM10');
    expect(db.discountCodes.filter((c) => c.code === 'SELAM10')).toHaveLength(1);
  });
});

describe('Discounts: edit', () => {
  it('keeps the code read-only with its note, never sends it, and saves the other fields', async () => {
    const bodies = recordUpdates();
    const { user } = renderPage();
    await table();
    await user.click(within(rowOf('SELAM10')).getByRole('button', { name: 'Edit SELAM10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Discount Code' });
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    expect(code).toHaveValue('SELAM10');
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveAccessibleDescription('Code cannot be changed after creation');
    const discount = within(dialog).getByRole('spinbutton', { name: 'Discount Percentage' });
    expect(discount).toHaveValue(5);
    expect(within(dialog).getByRole('spinbutton', { name: 'Affiliate Kickback Percentage' })).toHaveValue(10);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();

    await user.clear(discount);
    await user.type(discount, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(bodies).toEqual([{ discount: 8, affiliateKickback: 10, givenTo: 'selam', expiresAt: null }]);
    expect(await within(rowOf('SELAM10')).findByText('8%')).toBeVisible();
  });

  it('shows an update refusal in the Error box, with the fallback when the server gives none', async () => {
    server.use(
      http.put('/api/admin/discount-codes/:id', () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { user } = renderPage();
    await table();
    await user.click(within(rowOf('TIMKET')).getByRole('button', { name: 'Edit TIMKET' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Discount Code' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DISCOUNT_UPDATE_FAILED);
  });
});

describe('Discounts: the toggle', () => {
  it('sends isActive alone and the row turns Inactive with Activate offered', async () => {
    const bodies = recordUpdates();
    const { user } = renderPage();
    await table();
    await user.click(within(rowOf('SELAM10')).getByRole('button', { name: 'Deactivate SELAM10' }));
    expect(await within(rowOf('SELAM10')).findByRole('button', { name: 'Activate SELAM10' })).toBeVisible();
    expect(within(rowOf('SELAM10')).getByText('Inactive')).toBeVisible();
    expect(bodies).toEqual([{ isActive: false }]);

    await user.click(within(rowOf('SELAM10')).getByRole('button', { name: 'Activate SELAM10' }));
    expect(await within(rowOf('SELAM10')).findByText('Active')).toBeVisible();
    expect(bodies).toEqual([{ isActive: false }, { isActive: true }]);
  });

  it('shows a failed toggle in the Error box, which can be dismissed', async () => {
    server.use(http.put('/api/admin/discount-codes/:id', () => HttpResponse.error()));
    const { user } = renderPage();
    await table();
    await user.click(within(rowOf('TIMKET')).getByRole('button', { name: 'Activate TIMKET' }));
    const box = await errorBox();
    expect(box).toHaveTextContent(DISCOUNT_UPDATE_FAILED);
    await user.click(within(box).getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Discounts: Affiliate Statistics', () => {
  it('shows the code, the totals with currency and the recent orders with their kickback', async () => {
    const code = discountCodeFixture({ code: 'STATS1' });
    server.use(
      http.get('/api/admin/discount-codes', () =>
        HttpResponse.json([code], { headers: { 'X-Total-Count': '1' } }),
      ),
      http.get('/api/admin/discount-codes/:id/affiliate-stats', () =>
        HttpResponse.json(discountStatsFixture()),
      ),
    );
    const { user } = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'View affiliate stats for STATS1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Affiliate Statistics' });
    const orders = await within(dialog).findByRole('table', { name: 'Recent orders with SELAM10' });
    expect(within(dialog).getByText('Total Orders').nextSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('Total Revenue').nextSibling).toHaveTextContent('3,450.00 ETB');
    expect(within(dialog).getByText('Total Kickback').nextSibling).toHaveTextContent('115.00 ETB');
    const [first] = within(orders).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('0AA1B2C3');
    expect(first).toHaveTextContent('1,000.00 ETB');
    expect(first).toHaveTextContent('1,150.00 ETB');
    expect(first).toHaveTextContent('115.00 ETB');
    expect(first).toHaveTextContent('5 Mar 2026, 13:30');
  });

  it('says so when the code has no orders', async () => {
    const { user } = renderPage();
    await table();
    await user.click(
      within(rowOf('TIMKET')).getByRole('button', { name: 'View affiliate stats for TIMKET' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Affiliate Statistics' });
    expect(await within(dialog).findByText('No orders yet for this discount code')).toBeVisible();
  });

  it('shows a failure in the Error box', async () => {
    server.use(
      http.get('/api/admin/discount-codes/:id/affiliate-stats', () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { user } = renderPage();
    await table();
    await user.click(
      within(rowOf('SELAM10')).getByRole('button', { name: 'View affiliate stats for SELAM10' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Affiliate Statistics' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AFFILIATE_STATS_LOAD_FAILED);
  });
});

describe('Discounts: copy', () => {
  it('copies the code and confirms for 3 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      const code = discountCodeFixture({ code: 'COPYME' });
      render(<DiscountsTable codes={[code]} onStats={vi.fn()} onEdit={vi.fn()} onToggle={vi.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Copy code COPYME' }));
      await act(async () => {});
      expect(writeText).toHaveBeenCalledWith('COPYME');
      expect(screen.getByRole('button', { name: 'Copied COPYME' })).toBeInTheDocument();

      // The spec's 3 seconds (spec 9), not the copy button's default 2.
      act(() => vi.advanceTimersByTime(2999));
      expect(screen.getByRole('button', { name: 'Copied COPYME' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy code COPYME' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
