import type { Meta, StoryObj } from '@storybook/react';
import { SERVICE_DETAILS_LOAD_FAILED } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { ServiceDetails } from '../../api';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { ServiceDetailsPage } from './service-details-page';
import { detailsOf, provisioningDetails, SERVICE_IDS } from './service-fixtures';

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
    await waitFor(() => expect(within(dialog).getByText(/erases all data/)).toBeVisible());
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

/** After 'Create renewal order': the server's message and the price it set, before paying. */
export const ExtendWithPrice: Story = {
  play: async (context) => {
    const controls = await panel(context);
    await context.userEvent.click(controls.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the service' }, { timeout: 5000 });
    await context.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Extend by' }), '90');
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Create renewal order' }));
    const created = await screen.findByRole('dialog', { name: 'Renewal order created' }, { timeout: 5000 });
    await waitFor(() => expect(within(created).getByText(/Renewal order created for 90 days/)).toBeVisible());
    await waitFor(() => expect(within(created).getByText(/ETB$/)).toBeVisible());
    await waitFor(() =>
      expect(within(created).getByRole('button', { name: 'Continue to Payment' })).toBeVisible(),
    );
  },
};

export const Expired: Story = {
  parameters: at(SERVICE_IDS.expired),
  play: async (context) => {
    const controls = await panel(context);
    await expect(controls.getByText(/has expired/)).toBeVisible();
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'የእድሳት ትዕዛዝ ይፍጠሩ' }));
    const created = await screen.findByRole('dialog', { name: 'የእድሳት ትዕዛዝ ተፈጥሯል' }, { timeout: 5000 });
    await waitFor(() => expect(within(created).getByText(/^ብር /)).toBeVisible());
  },
};
