import { SERVICES_LOAD_FAILED, orderNumber } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order, ServiceSummary } from '../../api';
import { i18n } from '../../i18n';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import {
  ordersBeingSetUpFixture,
  provisioningSummary,
  SERVICE_IDS,
  servicesInEveryGroup,
} from './service-fixtures';

function renderPage() {
  return renderWithProviders(null, { route: '/my-services', preloadedState: { auth: DEMO_SESSION } });
}

const answerServices = (services: ServiceSummary[]) =>
  server.use(http.get('/api/services/list', () => HttpResponse.json(services)));
const answerOrders = (orders: Order[]) =>
  server.use(http.get('/api/orders', () => HttpResponse.json(orders)));

const rowOf = (name: string) => screen.getByText(name, { selector: 'p' }).closest<HTMLElement>('tr')!;

describe('My Services', () => {
  it('holds ACTIVE services with days left in Active, everything else in Past, with counts', async () => {
    answerServices(servicesInEveryGroup());
    answerOrders([]);
    const { user } = renderPage();
    expect(await screen.findByRole('tab', { name: 'Active Services (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const active = screen.getByRole('table', { name: 'Active services' });
    expect(within(active).getByText('Package Starter')).toBeVisible();
    expect(within(active).getByText('Valheim', { selector: 'p' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Past Services (3)' }));
    const past = screen.getByRole('table', { name: 'Past services' });
    expect(within(past).getByText('Package Boost')).toBeVisible();
    expect(within(rowOf('Package Boost')).getByText('Expired')).toBeVisible();
    expect(within(rowOf('Package Small')).getByText('Suspended')).toBeVisible();
    // ACTIVE but past its end date: past, by the spec's rule.
    expect(within(rowOf('Package Medium')).getByText('Expired 1 day ago')).toBeVisible();
  });

  it("shows each service's name, id, specs, days left, status, power state and a Manage link", async () => {
    const services = servicesInEveryGroup();
    answerServices(services);
    answerOrders([]);
    renderPage();
    await screen.findByRole('table', { name: 'Active services' });
    const kvm = services.find((s) => s.id === SERVICE_IDS.kvm)!;
    const row = rowOf('Package Starter');
    expect(within(row).getByText(`ID ${kvm.serviceId}`)).toBeVisible();
    expect(within(row).getByText('2 vCPU · 4.0 GB RAM · 60.0 GB SSD')).toBeVisible();
    expect(within(row).getByText(`${kvm.remainingDays} days left`)).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(row).getByText('Running')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Manage for Package Starter' })).toHaveAttribute(
      'href',
      `/service-details/${SERVICE_IDS.kvm}`,
    );
    expect(within(rowOf('Valheim')).getByText('Valheim · 6 slots')).toBeVisible();
  });

  it('Manage opens the service details', async () => {
    answerServices(servicesInEveryGroup());
    answerOrders([]);
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Manage for Package Starter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/service-details/${SERVICE_IDS.kvm}`));
    expect(await screen.findByRole('heading', { name: 'Package Starter', level: 1 })).toBeVisible();
  });

  it('shows a service being set up as such, and Manage still opens it', async () => {
    answerServices([provisioningSummary()]);
    answerOrders([]);
    renderPage();
    expect(within(await screen.findByRole('table')).getByText('Being set up')).toBeVisible();
    const row = rowOf('IPv6 Medium');
    expect(within(row).getByText(/We are setting up this server/)).toBeVisible();
    expect(within(row).getByRole('link', { name: /Manage/ })).toHaveAttribute(
      'href',
      `/service-details/${mockId('service', 'new')}`,
    );
  });

  it('tells a customer who has paid that the server is being set up, above the list', async () => {
    answerServices([]);
    const [settingUp, awaiting] = ordersBeingSetUpFixture();
    answerOrders([
      settingUp!,
      awaiting!,
      // Not notices: a renewal, an order that has its service, and an unpaid one.
      { ...settingUp!, id: mockId('order', 'renewal'), renewalOfServiceId: SERVICE_IDS.kvm },
      { ...settingUp!, id: mockId('order', 'has-service'), serviceId: SERVICE_IDS.kvm },
      { ...awaiting!, id: mockId('order', 'unpaid'), paymentReported: false },
    ]);
    renderPage();
    const notices = await screen.findByRole('region', { name: 'Orders being set up' });
    const items = within(notices).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Your server is being set up' })).toBeVisible();
    expect(within(items[0]!).getAllByText(`Order ${orderNumber(settingUp!.id)}`)[0]).toBeVisible();
    expect(within(items[0]!).getByText('Package Boost')).toBeVisible();
    expect(within(items[0]!).getByText(/we are setting up your server/)).toBeVisible();
    expect(within(items[0]!).getByRole('link', { name: /View in My Orders/ })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    expect(within(items[1]!).getByRole('heading', { name: 'Payment awaiting confirmation' })).toBeVisible();
    // The tabs still say there is no service yet.
    expect(screen.getByRole('heading', { name: 'No active services yet' })).toBeVisible();
  });

  it('shows the list without notices when the orders cannot be read', async () => {
    answerServices(servicesInEveryGroup());
    server.use(http.get('/api/orders', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderPage();
    expect(await screen.findByRole('table', { name: 'Active services' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Orders being set up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an empty state per tab with a way to the servers', async () => {
    answerServices([]);
    answerOrders([]);
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'No active services yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse servers' })).toHaveAttribute('href', '/servers');
    await user.click(screen.getByRole('tab', { name: 'Past Services (0)' }));
    expect(await screen.findByRole('heading', { name: 'No past services' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse servers' })).toHaveAttribute('href', '/servers');
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get('/api/services/list', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading services' })).toBeInTheDocument();
  });

  it('keeps the skeleton until the orders are read too, so the notices never push the list down', async () => {
    answerServices(servicesInEveryGroup());
    server.use(
      http.get('/api/orders', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading services' })).toBeInTheDocument();
    await delay(200);
    expect(screen.getByRole('status', { name: 'Loading services' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Active Services/ })).toBeNull();
  });

  it('shows the load failure and retries', async () => {
    server.use(
      http.get('/api/services/list', () => HttpResponse.json({ message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: /Active Services/ })).toBeVisible();
  });
});

describe('My Services in Amharic', () => {
  it('names the tabs, the states and the notices in Amharic', async () => {
    await i18n.changeLanguage('am');
    answerServices([...servicesInEveryGroup(), provisioningSummary()]);
    answerOrders(ordersBeingSetUpFixture());
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'አገልግሎቶቼ', level: 1 })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'ንቁ አገልግሎቶች (3)' })).toBeVisible();
    const active = screen.getByRole('table', { name: 'ንቁ አገልግሎቶች' });
    expect(within(active).getAllByText('በመስራት ላይ')[0]).toBeVisible();
    expect(within(active).getByText('በመዘጋጀት ላይ')).toBeVisible();
    expect(within(active).getAllByText('2 vCPU ኮር · 4.0 GB ራም · 60.0 GB SSD ማከማቻ')[0]).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ሰርቨርዎ በመዘጋጀት ላይ ነው' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'ያለፉ አገልግሎቶች (3)' }));
    const past = screen.getByRole('table', { name: 'ያለፉ አገልግሎቶች' });
    expect(within(past).getByText('ታግዷል')).toBeVisible();
  });
});
