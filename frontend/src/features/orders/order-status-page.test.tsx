import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { fulfilMockPaidOrder, toMyOrder } from '../../mocks/fulfilment';
import { server } from '../../mocks/node';
import { db, setMockSettings } from '../../mocks/state';
import { i18n } from '../../i18n';
import { renderWithProviders } from '../../test/render-with-providers';
import { OrderProgressView } from './order-status-page';

/** The demo customer's unpaid Package Small order. */
const SMALL = mockId('order', 'demo-small-unpaid');

describe('the order status page', () => {
  it('follows the order by itself from payment due to a ready server, then stops asking', async () => {
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `/api/orders/${SMALL}`) reads.push(request.method);
    });
    const { router } = renderWithProviders(null, {
      route: `/orders/${SMALL}`,
      preloadedState: { auth: DEMO_SESSION },
    });
    expect(await screen.findByText('Waiting for your payment')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete Payment' })).toHaveAttribute(
      'href',
      `/payment-instruction?order=${SMALL}`,
    );
    // Nothing to download before it is paid.
    expect(screen.queryByRole('button', { name: /Download invoice/ })).not.toBeInTheDocument();

    // Paid meanwhile (as an admin's mark-paid or a verified online payment): with AUTO_PROVISION the
    // service is created at once and the mock's provider builds it a moment later.
    const order = db.orders.find((o) => o.id === SMALL)!;
    order.paid = true;
    fulfilMockPaidOrder(order);
    expect(await screen.findByText('Your server is ready', undefined, { timeout: 20_000 })).toBeVisible();
    const service = db.services.find((s) => s.orderId === SMALL)!;
    expect(screen.getByRole('link', { name: 'Open your service' })).toHaveAttribute(
      'href',
      `/service-details/${service.id}`,
    );
    expect(screen.queryByText('This page updates by itself.')).not.toBeInTheDocument();
    // Paid: its invoice is offered here too.
    expect(screen.getByRole('button', { name: /Download invoice/ })).toBeVisible();
    // Final: no more reads.
    const readsWhenReady = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads.length).toBe(readsWhenReady);
    expect(router.state.location.pathname).toBe(`/orders/${SMALL}`);
    server.events.removeAllListeners();
  }, 30_000);

  it("answers another customer's order as not found, and asks no more", async () => {
    const other = mockId('order', 'selam-rust-unpaid');
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `/api/orders/${other}`) reads += 1;
    });
    renderWithProviders(null, { route: `/orders/${other}`, preloadedState: { auth: DEMO_SESSION } });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    const readsWhenFound = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(readsWhenFound);
    server.events.removeAllListeners();
  });

  describe('after an online payment that did not go through', () => {
    const ended = (outcome: 'CANCELLED' | 'FAILED') => {
      db.orders.find((o) => o.id === SMALL)!.chapaEnded = { outcome, at: '2026-11-28T09:30:00.000Z' };
    };

    it('names a cancelled payment and pays again online: a new Chapa checkout', async () => {
      setMockSettings({ chapa: true });
      ended('CANCELLED');
      const started: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/chapa-checkout')) {
          started.push(request.url);
        }
      });
      const navigate = vi.fn();
      const { user } = renderWithProviders(
        <OrderProgressView
          order={toMyOrder(db.orders.find((o) => o.id === SMALL)!)}
          navigateToChapa={navigate}
        />,
        { route: `/orders/${SMALL}`, preloadedState: { auth: DEMO_SESSION } },
      );
      expect(screen.getByText('Your online payment was cancelled')).toBeVisible();
      // One thing said: not also 'Waiting for your payment'.
      expect(screen.queryByText('Waiting for your payment')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Other ways to pay' })).toHaveAttribute(
        'href',
        `/payment-instruction?order=${SMALL}`,
      );
      await user.click(await screen.findByRole('button', { name: 'Pay again online' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
      expect(navigate.mock.calls[0]![0]).toContain(`/orders/${SMALL}`);
      expect(started).toHaveLength(1);
      // The new checkout is the newest attempt: the order no longer names the cancelled one.
      expect(toMyOrder(db.orders.find((o) => o.id === SMALL)!).onlinePayment).toBeNull();
      server.events.removeAllListeners();
    });

    it('names a failed payment; without online payment any more, the payment page is the way', async () => {
      ended('FAILED');
      renderWithProviders(null, { route: `/orders/${SMALL}`, preloadedState: { auth: DEMO_SESSION } });
      expect(await screen.findByText('Your online payment did not go through')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Other ways to pay' })).toHaveAttribute(
        'href',
        `/payment-instruction?order=${SMALL}`,
      );
      expect(screen.queryByRole('button', { name: 'Pay again online' })).not.toBeInTheDocument();
    });

    it('says it in Amharic', async () => {
      setMockSettings({ chapa: true });
      ended('CANCELLED');
      await i18n.changeLanguage('am');
      try {
        renderWithProviders(null, { route: `/orders/${SMALL}`, preloadedState: { auth: DEMO_SESSION } });
        const title = await screen.findByText('የመስመር ላይ ክፍያዎ ተሰርዟል');
        expect(title).toBeVisible();
        expect(await screen.findByRole('button', { name: 'እንደገና በመስመር ላይ ይክፈሉ' })).toBeVisible();
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  });
});
