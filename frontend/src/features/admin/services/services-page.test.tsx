import {
  ADMIN_SERVICES_LOAD_FAILED,
  REMINDER_FAILED,
  REMINDERS_FAILED,
  SERVER_MESSAGES,
  SERVICE_STATUS_UPDATE_FAILED,
  shortId,
} from '@shop/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminService } from '../../../api';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { db } from '../../../mocks/state';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  ADMIN_SERVICE_IDS,
  adminServiceOf,
  bulkReminderAnswer,
  servicesInEveryState,
  stopSelamsServer,
  withDaysLeft,
} from './admin-service-fixtures';

// The console's routes load lazily: load them once up front, so no test waits on the first import.
beforeAll(async () => {
  await Promise.all([import('../admin-layout'), import('./services-page')]);
});

function renderPage(route = '/admin/services', options: { fakeTimers?: boolean } = {}) {
  return renderWithProviders(null, { route, preloadedState: { auth: ADMIN_SESSION }, ...options });
}

/** Answers the list with these rows (and this total); returns the URLs the page asked for. */
function answerServices(rows: AdminService[], total = rows.length): URL[] {
  const requests: URL[] = [];
  server.use(
    http.get('/api/admin/services', ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } });
    }),
  );
  return requests;
}

/** Records the list requests and lets the mock backend answer them. */
function recordServiceRequests(): URL[] {
  const requests: URL[] = [];
  server.use(
    http.get('/api/admin/services', ({ request }) => {
      requests.push(new URL(request.url));
    }),
  );
  return requests;
}

const lastRequest = (requests: URL[]) => requests[requests.length - 1]!;

const cardOf = async (name: string) => screen.findByRole('article', { name });

/** Confirms "Send All Reminders" once the dialog has counted the customers. */
async function confirmSendAll(user: { click: (element: Element) => Promise<void> }) {
  const dialog = await screen.findByRole('dialog', { name: 'Send All Reminders' });
  const send = within(dialog).getByRole('button', { name: 'Send Reminders' });
  await waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
}

const failure = (status: number, message?: string) =>
  HttpResponse.json(
    message ? { statusCode: status, error: 'Error', message } : { statusCode: status, error: 'Error' },
    { status },
  );

describe('Services: the cards', () => {
  it("shows each service's name, short id, status, specs, customer, expiry date and days left", async () => {
    const valheim = withDaysLeft(adminServiceOf(ADMIN_SERVICE_IDS.valheim), 5);
    answerServices([valheim]);
    renderPage();
    const card = await cardOf('Valheim');
    expect(within(card).getByText(`#${shortId(valheim.id)}`)).toBeVisible();
    expect(within(card).getByText('Active')).toBeVisible();
    expect(within(card).getByText('Slots').nextSibling).toHaveTextContent(String(valheim.slots));
    expect(within(card).getByText('abebe')).toBeVisible();
    expect(within(card).getByText(valheim.order.user.email)).toBeVisible();
    expect(within(card).getByText('5 days left')).toBeVisible();
    expect(within(card).getByText('Expires').nextSibling).toHaveTextContent(
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Africa/Addis_Ababa',
      }).format(new Date(valheim.endDate)),
    );
  });

  it('offers Send Reminder exactly when 7 or fewer days are left or it has expired, and not once stopped', async () => {
    const starter = adminServiceOf(ADMIN_SERVICE_IDS.starter);
    answerServices([
      withDaysLeft({ ...starter, id: 'a-8', serviceName: 'Eight days' }, 8),
      withDaysLeft({ ...starter, id: 'a-7', serviceName: 'Seven days' }, 7),
      withDaysLeft({ ...starter, id: 'a-0', serviceName: 'Last day' }, 0),
      withDaysLeft({ ...starter, id: 'a-m1', serviceName: 'Past end date' }, -1),
      withDaysLeft({ ...starter, id: 'e', serviceName: 'Expired one', status: 'EXPIRED' }, -12),
      withDaysLeft({ ...starter, id: 'i', serviceName: 'Stopped one', status: 'INACTIVE' }, 3),
    ]);
    renderPage();
    const offers = async (name: string) =>
      within(await cardOf(name)).queryByRole('button', { name: 'Send Reminder' }) !== null;
    expect(await offers('Eight days')).toBe(false);
    expect(await offers('Seven days')).toBe(true);
    expect(await offers('Last day')).toBe(true);
    expect(await offers('Past end date')).toBe(true);
    expect(await offers('Expired one')).toBe(true);
    expect(await offers('Stopped one')).toBe(false);
  });

  it('offers Stop when ACTIVE, Start when INACTIVE, neither when EXPIRED; Restart does nothing', async () => {
    answerServices(servicesInEveryState());
    renderPage();
    const active = await cardOf('Package Starter');
    expect(within(active).getByRole('button', { name: 'Stop' })).toBeEnabled();
    expect(within(active).queryByRole('button', { name: 'Start' })).toBeNull();
    const stopped = await cardOf('KVM Server Pro');
    expect(within(stopped).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(stopped).queryByRole('button', { name: 'Stop' })).toBeNull();
    const expired = await cardOf('Package Boost');
    expect(within(expired).queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(within(expired).queryByRole('button', { name: 'Start' })).toBeNull();
    expect(within(active).getByRole('button', { name: 'Restart' })).toBeDisabled();
  });

  it('opens the details: dates, specifications, customer and payment', async () => {
    const starter = adminServiceOf(ADMIN_SERVICE_IDS.starter);
    answerServices([starter]);
    const { user } = renderPage();
    await user.click(within(await cardOf('Package Starter')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Starter' });
    const section = (name: string) => within(dialog).getByRole('region', { name });
    expect(within(section('Service')).getByText(starter.id)).toBeVisible();
    expect(within(section('Specifications')).getByText('Cores').nextSibling).toHaveTextContent(
      String(starter.cores),
    );
    expect(within(section('Customer')).getByText(starter.order.user.email)).toBeVisible();
    expect(within(section('Payment')).getByText('Paid', { selector: 'span' })).toBeVisible();
    expect(within(section('Payment')).getByText(starter.paymentStatus.paymentReference!)).toBeVisible();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Services: addresses', () => {
  it('opens the details at their top, focus on the dialog; Tab reaches its first control', async () => {
    const { user } = renderPage();
    await user.click(within(await cardOf('Package Starter')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Starter' });
    // Not the hold's date field at the bottom, which would scroll the dialog past the details.
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(within(dialog).getByLabelText(/^Hold until/));
  });

  it("lists a service's addresses in its details, each copied by its button", async () => {
    const starter = adminServiceOf(ADMIN_SERVICE_IDS.starter);
    expect(starter.addresses.length).toBeGreaterThan(0);
    const { user } = renderPage();
    await user.click(within(await cardOf('Package Starter')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Starter' });
    const list = within(dialog).getByRole('list', { name: 'Addresses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(starter.addresses.map((a) => expect.stringContaining(a.ip) as string));
    const { ip } = starter.addresses[0]!;
    await user.click(within(list).getByRole('button', { name: `Copy address ${ip}` }));
    expect(await within(list).findByText(`Copied ${ip}`)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(ip);
  });

  it("shows a game server's address on its node, ip:port, copied by its button", async () => {
    const valheim = adminServiceOf(ADMIN_SERVICE_IDS.valheim);
    const address = valheim.gameAddress!;
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+:\d+$/);
    answerServices([valheim]);
    const { user } = renderPage();
    await user.click(within(await cardOf('Valheim')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valheim' });
    const list = within(dialog).getByRole('list', { name: 'Addresses' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText(address)).toBeVisible();
    expect(within(items[0]!).getByText('Game port')).toBeVisible();
    expect(within(list).queryByText('IPv4')).toBeNull();
    await user.click(within(list).getByRole('button', { name: `Copy address ${address}` }));
    expect(await within(list).findByText(`Copied ${address}`)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(address);
  });

  it('says a game server not built yet has no address', async () => {
    const valheim = adminServiceOf(ADMIN_SERVICE_IDS.valheim);
    answerServices([{ ...valheim, addresses: [], gameAddress: null }]);
    const { user } = renderPage();
    await user.click(within(await cardOf('Valheim')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valheim' });
    expect(within(dialog).getByText('None yet: given when the server is built')).toBeVisible();
    expect(within(dialog).queryByRole('list', { name: 'Addresses' })).toBeNull();
  });

  it('says a service not built yet has no address', async () => {
    answerServices([adminServiceOf(ADMIN_SERVICE_IDS.provisioning)]);
    const { user } = renderPage();
    await user.click(within(await cardOf('IPv6 Medium')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'IPv6 Medium' });
    expect(within(dialog).getByText('None yet: given when the machine is built')).toBeVisible();
    expect(within(dialog).queryByRole('list', { name: 'Addresses' })).toBeNull();
  });

  it('finds a service by an address it holds', async () => {
    const { ip } = adminServiceOf(ADMIN_SERVICE_IDS.valheim).addresses[0]!;
    const { user } = renderPage();
    await cardOf('Package Starter');
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveAttribute(
      'placeholder',
      'Name, id, customer, e-mail, IP address or ip:port',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), `${ip}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Package Starter' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(await cardOf('Valheim')).toBeVisible();
  });

  it('finds a game server by its address on its node, ip:port', async () => {
    const { gameAddress } = adminServiceOf(ADMIN_SERVICE_IDS.valheim);
    const { user } = renderPage();
    await cardOf('Package Starter');
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), `${gameAddress}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Package Starter' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(await cardOf('Valheim')).toBeVisible();
  });
});

describe('Services: a hold', () => {
  it('holds a service until a day from its details, and says a day is needed first', async () => {
    const { user } = renderPage();
    await user.click(within(await cardOf('Package Starter')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Starter' });
    const hold = within(within(dialog).getByRole('region', { name: 'Hold' }));
    await user.click(hold.getByRole('button', { name: 'Hold service' }));
    expect(await hold.findByText('Choose the day the hold ends.')).toBeVisible();
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await user.type(hold.getByLabelText(/^Hold until/), day);
    await user.click(hold.getByRole('button', { name: 'Hold service' }));
    expect(
      await hold.findByText(/^On hold until .*: no automatic suspension or termination before then\.$/),
    ).toBeVisible();
    const stored = db.services.find((s) => s.id === ADMIN_SERVICE_IDS.starter)!;
    expect(stored.holdUntil).toBe(new Date(`${day}T20:59:00.000Z`).toISOString());
    // The open dialog shows the service as read again after the hold, not the copy it opened with.
    expect(await hold.findByText(/^On hold until .*\. A new day replaces it\.$/)).toBeVisible();
  });

  it("a hold's own refetch leaves the list undimmed; a new search dims it until its answer", async () => {
    let gate: Promise<void> | null = null;
    let open = () => {};
    const close = () => {
      gate = new Promise((resolve) => (open = resolve));
    };
    const waiting: URL[] = [];
    server.use(
      http.get('/api/admin/services', async ({ request }) => {
        if (!gate) return;
        waiting.push(new URL(request.url));
        await gate;
      }),
    );
    const { user } = renderPage();
    await user.click(within(await cardOf('Package Starter')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Starter' });
    const hold = within(within(dialog).getByRole('region', { name: 'Hold' }));
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await user.type(hold.getByLabelText(/^Hold until/), day);
    close();
    await user.click(hold.getByRole('button', { name: 'Hold service' }));
    await hold.findByText(/^On hold until .*: no automatic suspension/);
    // The list is read again after the hold, and that read waits: the list stays as it is.
    await waitFor(() => expect(waiting).toHaveLength(1));
    // Behind the open dialog (aria-hidden), so found by its label rather than its role.
    const grid = document.querySelector('ul[aria-label="Services"]');
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(grid).not.toHaveClass('opacity-60');
    act(() => open());
    gate = null;
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A search asks for other rows: the rows shown are dimmed until they come.
    close();
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'starter{Enter}');
    await waitFor(() => expect(waiting).toHaveLength(2));
    expect(screen.getByRole('list', { name: 'Services' })).toHaveAttribute('aria-busy', 'true');
    act(() => open());
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Services' })).not.toHaveAttribute('aria-busy'),
    );
  });

  it("shows the server's refusal of a day already past", async () => {
    const { user } = renderPage();
    await user.click(within(await cardOf('Package Starter')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Starter' });
    const hold = within(within(dialog).getByRole('region', { name: 'Hold' }));
    await user.type(hold.getByLabelText(/^Hold until/), '2020-01-01');
    await user.click(hold.getByRole('button', { name: 'Hold service' }));
    expect(await hold.findByText(SERVER_MESSAGES.holdUntilPast)).toBeVisible();
  });
});

describe('Services: stop and start', () => {
  it('stops an ACTIVE service and the list shows it INACTIVE with Start', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/services/:id/status', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    const { user } = renderPage();
    const card = await cardOf('Package Starter');
    await user.click(within(card).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Service' });
    expect(dialog).toHaveTextContent(/Stop Package Starter \(#[0-9A-F]{8}\) of \w+ \(\S+@\S+\)\?/i);
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stop Service' }));
    expect(await within(card).findByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(card).getByText('Inactive')).toBeVisible();
    expect(sent).toEqual([{ status: 'INACTIVE' }]);
  });

  it("a stopped card shows Start as soon as the stop is answered, while the list's read again is on its way", async () => {
    let hold = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/admin/services', async () => {
        if (hold) await held;
      }),
    );
    const { user } = renderPage();
    const card = await cardOf('Package Starter');
    await user.click(within(card).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Service' });
    hold = true;
    await user.click(within(dialog).getByRole('button', { name: 'Stop Service' }));
    // The stop's answer is the service as it is now: the card takes it before the list comes back
    // (it never offers Stop again in between).
    expect(await within(card).findByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(card).getByText('Inactive')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Stop' })).toBeNull();
    act(() => release());
  });

  it('asks before stopping: Cancel stops nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/services/:id/status', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    const { user } = renderPage();
    const card = await cardOf('Package Starter');
    await user.click(within(card).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Service' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Stop' })).toBeEnabled();
    expect(sent).toEqual([]);
  });

  it('starts an INACTIVE service', async () => {
    stopSelamsServer();
    const { user } = renderPage();
    const card = await cardOf('KVM Server Pro');
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    expect(await within(card).findByRole('button', { name: 'Stop' })).toBeEnabled();
    expect(within(card).getByText('Active')).toBeVisible();
  });

  it("shows a refusal's message as a full-page error; Retry brings the list back", async () => {
    server.use(
      http.post('/api/admin/services/:id/status', () => failure(409, SERVER_MESSAGES.serviceAlreadyInactive)),
    );
    const { user } = renderPage();
    await user.click(within(await cardOf('Package Starter')).getByRole('button', { name: 'Stop' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Stop Service' })).getByRole('button', {
        name: 'Stop Service',
      }),
    );
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(SERVER_MESSAGES.serviceAlreadyInactive);
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await cardOf('Package Starter')).toBeVisible();
  });

  it("says 'Failed to update service status' when the server gives no message", async () => {
    server.use(http.post('/api/admin/services/:id/status', () => HttpResponse.error()));
    const { user } = renderPage();
    await user.click(within(await cardOf('Package Starter')).getByRole('button', { name: 'Stop' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Stop Service' })).getByRole('button', {
        name: 'Stop Service',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_STATUS_UPDATE_FAILED);
  });
});

describe('Services: reminders and the banner', () => {
  it("shows the server's answer to a reminder for 5 seconds", async () => {
    const { user } = renderPage('/admin/services', { fakeTimers: true });
    await user.click(within(await cardOf('Valheim')).getByRole('button', { name: 'Send Reminder' }));
    expect(
      await screen.findByText(/^Reminder sent to abebe@example.com\. Days remaining: \d+$/),
    ).toBeVisible();
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.getByText(/^Reminder sent to /)).toBeVisible();
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(screen.queryByText(/^Reminder sent to /)).toBeNull());
  });

  it("writes 'Reminder sent to {email}. Days remaining: {n}' when the server sends no message", async () => {
    server.use(
      http.post('/api/admin/service/send-expiration-reminder/:id', () =>
        HttpResponse.json({ message: '', details: { userEmail: 'selam@example.com', daysRemaining: 3 } }),
      ),
    );
    const { user } = renderPage();
    await user.click(within(await cardOf('Valheim')).getByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('Reminder sent to selam@example.com. Days remaining: 3')).toBeVisible();
  });

  it("shows a refused reminder's message, and 'Failed to send expiration reminder' without one, for 5 seconds", async () => {
    server.use(
      http.post('/api/admin/service/send-expiration-reminder/:id', () =>
        failure(409, SERVER_MESSAGES.reminderNotDue),
      ),
    );
    const { user } = renderPage('/admin/services', { fakeTimers: true });
    const remind = async () =>
      user.click(within(await cardOf('Valheim')).getByRole('button', { name: 'Send Reminder' }));
    await remind();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.reminderNotDue);

    server.use(http.post('/api/admin/service/send-expiration-reminder/:id', () => HttpResponse.error()));
    await remind();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_FAILED));
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_FAILED);
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("Send All Reminders shows '{sent} sent, {failed} failed out of {checked} checked' for 7 seconds", async () => {
    server.use(
      http.post('/api/admin/service/send-expiration-reminders', () =>
        HttpResponse.json(bulkReminderAnswer(2, 1, 9)),
      ),
    );
    const { user } = renderPage('/admin/services', { fakeTimers: true });
    await cardOf('Package Starter');
    await user.click(screen.getByRole('button', { name: 'Send All Reminders' }));
    await confirmSendAll(user);
    expect(await screen.findByText('2 sent, 1 failed out of 9 checked')).toBeVisible();
    expect(screen.getByText(SERVER_MESSAGES.remindersSent)).toBeVisible();
    act(() => vi.advanceTimersByTime(6500));
    expect(screen.getByText('2 sent, 1 failed out of 9 checked')).toBeVisible();
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(screen.queryByText('2 sent, 1 failed out of 9 checked')).toBeNull());
  });

  it('Send All Reminders asks first, with the number of customers the server counts; Cancel sends nothing', async () => {
    const sent: string[] = [];
    server.use(
      http.get('/api/admin/service/expiration-reminders/preview', () =>
        HttpResponse.json({ customers: 3, services: 4 }),
      ),
      http.post('/api/admin/service/send-expiration-reminders', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json(bulkReminderAnswer(3, 0, 5, 2));
      }),
    );
    const { user } = renderPage();
    await cardOf('Package Starter');
    await user.click(screen.getByRole('button', { name: 'Send All Reminders' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send All Reminders' });
    expect(await within(dialog).findByText(/will get a reminder/)).toHaveTextContent(
      '3 customers will get a reminder (4 services).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send All Reminders' }));
    dialog = await screen.findByRole('dialog', { name: 'Send All Reminders' });
    await user.click(await within(dialog).findByRole('button', { name: 'Send Reminders' }));
    expect(
      await screen.findByText('3 sent, 2 skipped (already reminded today), 0 failed out of 5 checked'),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  it('Send All Reminders cannot be confirmed when no customer is due one', async () => {
    server.use(
      http.get('/api/admin/service/expiration-reminders/preview', () =>
        HttpResponse.json({ customers: 0, services: 0 }),
      ),
    );
    const { user } = renderPage();
    await cardOf('Package Starter');
    await user.click(screen.getByRole('button', { name: 'Send All Reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send All Reminders' });
    expect(await within(dialog).findByText('No customer is due a reminder now.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send Reminders' })).toBeDisabled();
  });

  it("a failed Send All Reminders says 'Failed to send expiration reminders' for 5 seconds", async () => {
    server.use(http.post('/api/admin/service/send-expiration-reminders', () => failure(500)));
    const { user } = renderPage('/admin/services', { fakeTimers: true });
    await cardOf('Package Starter');
    await user.click(screen.getByRole('button', { name: 'Send All Reminders' }));
    await confirmSendAll(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDERS_FAILED);
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.getByRole('alert')).toHaveTextContent(REMINDERS_FAILED);
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('the banner can be dismissed at once', async () => {
    const { user } = renderPage();
    await user.click(within(await cardOf('Valheim')).getByRole('button', { name: 'Send Reminder' }));
    await screen.findByText(/^Reminder sent to /);
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(/^Reminder sent to /)).toBeNull();
  });
});

describe('Services: search, filter and pages ask the server, and live in the URL', () => {
  it('reads the search, status and page from the URL and sends them', async () => {
    const requests = answerServices([adminServiceOf(ADMIN_SERVICE_IDS.boost)], 21);
    renderPage('/admin/services?search=boost&status=EXPIRED&page=2');
    await cardOf('Package Boost');
    const sent = lastRequest(requests).searchParams;
    expect(Object.fromEntries(sent)).toEqual({ search: 'boost', status: 'EXPIRED', page: '2', limit: '20' });
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('boost');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('EXPIRED');
    expect(screen.getByText('Showing 21–21 of 21 services')).toBeVisible();
  });

  it('a status filter and a search go into the URL and the request, back to page 1', async () => {
    const requests = recordServiceRequests();
    const { user, router } = renderPage('/admin/services?page=2');
    await waitFor(() => expect(requests).toHaveLength(1));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'EXPIRED');
    await waitFor(() => expect(lastRequest(requests).searchParams.get('status')).toBe('EXPIRED'));
    expect(lastRequest(requests).searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=EXPIRED');

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'selam{Enter}');
    await waitFor(() => expect(lastRequest(requests).searchParams.get('search')).toBe('selam'));
    expect(lastRequest(requests).searchParams.get('status')).toBe('EXPIRED');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('selam');
  });

  it('pages through the total the server tells', async () => {
    const requests = answerServices(servicesInEveryState(), 45);
    const { user, router } = renderPage();
    expect(await screen.findByText('Showing 1–20 of 45 services')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastRequest(requests).searchParams.get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('Services: loading, empty and failure', () => {
  it("shows 'Failed to fetch services' when the list fails without a message; Retry asks again", async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/services', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const { user } = renderPage();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(ADMIN_SERVICES_LOAD_FAILED);
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await cardOf('Package Starter')).toBeVisible();
  });

  it("shows the server's message when the list fails with one", async () => {
    server.use(http.get('/api/admin/services', () => failure(500, 'Database unavailable')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('says when there are no services', async () => {
    answerServices([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeVisible();
  });

  it('says when no service matches the search', async () => {
    answerServices([]);
    renderPage('/admin/services?search=nothing');
    expect(await screen.findByRole('heading', { name: 'No services match' })).toBeVisible();
  });
});
