import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { fulfilMockPaidOrder } from '../../mocks/fulfilment';
import { server } from '../../mocks/node';
import { db } from '../../mocks/state';
import { renderWithProviders } from '../../test/render-with-providers';

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
      `/payment-instruction?orderId=${SMALL}`,
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
});
