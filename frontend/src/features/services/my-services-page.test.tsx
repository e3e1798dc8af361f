import { SERVICES_LOAD_FAILED, orderNumber } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order, ServiceSummary } from '../../api';
import { i18n } from '../../i18n';
import { paymentInstructionPath } from '../../lib/payment-data';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import {
  expiredWithRenewalSummary,
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
  it('holds every service that can come back in Active (suspended and expired too), terminated ones in Past', async () => {
    answerServices(servicesInEveryGroup());
    answerOrders([]);
    const { user } = renderPage();
    expect(await screen.findByRole('tab', { name: 'Active Services (5)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const active = screen.getByRole('table', { name: 'Active services' });
    for (const name of ['Package Starter', 'Package Boost', 'Package Small', 'Package Medium'])
      expect(within(active).getByText(name, { selector: 'p' })).toBeVisible();
    expect(within(active).getByText('Valheim', { selector: 'p' })).toBeVisible();
    expect(within(active).queryByText('Ryzen Basic')).not.toBeInTheDocument();
    expect(within(rowOf('Package Small')).getByText('Suspended')).toBeVisible();
    expect(within(rowOf('Package Boost')).getByText('Expired')).toBeVisible();
    // ACTIVE but past its end date (the lifecycle has not run yet): it still runs.
    expect(within(rowOf('Package Medium')).getByText('Expired 1 day ago')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Past Services (1)' }));
    const past = screen.getByRole('table', { name: 'Past services' });
    expect(within(past).getByText('Ryzen Basic')).toBeVisible();
    expect(within(rowOf('Ryzen Basic')).getByText('Terminated')).toBeVisible();
  });

  it('says what to do about each state: pay to resume an expired one, ask the shop about a suspended one', async () => {
    answerServices(servicesInEveryGroup());
    answerOrders([]);
    renderPage();
    await screen.findByRole('table', { name: 'Active services' });
    // Expired with no renewal order open: Extend, on its page, makes one.
    const expired = rowOf('Package Boost');
    expect(within(expired).getByText('Renewal due: pay to resume')).toBeVisible();
    expect(within(expired).getByRole('link', { name: 'Extend Package Boost' })).toHaveAttribute(
      'href',
      `/service-details/${SERVICE_IDS.expired}`,
    );
    // Suspended by the shop: a renewal does not lift it, the shop does.
    const suspended = rowOf('Package Small');
    expect(within(suspended).getByText(/Suspended by the shop: contact support to resume it/)).toBeVisible();
    expect(within(suspended).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(suspended).queryByText('Renewal due: pay to resume')).not.toBeInTheDocument();
    // A running service has nothing to do.
    const running = rowOf('Package Starter');
    expect(within(running).queryByText(/Renewal due|Suspended by the shop/)).not.toBeInTheDocument();
  });

  it("offers an expired service's open renewal to pay, then says its payment awaits confirmation", async () => {
    answerServices([expiredWithRenewalSummary()]);
    answerOrders([]);
    renderPage();
    const row = within(await screen.findByRole('table', { name: 'Active services' })).getByRole('row', {
      name: /Package Boost/,
    });
    expect(within(row).getByText('Renewal due: pay to resume')).toBeVisible();
    expect(within(row).getByText('2,990.00 ETB')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Pay the renewal of Package Boost' })).toHaveAttribute(
      'href',
      paymentInstructionPath(mockId('order', 'demo-boost-renewal')),
    );
    // One state, said once: the machine's 'Suspended' is not repeated beside 'Expired'.
    expect(within(row).getByText('Expired')).toBeVisible();
    expect(within(row).queryByText('Suspended')).not.toBeInTheDocument();
  });

  it('says an expired service awaits confirmation once its renewal payment is reported', async () => {
    answerServices([expiredWithRenewalSummary(true)]);
    answerOrders([]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Active services' });
    expect(within(table).getByText('Renewal due: pay to resume')).toBeVisible();
    expect(within(table).getByText('Payment received, awaiting confirmation')).toBeVisible();
    expect(within(table).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
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
    expect(await screen.findByRole('tab', { name: 'ንቁ አገልግሎቶች (6)' })).toBeVisible();
    const active = screen.getByRole('table', { name: 'ንቁ አገልግሎቶች' });
    expect(within(active).getAllByText('በመስራት ላይ')[0]).toBeVisible();
    expect(within(active).getByText('በመዘጋጀት ላይ')).toBeVisible();
    expect(within(active).getAllByText('2 vCPU ኮር · 4.0 GB ራም · 60.0 GB SSD ማከማቻ')[0]).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ሰርቨርዎ በመዘጋጀት ላይ ነው' })).toBeVisible();
    expect(within(rowOf('Package Small')).getByText('ታግዷል')).toBeVisible();
    expect(within(rowOf('Package Small')).getByText(/በድርጅቱ ታግዷል፦ እንዲቀጥል እባክዎ ድጋፍ ያግኙ/)).toBeVisible();
    expect(within(rowOf('Package Boost')).getByText('እድሳት ይጠበቃል፦ እንዲቀጥል ይክፈሉ')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'ያለፉ አገልግሎቶች (1)' }));
    const past = screen.getByRole('table', { name: 'ያለፉ አገልግሎቶች' });
    expect(within(past).getByText('ተሰርዟል')).toBeVisible();
  });
});
