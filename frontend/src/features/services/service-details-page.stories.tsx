import type { Meta, StoryObj } from '@storybook/react';
import { renewalUnpaidMessage, SERVICE_DETAILS_LOAD_FAILED } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { ServiceDetails } from '../../api';
import { paymentInstructionPath } from '../../lib/payment-data';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { ServiceDetailsPage } from './service-details-page';
import {
  detailsOf,
  ipv6OnlyDetails,
  provisioningDetails,
  SERVICE_IDS,
  severalAddressesDetails,
} from './service-fixtures';

const DETAILS = '/api/services/:id/details';
const at = (id: string) => ({ route: `/service-details/${id}` });

/** GET details answered by the story; the actions still reach the mock backend. */
const answerDetails = (details: () => ServiceDetails) => ({
  msw: { handlers: [http.get(DETAILS, () => HttpResponse.json(details()))] },
});

const meta = {
  title: 'Services/Service Details',
  component: ServiceDetailsPage,
  parameters: {
    ...at(SERVICE_IDS.kvm),
    routePath: '/service-details/:serviceId',
    store: { auth: DEMO_SESSION },
  },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof ServiceDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The service's renewal order still waiting for payment, in the 409 story. */
const OPEN_RENEWAL = '4c1d9e2a-7b3f-4a5e-8c6d-0f1e2d3c4b5a';

const phone = { viewport: { value: 'mobile360', isRotated: false } };

/** The control panel's card, once the details are shown. */
async function panel({ canvas }: Context) {
  const heading = await canvas.findByRole('heading', { name: 'Control Panel' });
  return within(heading.closest<HTMLElement>('.rounded-card')!);
}

export const KvmRunning: Story = {
  play: async (context) => {
    const controls = await panel(context);
    await expect(controls.getByText('Running')).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Start' })).toBeDisabled();
    await expect(controls.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await expect(context.canvas.getByRole('heading', { name: 'Connection Details' })).toBeVisible();
  },
};

export const KvmStopped: Story = {
  parameters: answerDetails(() => detailsOf(SERVICE_IDS.kvm, { currentStatus: 'stopped' })),
  play: async (context) => {
    const controls = await panel(context);
    await expect(controls.getByText('Stopped')).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Stop' })).toBeDisabled();
    await expect(controls.getByRole('button', { name: 'Start' })).toBeEnabled();
  },
};

/** A stop under way: the power controls and reinstall wait, and the panel says why. */
export const Stopping: Story = {
  parameters: answerDetails(() => detailsOf(SERVICE_IDS.kvm, { currentStatus: 'stopping' })),
  play: async (context) => {
    const controls = await panel(context);
    await expect(controls.getByText(/still carrying out the last action \(Stopping\)/)).toBeVisible();
    for (const name of ['Start', 'Stop', 'Restart', 'Shutdown', 'Reinstall'])
      await expect(controls.getByRole('button', { name })).toBeDisabled();
    await expect(controls.getByRole('button', { name: 'Extend' })).toBeEnabled();
  },
};

export const StoppingAmharic: Story = {
  ...Stopping,
  globals: { locale: 'am' },
  play: async (context) => {
    await expect(await context.canvas.findByText(/የመጨረሻውን ትዕዛዝ ገና እያከናወነ ነው/)).toBeVisible();
  },
};

export const StartedFromStopped: Story = {
  ...KvmStopped,
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(controls.getByText('Running')).toBeVisible());
  },
};

export const PasswordShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const GameServer: Story = {
  parameters: at(SERVICE_IDS.game),
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { name: 'Game Server Details' })).toBeVisible();
    await expect(context.canvas.getByText('3d 4h 17m')).toBeVisible();
    const controls = await panel(context);
    await expect(controls.queryByRole('button', { name: 'Reinstall' })).not.toBeInTheDocument();
  },
};

export const ActionLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/services/:id/stop', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Stop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Stop Package Starter?' }, { timeout: 5000 });
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Stop the server' }));
    await waitFor(() =>
      expect(controls.getByRole('button', { name: 'Stop' })).toHaveAttribute('aria-busy', 'true'),
    );
    for (const name of ['Start', 'Restart', 'Shutdown', 'Reinstall', 'Extend']) {
      await expect(controls.getByRole('button', { name })).toBeDisabled();
    }
  },
};

export const ActionFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/services/:id/restart', () =>
          HttpResponse.json(
            { statusCode: 409, error: 'Conflict', message: 'The provider is busy. Please wait a minute.' },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Restart' }));
    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Restart Package Starter?' },
      { timeout: 5000 },
    );
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Restart the server' }));
    await expect(await controls.findByRole('alert')).toHaveTextContent(
      'Failed to restart service. Please try again.',
    );
  },
};

export const ReinstallDialog: Story = {
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Reinstall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstall the server' }, { timeout: 5000 });
    await expect(await within(dialog).findByRole('combobox', { name: 'Operating system' })).toHaveValue(
      'ubuntu-20.04',
    );
    await waitFor(() => expect(within(dialog).getByText(/erases the server’s disk/)).toBeVisible());
  },
};

/** Opens a power action's confirmation: the dialog says what happens; Cancel has focus. */
function confirmStory(button: string, title: string, says: RegExp, action: string): Story {
  return {
    play: async (context) => {
      const controls = await panel(context);
      await context.userEvent.click(controls.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
      await expect(dialog).toHaveAccessibleDescription(says);
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
      await expect(within(dialog).getByRole('button', { name: action })).toBeEnabled();
    },
  };
}

/** Stop asks first: it cuts the power like pulling the plug. */
export const StopConfirm: Story = confirmStory(
  'Stop',
  'Stop Package Starter?',
  /like pulling the plug\. Anything not saved on the server may be lost/,
  'Stop the server',
);

/** Shutdown asks first: the operating system shuts down cleanly. */
export const ShutdownConfirm: Story = confirmStory(
  'Shutdown',
  'Shut down Package Starter?',
  /asks the operating system to shut down cleanly/,
  'Shut down the server',
);

/** Restart asks first: connections drop for a moment. */
export const RestartConfirm: Story = confirmStory(
  'Restart',
  'Restart Package Starter?',
  /connections to it drop for a moment/,
  'Restart the server',
);

/** Escape closes the confirmation without stopping anything; focus is back on Stop. */
export const StopConfirmEscape: Story = {
  play: async (context) => {
    const controls = await panel(context);
    const stop = controls.getByRole('button', { name: 'Stop' });
    await context.userEvent.click(stop);
    await screen.findByRole('dialog', { name: 'Stop Package Starter?' }, { timeout: 5000 });
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(stop).toHaveFocus());
    await expect(controls.getByText('Running')).toBeVisible();
  },
};

export const StopConfirmPhone: Story = {
  ...StopConfirm,
  globals: phone,
};

export const StopConfirmAmharic: Story = {
  globals: { locale: 'am' },
  play: async (context) => {
    const heading = await context.canvas.findByRole('heading', { name: 'የመቆጣጠሪያ ፓነል' });
    const controls = within(heading.closest<HTMLElement>('.rounded-card')!);
    await context.userEvent.click(controls.getByRole('button', { name: 'ያቁሙ' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Package Starter፦ ሰርቨሩን ያቁሙ?' },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveAccessibleDescription(/ሶኬቱን እንደመንቀል ነው/);
    await expect(within(dialog).getByRole('button', { name: 'ሰርቨሩን ያቁሙ' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'ይቅር' })).toBeVisible();
  },
};

export const ExtendDialog: Story = {
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('combobox', { name: 'Extend by' })).toHaveValue('30');
  },
};

/** The price first: the server's quote for the days chosen, VAT included; nothing is created yet. */
export const ExtendWithPrice: Story = {
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' }, { timeout: 5000 });
    await context.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Extend by' }), '90');
    await waitFor(() => expect(within(dialog).getByText('VAT (15%)')).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getByText('Amount due')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  },
};

/** The price is on its way: Continue to Payment waits for it. */
export const ExtendPriceLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/services/:id/extend-quote', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
  },
};

/** The price could not be loaded: said so, with a way to ask again. */
export const ExtendPriceFailed: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/services/:id/extend-quote', () => HttpResponse.error())] },
  },
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' }, { timeout: 5000 });
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The price could not be loaded.',
    );
  },
};

/** A second renewal while the first is unpaid: the server's 409, with a link to pay the open order. */
export const ExtendRenewalUnpaid: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/services/:id/extend', () =>
          HttpResponse.json(
            {
              statusCode: 409,
              error: 'Conflict',
              message: renewalUnpaidMessage(OPEN_RENEWAL),
              orderId: OPEN_RENEWAL,
            },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' }, { timeout: 5000 });
    const pay = within(dialog).getByRole('button', { name: 'Continue to Payment' });
    await waitFor(() => expect(pay).toBeEnabled(), { timeout: 5000 });
    await context.userEvent.click(pay);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(/waiting for payment/);
    await expect(within(alert).getByRole('link', { name: 'Pay the open renewal order' })).toHaveAttribute(
      'href',
      paymentInstructionPath(OPEN_RENEWAL),
    );
  },
};

export const ExtendRenewalUnpaidAmharic: Story = {
  ...ExtendRenewalUnpaid,
  globals: { locale: 'am' },
  play: async (context) => {
    const heading = await context.canvas.findByRole('heading', { name: 'የመቆጣጠሪያ ፓነል' });
    const controls = within(heading.closest<HTMLElement>('.rounded-card')!);
    await context.userEvent.click(controls.getByRole('button', { name: 'ያራዝሙ' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const pay = within(dialog).getByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' });
    await waitFor(() => expect(pay).toBeEnabled(), { timeout: 5000 });
    await context.userEvent.click(pay);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('link', { name: 'ያልተከፈለውን የእድሳት ትዕዛዝ ይክፈሉ' })).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: at(SERVICE_IDS.expired),
  play: async (context) => {
    const controls = await panel(context);
    await expect(controls.getByText(/has expired/)).toBeVisible();
    await expect(context.canvas.getByText('Renewal due: pay to resume')).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Start' })).toBeDisabled();
    await expect(controls.getByRole('button', { name: 'Extend' })).toBeEnabled();
  },
};

export const Inactive: Story = {
  parameters: answerDetails(() =>
    detailsOf(SERVICE_IDS.kvm, { status: 'INACTIVE', currentStatus: 'suspended' }),
  ),
  play: async (context) => {
    const controls = await panel(context);
    await expect(controls.getByText(/suspended by the shop/)).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Extend' })).toBeDisabled();
  },
};

export const Provisioning: Story = {
  parameters: answerDetails(provisioningDetails),
  play: async (context) => {
    const controls = await panel(context);
    await expect(controls.getByText(/We are setting up this server/)).toBeVisible();
    await expect(controls.queryByRole('button')).not.toBeInTheDocument();
    await expect(
      context.canvas.getByText('Connection details appear here once your server is ready.'),
    ).toBeVisible();
  },
};

/** The region that lists the addresses, once the details are shown. */
async function connectionCard({ canvas }: Context) {
  return within(await canvas.findByRole('region', { name: /Connection Details|የግንኙነት ዝርዝሮች/ }));
}

export const SeveralAddresses: Story = {
  parameters: answerDetails(severalAddressesDetails),
  play: async (context) => {
    const card = await connectionCard(context);
    for (const [n, ip] of [
      [1, '196.188.44.12'],
      [2, '196.188.44.13'],
      [3, '196.188.44.14'],
    ] as const) {
      await expect(card.getByText(`IPv4 address ${n}`)).toBeVisible();
      await expect(card.getByText(ip)).toBeVisible();
    }
    await expect(card.getByText('ssh root@196.188.44.12')).toBeVisible();
  },
};

export const Ipv6Only: Story = {
  parameters: answerDetails(ipv6OnlyDetails),
  play: async (context) => {
    const card = await connectionCard(context);
    await expect(card.getByText('IPv6 address')).toBeVisible();
    await expect(card.getByText('2001:db8:188:2c::c')).toBeVisible();
    await expect(card.queryByText(/IPv4|IP address/)).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: at(mockId('service', 'nobody')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Service not found' })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(DETAILS, () =>
          HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'x' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVICE_DETAILS_LOAD_FAILED);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(DETAILS, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading service details' })).toBeInTheDocument();
  },
};

export const Phone: Story = { ...KvmRunning, globals: phone };

export const PhoneGameServer: Story = { ...GameServer, globals: phone };

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'የመቆጣጠሪያ ፓነል' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'የአገልግሎት መረጃ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ያስነሱ' })).toBeDisabled();
  },
};

export const AmharicPhone: Story = { ...Amharic, globals: { locale: 'am', ...phone } };

export const PhoneSeveralAddresses: Story = { ...SeveralAddresses, globals: phone };

export const AmharicSeveralAddresses: Story = {
  ...SeveralAddresses,
  globals: { locale: 'am' },
  play: async (context) => {
    const card = await connectionCard(context);
    await expect(card.getByText('IPv4 አድራሻ 3')).toBeVisible();
    await expect(card.getByText('196.188.44.14')).toBeVisible();
  },
};

export const AmharicIpv6Only: Story = {
  ...Ipv6Only,
  globals: { locale: 'am' },
  play: async (context) => {
    const card = await connectionCard(context);
    await expect(card.getByText('የIPv6 አድራሻ')).toBeVisible();
    await expect(card.getByText('2001:db8:188:2c::c')).toBeVisible();
  },
};

export const AmharicExpired: Story = {
  parameters: at(SERVICE_IDS.expired),
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/የዚህ አገልግሎት ጊዜ አልፏል/)).toBeVisible();
  },
};

export const AmharicProvisioning: Story = {
  ...Provisioning,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ሰርቨርዎ ሲዘጋጅ የግንኙነት ዝርዝሮቹ እዚህ ይታያሉ።')).toBeVisible();
  },
};

export const AmharicExtendWithPrice: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ያራዝሙ' }));
    const dialog = await screen.findByRole('dialog', { name: 'አገልግሎቱን ያራዝሙ' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByText('ተ.እ.ታ (15%)')).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getAllByText(/^ብር /).length).toBeGreaterThan(0);
  },
};
