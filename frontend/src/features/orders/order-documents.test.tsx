import { invoiceYear, SERVER_MESSAGES, orderNumber } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SESSION, DEMO_USER, mockId } from '../../mocks/fixtures';
import { db } from '../../mocks/state';
import { PrerenderingContext } from '../../components/prerendering';
import { renderWithProviders } from '../../test/render-with-providers';
import { InvoiceDetailsCard } from './invoice-details-card';

const PAID = mockId('order', 'demo-minecraft-paid');
const UNPAID = mockId('order', 'demo-small-unpaid');

function renderPage() {
  return renderWithProviders(null, { route: '/my-orders', preloadedState: { auth: DEMO_SESSION } });
}

const rowOf = async (id: string) => (await screen.findByText(orderNumber(id))).closest<HTMLElement>('tr')!;

let saved: { name: string; href: string }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('My Orders: invoices', () => {
  it("downloads a paid order's invoice under its number, and offers none for an unpaid order", async () => {
    const { user } = renderPage();
    const paid = await rowOf(PAID);
    expect(within(await rowOf(UNPAID)).queryByRole('button', { name: /Download invoice/ })).toBeNull();
    await user.click(
      within(paid).getByRole('button', { name: `Download invoice for order ${orderNumber(PAID)}` }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ name: `INV-${invoiceYear(new Date())}-000001.pdf`, href: 'blob:invoice' }]),
    );
    expect(db.invoices.map((i) => i.orderId)).toEqual([PAID]);
  });

  it("offers a refunded order's credit note beside its invoice", async () => {
    const order = db.orders.find((o) => o.id === PAID)!;
    order.status = 'CANCELLED';
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: /Concluded Orders/ }));
    const row = await rowOf(PAID);
    expect(within(row).getByRole('button', { name: /Download invoice/ })).toBeVisible();
    // No credit note was issued in this state: the server's refusal is shown.
    await user.click(within(row).getByRole('button', { name: /Download credit note/ }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.creditNoteNotIssued);
    expect(saved).toEqual([]);
  });
});

describe('My Orders: invoice details', () => {
  it('keeps a company name and a TIN for the next invoices, and says what a TIN is when it is not one', async () => {
    const { user } = renderPage();
    const tin = await screen.findByLabelText(/^TIN/);
    await user.type(screen.getByLabelText(/^Company name/), 'Selam Trading PLC');
    await user.type(tin, '12345');
    await user.click(screen.getByRole('button', { name: 'Save invoice details' }));
    expect(await screen.findByText('A TIN is 10 digits.')).toBeVisible();
    expect(db.users.find((u) => u.id === DEMO_USER.id)!.tin).toBeUndefined();
    await user.clear(tin);
    await user.type(tin, '0012 345 678');
    await user.click(screen.getByRole('button', { name: 'Save invoice details' }));
    expect(await screen.findByText('Saved. Your next invoices will show these details.')).toBeVisible();
    const stored = db.users.find((u) => u.id === DEMO_USER.id)!;
    expect([stored.companyName, stored.tin]).toEqual(['Selam Trading PLC', '0012345678']);
    expect(screen.getByLabelText(/^TIN/)).toHaveValue('0012345678');
  });

  it('is prerendered with its fields and button disabled: the app renders over that page, and what was typed there would be lost', () => {
    renderWithProviders(
      <PrerenderingContext.Provider value={true}>
        <InvoiceDetailsCard />
      </PrerenderingContext.Provider>,
      { route: '/my-orders' },
    );
    expect(screen.getByLabelText(/^Company name/)).toBeDisabled();
    expect(screen.getByLabelText(/^TIN/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save invoice details' })).toBeDisabled();
  });

  it('has its fields enabled in the running app', () => {
    renderWithProviders(<InvoiceDetailsCard />, {
      route: '/my-orders',
      preloadedState: { auth: DEMO_SESSION },
    });
    expect(screen.getByLabelText(/^Company name/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save invoice details' })).toBeEnabled();
  });
});
