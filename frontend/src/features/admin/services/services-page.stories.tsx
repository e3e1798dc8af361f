import type { Meta, StoryObj } from '@storybook/react';
import {
  ADMIN_SERVICES_LOAD_FAILED,
  REMINDERS_FAILED,
  SERVER_MESSAGES,
  SERVICE_STATUS_UPDATE_FAILED,
} from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { AdminService } from '../../../api';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { AdminLayout } from '../admin-layout';
import {
  ADMIN_SERVICE_IDS,
  adminServiceOf,
  bulkReminderAnswer,
  servicesInEveryLifecycleState,
  servicesInEveryState,
  stopSelamsServer,
} from './admin-service-fixtures';
import { ServicesPage } from './services-page';

/** The list answered by the story (rows computed per request, from the fresh mock data). */
const listOf = (rows: () => AdminService[], total?: number) =>
  http.get('/api/admin/services', () => {
    const answer = rows();
    return HttpResponse.json(answer, { headers: { 'X-Total-Count': String(total ?? answer.length) } });
  });

/** Presses `button` in the confirmation dialog named `dialog`, once it can be pressed. */
async function confirmIn(
  dialog: string,
  button: string,
  userEvent: { click: (e: Element) => Promise<void> },
) {
  const found = await screen.findByRole('dialog', { name: dialog }, { timeout: 5000 });
  const action = await within(found).findByRole('button', { name: button });
  await waitFor(() => expect(action).toBeEnabled());
  await userEvent.click(action);
}

const failure = (status: number, message?: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', ...(message ? { message } : {}) }, { status });

const meta = {
  title: 'Admin/Services',
  component: ServicesPage,
  parameters: { store: { auth: ADMIN_SESSION }, route: '/admin/services' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  // The mock data holds no stopped service: Selam's server is stopped for every story.
  beforeEach: () => stopSelamsServer(),
  render: () => (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<ServicesPage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };

/** Every service of the mock backend: running, expiring, expired, stopped, being set up. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const valheim = await canvas.findByRole('article', { name: 'Valheim' });
    await expect(within(valheim).getByRole('button', { name: 'Send Reminder' })).toBeVisible();
    const stopped = canvas.getByRole('article', { name: 'KVM Server Pro' });
    await expect(within(stopped).getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send All Reminders' })).toBeVisible();
  },
};

export const EveryState: Story = {
  parameters: { msw: { handlers: [listOf(servicesInEveryState)] } },
};

/** Renewal due, on hold, to be terminated and terminated, with their dates. */
export const LifecycleDates: Story = {
  parameters: { msw: { handlers: [listOf(() => servicesInEveryLifecycleState())] } },
  play: async ({ canvas }) => {
    const starter = await canvas.findByRole('article', { name: 'Package Starter' });
    await expect(within(starter).getByText(/^Renewal due .*: 1,725.00 ETB$/)).toBeVisible();
    await expect(canvas.getByText(/^On hold until /)).toBeVisible();
    await expect(canvas.getByText(/^To be terminated /)).toBeVisible();
    await expect(canvas.getByText(/^Terminated /)).toBeVisible();
  },
};

/** The lifecycle filter, chosen: the query asks the server for it. */
export const LifecycleFilter: Story = {
  parameters: { route: '/admin/services?lifecycle=suspended' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Lifecycle' })).toHaveValue('suspended');
    await expect(await canvas.findByRole('article', { name: 'Package Boost' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Valheim' })).toBeVisible();
  },
};

export const ManyPages: Story = {
  parameters: { msw: { handlers: [listOf(servicesInEveryState, 57)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 1–20 of 57 services')).toBeVisible();
  },
};

export const Filtered: Story = {
  parameters: { route: '/admin/services?status=EXPIRED&search=boost' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Package Boost' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('EXPIRED');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/services', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading services' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listOf(() => [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No services yet' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  parameters: { route: '/admin/services?search=nothing-like-this', msw: { handlers: [listOf(() => [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No services match' })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: [http.get('/api/admin/services', () => failure(500))] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(ADMIN_SERVICES_LOAD_FAILED);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const DetailsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Package Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Starter' });
    // The dialog fades in: wait for the frame that shows it.
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Payment' })).toBeVisible());
  },
};

export const DetailsOpenPhone: Story = { ...DetailsOpen, globals: phone };

/** A built server's addresses in its details, each with a copy button (a support answer quotes one). */
export const DetailsWithAddresses: Story = {
  play: async ({ canvas, userEvent }) => {
    const starter = adminServiceOf(ADMIN_SERVICE_IDS.starter);
    await expect(starter.addresses.length).toBeGreaterThan(0);
    const card = await canvas.findByRole('article', { name: 'Package Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Starter' });
    const list = await within(dialog).findByRole('list', { name: 'Addresses' });
    await waitFor(() => expect(list).toBeVisible());
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(starter.addresses.length);
    for (const [i, { ip }] of starter.addresses.entries()) {
      await expect(within(items[i]!).getByText(ip)).toBeVisible();
      await expect(within(items[i]!).getByRole('button', { name: `Copy address ${ip}` })).toBeVisible();
    }
  },
};

/** A service whose machine is not built yet holds no address: the details say so. */
export const DetailsWithoutAddresses: Story = {
  parameters: { msw: { handlers: [listOf(() => [adminServiceOf(ADMIN_SERVICE_IDS.provisioning)])] } },
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'IPv6 Medium' });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'IPv6 Medium' });
    const service = within(dialog).getByRole('region', { name: 'Service' });
    await waitFor(() =>
      expect(within(service).getByText('None yet: given when the machine is built')).toBeVisible(),
    );
    await expect(within(dialog).queryByRole('list', { name: 'Addresses' })).toBeNull();
  },
};

/**
 * A game server's address on its node, ip:port, labelled as a game port (the node's other servers
 * share its IP), with a copy button that copies ip:port.
 */
export const DetailsWithGameAddress: Story = {
  parameters: { msw: { handlers: [listOf(() => [adminServiceOf(ADMIN_SERVICE_IDS.valheim)])] } },
  beforeEach: () => {
    stopSelamsServer();
    // The story's own clipboard, so the test never depends on browser permissions.
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const writeText = fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvas, userEvent }) => {
    const address = adminServiceOf(ADMIN_SERVICE_IDS.valheim).gameAddress!;
    await expect(address).toMatch(/:\d+$/);
    const card = await canvas.findByRole('article', { name: 'Valheim' });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valheim' });
    const list = await within(dialog).findByRole('list', { name: 'Addresses' });
    await waitFor(() => expect(list).toBeVisible());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText(address)).toBeVisible();
    await expect(within(list).getByText('Game port')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: `Copy address ${address}` }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(address);
    await expect(await within(list).findByText(`Copied ${address}`)).toBeInTheDocument();
  },
};

/** A game server not built yet has no address on its node: the details say so. */
export const DetailsWithoutGameAddress: Story = {
  parameters: {
    msw: {
      handlers: [
        listOf(() => [adminServiceOf(ADMIN_SERVICE_IDS.valheim, { addresses: [], gameAddress: null })]),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Valheim' });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valheim' });
    const service = within(dialog).getByRole('region', { name: 'Service' });
    await waitFor(() =>
      expect(within(service).getByText('None yet: given when the server is built')).toBeVisible(),
    );
    await expect(within(dialog).queryByRole('list', { name: 'Addresses' })).toBeNull();
  },
};

/**
 * The details' Hold sent without a day: it says one is needed. (A hold that succeeds reloads the
 * list behind the dialog; that path is proven in services-page.test.tsx.)
 */
export const HoldDayMissing: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Package Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package Starter' });
    const hold = await within(dialog).findByRole('region', { name: 'Hold' });
    await waitFor(() => expect(hold).toBeVisible());
    await userEvent.click(within(hold).getByRole('button', { name: 'Hold service' }));
    await expect(await within(hold).findByText('Choose the day the hold ends.')).toBeVisible();
  },
};

export const ReminderSent: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Valheim' });
    await userEvent.click(within(card).getByRole('button', { name: 'Send Reminder' }));
    await expect(await canvas.findByText(/^Reminder sent to abebe@example.com/)).toBeVisible();
  },
};

export const ReminderRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/service/send-expiration-reminder/:id', () =>
          failure(409, SERVER_MESSAGES.reminderNotDue),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Valheim' });
    await userEvent.click(within(card).getByRole('button', { name: 'Send Reminder' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.reminderNotDue);
  },
};

export const AllRemindersSent: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/service/send-expiration-reminders', () =>
          HttpResponse.json(bulkReminderAnswer(3, 1, 12)),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Valheim' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send All Reminders' }));
    await confirmIn('Send All Reminders', 'Send Reminders', userEvent);
    await expect(await canvas.findByText('3 sent, 1 failed out of 12 checked')).toBeVisible();
  },
};

export const AllRemindersSentPhone: Story = { ...AllRemindersSent, globals: phone };

export const AllRemindersFailed: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/admin/service/send-expiration-reminders', () => failure(500))] },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Valheim' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send All Reminders' }));
    await confirmIn('Send All Reminders', 'Send Reminders', userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REMINDERS_FAILED);
  },
};

export const SendingAllReminders: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/service/send-expiration-reminders', async () => {
          await delay('infinite');
          return HttpResponse.json(bulkReminderAnswer(0, 0, 0));
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Valheim' });
    const button = canvas.getByRole('button', { name: 'Send All Reminders' });
    await userEvent.click(button);
    await confirmIn('Send All Reminders', 'Send Reminders', userEvent);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

export const StatusChangeRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/admin/services/:id/status', () =>
          failure(409, SERVER_MESSAGES.serviceAlreadyInactive),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Package Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Stop' }));
    await confirmIn('Stop Service', 'Stop Service', userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.serviceAlreadyInactive);
  },
};

export const StatusChangeFailed: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/admin/services/:id/status', () => HttpResponse.error())] },
  },
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Package Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Stop' }));
    await confirmIn('Stop Service', 'Stop Service', userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVICE_STATUS_UPDATE_FAILED);
  },
};

/** Stop asks first, naming the service and its customer. */
export const StopConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Package Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Service' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(/Stop Package Starter .* of abebe \(abebe@example.com\)\?/);
  },
};

/** Send All Reminders asks first, with the number of customers who would get one. */
export const SendAllConfirmation: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/service/expiration-reminders/preview', () =>
          HttpResponse.json({ customers: 12, services: 14 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Valheim' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send All Reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send All Reminders' }, { timeout: 5000 });
    await expect(await within(dialog).findByText(/will get a reminder/)).toHaveTextContent(
      '12 customers will get a reminder (14 services).',
    );
  },
};

export const SendAllConfirmationPhone: Story = { ...SendAllConfirmation, globals: phone };

/** Nobody is due a reminder: the dialog says so and cannot be confirmed. */
export const SendAllNobodyDue: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/service/expiration-reminders/preview', () =>
          HttpResponse.json({ customers: 0, services: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Valheim' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send All Reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send All Reminders' }, { timeout: 5000 });
    await expect(await within(dialog).findByText('No customer is due a reminder now.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send Reminders' })).toBeDisabled();
  },
};
