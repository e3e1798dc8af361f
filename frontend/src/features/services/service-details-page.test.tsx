import { daysLeft, renewalUnpaidMessage, SERVICE_DETAILS_LOAD_FAILED } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceDetails } from '../../api';
import { i18n } from '../../i18n';
import { paymentInstructionPath } from '../../lib/payment-data';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { db } from '../../mocks/state';
import { renderWithProviders } from '../../test/render-with-providers';
import {
  detailsOf,
  ipv6OnlyDetails,
  provisioningDetails,
  SERVICE_IDS,
  severalAddressesDetails,
} from './service-fixtures';

const DETAILS = '/api/services/:id/details';

function renderPage(id: string = SERVICE_IDS.kvm) {
  return renderWithProviders(null, {
    route: `/service-details/${id}`,
    preloadedState: { auth: DEMO_SESSION },
  });
}

/** GET details answers these (once, or every time), whatever the mock backend holds. */
const answerDetails = (details: ServiceDetails, options?: { once: boolean }) =>
  server.use(http.get(DETAILS, () => HttpResponse.json(details), options));

/** Records the JSON bodies sent to a POST path, then lets the mock backend answer as usual. */
function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

/** Counts the calls to a POST path, then lets the mock backend answer as usual. */
function countCalls(path: string): { count: number } {
  const calls = { count: 0 };
  server.use(
    http.post(path, () => {
      calls.count += 1;
    }),
  );
  return calls;
}

const panel = () =>
  screen.getByRole('heading', { name: 'Control Panel' }).closest<HTMLElement>('.rounded-card')!;
const button = (name: string) => within(panel()).getByRole('button', { name });
const POWER = ['Start', 'Stop', 'Restart', 'Shutdown'];

async function loaded(name = 'Package Starter') {
  expect(await screen.findByRole('heading', { name, level: 1 })).toBeVisible();
}

/** The confirmation of Stop, Shutdown and Restart, by the words its button says. */
const CONFIRM = {
  Stop: {
    title: 'Stop Package Starter?',
    action: 'Stop the server',
    says: /like pulling the plug.*may be lost/,
  },
  Shutdown: {
    title: 'Shut down Package Starter?',
    action: 'Shut down the server',
    says: /asks the operating system to shut down cleanly/,
  },
  Restart: {
    title: 'Restart Package Starter?',
    action: 'Restart the server',
    says: /connections to it drop for a moment/,
  },
} as const;

/** Clicks a power button, then confirms in its dialog. */
async function confirmPower(user: { click: (e: Element) => Promise<void> }, name: keyof typeof CONFIRM) {
  await user.click(button(name));
  const dialog = await screen.findByRole('dialog', { name: CONFIRM[name].title });
  await user.click(within(dialog).getByRole('button', { name: CONFIRM[name].action }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('Service details', () => {
  it('shows the service information, its dates and figures', async () => {
    renderPage();
    await loaded();
    const info = screen
      .getByRole('heading', { name: 'Service Information' })
      .closest<HTMLElement>('.rounded-card')!;
    const row = db.services.find((s) => s.id === SERVICE_IDS.kvm)!;
    expect(within(info).getByText('Running')).toBeVisible();
    expect(within(info).getByText('Ubuntu 22.04')).toBeVisible();
    expect(within(info).getByText('4.0 GB')).toBeVisible();
    expect(within(info).getByText('60.0 GB')).toBeVisible();
    // Start and end dates, as the day is in Addis Ababa: '5 Oct 2026'.
    expect(within(info).getAllByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toHaveLength(2);
    expect(within(info).getByText(`${daysLeft(row.endDate)} days left`)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Game Server Details' })).not.toBeInTheDocument();
  });

  it('lists every address the customer bought, each to copy', async () => {
    answerDetails(severalAddressesDetails());
    renderPage();
    await loaded();
    const card = screen.getByRole('region', { name: 'Connection Details' });
    const rows = ['196.188.44.12', '196.188.44.13', '196.188.44.14'].map((ip, i) => {
      expect(within(card).getByText(`IPv4 address ${i + 1}`)).toBeVisible();
      return within(card).getByText(ip);
    });
    expect(rows).toHaveLength(3);
    expect(within(card).getByRole('button', { name: /ipv4 address 3/i })).toBeVisible();
    expect(within(card).queryByText('IP address')).not.toBeInTheDocument();
  });

  it('shows an IPv6-only server its IPv6 address and no IPv4', async () => {
    answerDetails(ipv6OnlyDetails());
    renderPage();
    await loaded('IPv6 Medium');
    const card = screen.getByRole('region', { name: 'Connection Details' });
    expect(within(card).getByText('IPv6 address')).toBeVisible();
    expect(within(card).getByText('2001:db8:188:2c::c')).toBeVisible();
    expect(within(card).getByText('ssh root@2001:db8:188:2c::c')).toBeVisible();
    expect(within(card).queryByText(/IPv4|IP address/)).not.toBeInTheDocument();
  });

  it('disables Start on a running server and Stop on a stopped one', async () => {
    renderPage();
    await loaded();
    expect(button('Start')).toBeDisabled();
    for (const name of ['Stop', 'Restart', 'Shutdown', 'Reinstall', 'Extend'])
      expect(button(name)).toBeEnabled();
  });

  it('puts the details an action returns in place of the shown status', async () => {
    answerDetails(detailsOf(SERVICE_IDS.kvm, { currentStatus: 'stopped' }));
    const { user } = renderPage();
    await loaded();
    expect(within(panel()).getByText('Stopped')).toBeVisible();
    expect(button('Stop')).toBeDisabled();
    await user.click(button('Start'));
    // Start does not ask: nothing is lost by starting a server.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getByText('Running')).toBeVisible());
    expect(button('Start')).toBeDisabled();
    expect(button('Stop')).toBeEnabled();
  });

  it('keeps the power controls and reinstall disabled while the server is stopping, says why, and frees them once it stopped', async () => {
    const { setMockSettings } = await import('../../mocks/state');
    setMockSettings({ slowPower: true });
    const { user } = renderPage();
    await loaded();
    await confirmPower(user, 'Stop');
    await waitFor(() => expect(within(panel()).getAllByText('Stopping')[0]).toBeVisible());
    const reason = within(panel()).getByText(/still carrying out the last action \(Stopping\)/);
    expect(reason).toBeVisible();
    for (const name of [...POWER, 'Reinstall']) {
      expect(button(name)).toBeDisabled();
      expect(button(name)).toHaveAccessibleDescription(reason.textContent!);
    }
    expect(button('Extend')).toBeEnabled();
    // The machine settles: the page asks again by itself and the controls come back.
    db.services.find((s) => s.id === SERVICE_IDS.kvm)!.currentStatus = 'stopped';
    await waitFor(() => expect(button('Start')).toBeEnabled(), { timeout: 5000 });
    expect(within(panel()).queryByText(/still carrying out/)).not.toBeInTheDocument();
  });

  it('disables every control while an action runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post('/api/services/:id/stop', () => gate));
    const { user } = renderPage();
    await loaded();
    await confirmPower(user, 'Stop');
    await waitFor(() => expect(button('Stop')).toHaveAttribute('aria-busy', 'true'));
    for (const name of [...POWER, 'Reinstall', 'Extend']) expect(button(name)).toBeDisabled();
    release();
    await waitFor(() => expect(within(panel()).getByText('Stopped')).toBeVisible());
    expect(button('Start')).toBeEnabled();
  });

  it("says which action failed, with the server's reason", async () => {
    server.use(
      http.post('/api/services/:id/restart', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'The provider is busy.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage();
    await loaded();
    await confirmPower(user, 'Restart');
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to restart service. Please try again.');
    expect(alert).toHaveTextContent('The provider is busy.');
    expect(within(panel()).getByText('Running')).toBeVisible();
  });

  it('says which action failed when the server gives no reason', async () => {
    server.use(http.post('/api/services/:id/shutdown', () => HttpResponse.error()));
    const { user } = renderPage();
    await loaded();
    await confirmPower(user, 'Shutdown');
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      /^Failed to shutdown service\. Please try again\.$/,
    );
  });

  it('reinstalls with the operating system chosen in the dialog, after warning that data is erased', async () => {
    const bodies = recordBodies('/api/services/:id/reinstall');
    const { user } = renderPage();
    await loaded();
    await user.click(button('Reinstall'));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstall the server' });
    expect(
      within(dialog).getByText(/erases the server’s disk: every file and all data on it are deleted/),
    ).toBeVisible();
    const select = await within(dialog).findByRole('combobox', { name: 'Operating system' });
    // storefront spec 9: ubuntu-20.04 first when offered.
    expect(select).toHaveValue('ubuntu-20.04');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // By the images' sort order (this plan's line lists Windows first).
    expect(options.slice(0, 4)).toEqual([
      'Windows Server 2022',
      'Ubuntu 24.04',
      'Ubuntu 22.04',
      'Ubuntu 20.04',
    ]);
    await user.selectOptions(select, 'debian-12');
    await user.click(within(dialog).getByRole('button', { name: 'Erase and reinstall' }));
    await waitFor(() => expect(bodies).toEqual([{ os: 'debian-12', sshKeyIds: [] }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Debian 12')).toBeVisible();
  });

  it('preselects the first Linux image when ubuntu-20.04 is not offered', async () => {
    server.use(
      http.get('/api/services/:id/os', () =>
        HttpResponse.json([
          { id: mockId('os', 'd'), displayname: 'Debian 12', type: 'linux', sort: 20, version: 'debian-12' },
          { id: mockId('os', 'w'), displayname: 'Windows', type: 'windows', sort: 10, version: 'windows' },
          {
            id: mockId('os', 'a'),
            displayname: 'AlmaLinux 9',
            type: 'linux',
            sort: 30,
            version: 'almalinux-9',
          },
        ]),
      ),
    );
    const { user } = renderPage();
    await loaded();
    await user.click(button('Reinstall'));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstall the server' });
    expect(await within(dialog).findByRole('combobox', { name: 'Operating system' })).toHaveValue(
      'debian-12',
    );
  });

  it.each(['Stop', 'Shutdown', 'Restart'] as const)(
    '%s asks first, saying what happens; Cancel sends nothing and focus returns to it',
    async (name) => {
      const calls = countCalls(`/api/services/:id/${name.toLowerCase()}`);
      const { user } = renderPage();
      await loaded();
      await user.click(button(name));
      const dialog = await screen.findByRole('dialog', { name: CONFIRM[name].title });
      expect(dialog).toHaveAccessibleDescription(CONFIRM[name].says);
      // Focus opens on Cancel; Tab reaches the action.
      const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
      expect(cancel).toHaveFocus();
      await user.tab();
      expect(within(dialog).getByRole('button', { name: CONFIRM[name].action })).toHaveFocus();
      await user.click(cancel);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button(name)).toHaveFocus());
      expect(calls.count).toBe(0);
      expect(within(panel()).getByText('Running')).toBeVisible();
    },
  );

  it('Escape cancels a power confirmation and focus returns to its button', async () => {
    const calls = countCalls('/api/services/:id/stop');
    const { user } = renderPage();
    await loaded();
    button('Stop').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: CONFIRM.Stop.title })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button('Stop')).toHaveFocus());
    expect(calls.count).toBe(0);
  });

  it('confirming a power action sends it once', async () => {
    const calls = countCalls('/api/services/:id/stop');
    const { user } = renderPage();
    await loaded();
    await confirmPower(user, 'Stop');
    await waitFor(() => expect(within(panel()).getByText('Stopped')).toBeVisible());
    expect(calls.count).toBe(1);
  });

  it('Escape cancels a reinstall and focus returns to its button', async () => {
    const calls = countCalls('/api/services/:id/reinstall');
    const { user } = renderPage();
    await loaded();
    await user.click(button('Reinstall'));
    expect(await screen.findByRole('dialog', { name: 'Reinstall the server' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button('Reinstall')).toHaveFocus());
    expect(calls.count).toBe(0);
  });

  it('cancels a reinstall without calling the server', async () => {
    const bodies = recordBodies('/api/services/:id/reinstall');
    const { user } = renderPage();
    await loaded();
    await user.click(button('Reinstall'));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstall the server' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  /** The dialog's "Continue to Payment", once the price is shown. */
  async function continueToPayment(dialog: HTMLElement, user: { click: (e: Element) => Promise<void> }) {
    const pay = within(dialog).getByRole('button', { name: 'Continue to Payment' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
  }
  const renewalsOf = (id: string) => db.orders.filter((o) => o.renewalOfServiceId === id);

  it('extends: shows the price for the days chosen before anything is created, then Continue to Payment creates the order and leads to it', async () => {
    const bodies = recordBodies('/api/services/:id/extend');
    const quotes: string[] = [];
    server.use(
      http.get('/api/services/:id/extend-quote', ({ request }) => {
        quotes.push(new URL(request.url).searchParams.get('days')!);
      }),
    );
    const { user, router } = renderPage();
    await loaded();
    await user.click(button('Extend'));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' });
    const days = within(dialog).getByRole('combobox', { name: 'Extend by' });
    expect(days).toHaveValue('30');
    expect(
      within(days)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['30', '60', '90', '120', '150', '180', '210', '240', '270', '300', '330', '360']);
    await user.selectOptions(days, '90');
    const money = (etb: number) => `${etb.toLocaleString('en-US', { minimumFractionDigits: 2 })} ETB`;
    // The price first: the server's quote for 90 days, VAT included; no order yet.
    await waitFor(() => expect(quotes).toContain('90'));
    const amountDue = await within(dialog).findByText('Amount due');
    const total = amountDue.nextElementSibling!.textContent!;
    expect(total).toMatch(/ETB$/);
    expect(within(dialog).getByText('VAT (15%)')).toBeVisible();
    expect(renewalsOf(SERVICE_IDS.kvm)).toHaveLength(0);
    expect(bodies).toEqual([]);

    await continueToPayment(dialog, user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-instruction'));
    expect(bodies).toEqual([{ days: 90 }]);
    const [renewal, ...others] = renewalsOf(SERVICE_IDS.kvm);
    expect(others).toEqual([]);
    expect(money(renewal!.totalPrice)).toBe(total);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      paymentInstructionPath(renewal!.id),
    );
    expect(await screen.findByText('Renewal: Package Starter')).toBeVisible();
    expect(screen.getAllByText(total).length).toBeGreaterThan(0);
  });

  it('closing the dialog after reading the price leaves no order behind', async () => {
    const { user } = renderPage();
    await loaded();
    await user.click(button('Extend'));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' });
    await within(dialog).findByText('Amount due');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(renewalsOf(SERVICE_IDS.kvm)).toHaveLength(0);
  });

  it('says when the price cannot be loaded, and cannot continue without it', async () => {
    server.use(http.get('/api/services/:id/extend-quote', () => HttpResponse.error()));
    const { user } = renderPage();
    await loaded();
    await user.click(button('Extend'));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The price could not be loaded.');
    expect(within(dialog).getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
  });

  it('shows the failure of an extend in its dialog', async () => {
    server.use(
      http.post('/api/services/:id/extend', () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'The order of this service was not found' },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderPage();
    await loaded();
    await user.click(button('Extend'));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' });
    await continueToPayment(dialog, user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to extend service. Please try again. The order of this service was not found',
    );
  });

  it('refuses a second renewal while the open one awaits confirmation of its payment, naming it and linking to it', async () => {
    const service = db.services.find((s) => s.id === SERVICE_IDS.kvm)!;
    const original = db.orders.find((o) => o.id === service.orderId)!;
    const open = {
      ...original,
      id: mockId('order', 'open-renewal'),
      status: 'PENDING' as const,
      paid: false,
      renewalOfServiceId: service.id,
    };
    db.orders.push(open);
    // The customer reported its payment: Extend may no longer reuse or replace it.
    db.payments.push({
      id: 'payment-reported-renewal',
      orderId: open.id,
      amount: open.totalPrice,
      paymentMethod: 'TELEBIRR',
      paymentReference: 'CHQ0FJ403O',
      paidBy: 'Abebe',
      accountSuffix: null,
      status: 'PENDING',
      periodOf: open.duration,
      createdAt: new Date().toISOString(),
    });
    const { user, router } = renderPage();
    await loaded();
    await user.click(button('Extend'));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' });
    await continueToPayment(dialog, user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(renewalUnpaidMessage(open.id));
    expect(renewalsOf(SERVICE_IDS.kvm).filter((o) => !o.paid)).toHaveLength(1);
    await user.click(within(alert).getByRole('link', { name: 'Pay the open renewal order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-instruction'));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      paymentInstructionPath(open.id),
    );
  });

  it('hides the password until shown, and copies it', async () => {
    const { user } = renderPage();
    await loaded();
    const row = db.services.find((s) => s.id === SERVICE_IDS.kvm)!;
    const connection = screen
      .getByRole('heading', { name: 'Connection Details' })
      .closest<HTMLElement>('.rounded-card')!;
    expect(within(connection).getByText(row.ip)).toBeVisible();
    expect(within(connection).getByText('root')).toBeVisible();
    expect(within(connection).queryByText(row.password)).not.toBeInTheDocument();
    expect(within(connection).getByText('Hidden')).toBeInTheDocument();

    const toggle = within(connection).getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(within(connection).getByText(row.password)).toBeVisible();
    await user.click(within(connection).getByRole('button', { name: 'Hide password' }));
    expect(within(connection).queryByText(row.password)).not.toBeInTheDocument();

    await user.click(within(connection).getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe(row.password);
    expect(within(connection).getByRole('button', { name: 'Copied!' })).toBeVisible();
  });

  it('confirms a copy for 2 seconds', async () => {
    const { user } = renderWithProviders(null, {
      route: `/service-details/${SERVICE_IDS.kvm}`,
      preloadedState: { auth: DEMO_SESSION },
      fakeTimers: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Copy ip address' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
    vi.advanceTimersByTime(2100);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument());
  });

  it('shows a game server: its game, version, port, uptime and address, without reinstall', async () => {
    renderPage(SERVICE_IDS.game);
    await loaded('Valheim');
    const game = screen
      .getByRole('heading', { name: 'Game Server Details' })
      .closest<HTMLElement>('.rounded-card')!;
    const row = db.services.find((s) => s.id === SERVICE_IDS.game)!;
    expect(within(game).getByText('3d 4h 17m')).toBeVisible();
    expect(within(game).getByText(String(row.port))).toBeVisible();
    expect(within(game).getByText(row.version!)).toBeVisible();
    expect(screen.getByText(`${row.ip}:${row.port}`)).toBeVisible();
    expect(screen.getByText('Game port')).toBeVisible();
    expect(within(panel()).queryByRole('button', { name: 'Reinstall' })).not.toBeInTheDocument();
    expect(button('Extend')).toBeEnabled();
  });

  it('an expired service takes no action but Extend, and says so', async () => {
    renderPage(SERVICE_IDS.expired);
    await loaded('Package Boost');
    expect(within(panel()).getByText(/has expired.*Extend it to use it again/)).toBeVisible();
    expect(screen.getByText('Renewal due: pay to resume')).toBeVisible();
    for (const name of [...POWER, 'Reinstall']) expect(button(name)).toBeDisabled();
    expect(button('Extend')).toBeEnabled();
  });

  it('a suspended service takes no action and points to support', async () => {
    answerDetails(detailsOf(SERVICE_IDS.kvm, { status: 'INACTIVE', currentStatus: 'suspended' }));
    renderPage();
    await loaded();
    expect(within(panel()).getByText(/suspended by the shop/)).toBeVisible();
    expect(within(panel()).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    for (const name of [...POWER, 'Reinstall', 'Extend']) expect(button(name)).toBeDisabled();
  });

  it('a service being set up has no connection details and no controls yet', async () => {
    answerDetails(provisioningDetails());
    renderPage();
    await loaded();
    expect(screen.getAllByText('Being set up')[0]).toBeVisible();
    expect(screen.getByText('Connection details appear here once your server is ready.')).toBeVisible();
    expect(within(panel()).getByText(/We are setting up this server/)).toBeVisible();
    expect(within(panel()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it("shows a friendly 'not found' for an unknown service, with a way back", async () => {
    renderPage(mockId('service', 'nobody'));
    expect(await screen.findByRole('heading', { name: 'Service not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Services' })).toHaveAttribute('href', '/my-services');
  });

  it('shows the load failure and retries', async () => {
    server.use(http.get(DETAILS, () => HttpResponse.json({ message: 'x' }, { status: 500 }), { once: true }));
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_DETAILS_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded();
  });
});

describe('Service details in Amharic', () => {
  it('names the sections, the state and the controls in Amharic', async () => {
    await i18n.changeLanguage('am');
    server.use(
      http.post('/api/services/:id/restart', () =>
        HttpResponse.json({ statusCode: 500, error: 'x' }, { status: 500 }),
      ),
    );
    const { user } = renderPage();
    await loaded();
    expect(screen.getByRole('heading', { name: 'የአገልግሎት መረጃ' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'የግንኙነት ዝርዝሮች' })).toBeVisible();
    const controls = screen
      .getByRole('heading', { name: 'የመቆጣጠሪያ ፓነል' })
      .closest<HTMLElement>('.rounded-card')!;
    expect(within(controls).getByText('በመስራት ላይ')).toBeVisible();
    expect(within(controls).getByRole('button', { name: 'ያስነሱ' })).toBeDisabled();
    await user.click(within(controls).getByRole('button', { name: 'እንደገና ያስነሱ' }));
    const confirm = await screen.findByRole('dialog', { name: 'Package Starter፦ ሰርቨሩን እንደገና ያስነሱ?' });
    expect(confirm).toHaveAccessibleDescription(/ግንኙነቶች ለአፍታ ይቋረጣሉ/);
    expect(within(confirm).getByRole('button', { name: 'ይቅር' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'ሰርቨሩን እንደገና ያስነሱ' }));
    expect(await within(controls).findByRole('alert')).toHaveTextContent(
      'አገልግሎቱን እንደገና ማስነሳት አልተቻለም። እባክዎ እንደገና ይሞክሩ።',
    );
  });
});
