import type { Meta, StoryObj } from '@storybook/react';
import { SERVICES_LOAD_FAILED } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Order, ServiceSummary } from '../../api';
import { paymentInstructionPath } from '../../lib/payment-data';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { MyServicesPage } from './my-services-page';
import {
  expiredWithRenewalSummary,
  ordersBeingSetUpFixture,
  provisioningSummary,
  renewalDueSummary,
  SERVICE_IDS,
  servicesInEveryGroup,
  suspendedSummary,
  terminatedSummary,
} from './service-fixtures';

/** The page's two calls answered by the story (computed per request, from the fresh mock data). */
const answer = (services: () => ServiceSummary[], orders: () => Order[] = () => []) => ({
  msw: {
    handlers: [
      http.get('/api/services/list', () => HttpResponse.json(services())),
      http.get('/api/orders', () => HttpResponse.json(orders())),
    ],
  },
});

const meta = {
  title: 'Services/My Services',
  component: MyServicesPage,
  parameters: { route: '/my-services', store: { auth: DEMO_SESSION }, ...answer(servicesInEveryGroup) },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof MyServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };

export const ActiveList: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Active Services (5)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = canvas.getByRole('table', { name: 'Active services' });
    await expect(within(table).getAllByText('2 vCPU · 4.0 GB RAM · 60.0 GB SSD')[0]).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Manage for Package Starter' })).toHaveAttribute(
      'href',
      `/service-details/${SERVICE_IDS.kvm}`,
    );
  },
};

export const PastList: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Past Services (1)' }));
    const table = await canvas.findByRole('table', { name: 'Past services' });
    await expect(within(table).getByText('Ryzen Basic')).toBeVisible();
    await expect(within(table).getByText('Terminated')).toBeVisible();
    await expect(within(table).queryByText('Package Boost')).not.toBeInTheDocument();
  },
};

/**
 * A server suspended by the shop and one suspended after its end date: both under Active Services,
 * each saying what brings it back (the shop; paying the open renewal).
 */
export const SuspendedService: Story = {
  parameters: answer(() => [suspendedSummary(), expiredWithRenewalSummary()]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Active Services (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Past Services (0)' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Active services' });
    await expect(within(table).getByText('Suspended')).toBeVisible();
    await expect(within(table).getByText(/Suspended by the shop: contact support/)).toBeVisible();
    await expect(within(table).getByText('Renewal due: pay to resume')).toBeVisible();
    await expect(
      within(table).getByRole('link', { name: 'Pay the renewal of Package Boost' }),
    ).toHaveAttribute('href', paymentInstructionPath(mockId('order', 'demo-boost-renewal')));
  },
};

export const SuspendedServicePhone: Story = {
  ...SuspendedService,
  globals: phone,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Active services' });
    await expect(within(list).getByText('Renewal due: pay to resume')).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Contact support' })).toBeVisible();
  },
};

export const SuspendedServiceAmharic: Story = {
  ...SuspendedService,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'ንቁ አገልግሎቶች' });
    await expect(within(table).getByText('እድሳት ይጠበቃል፦ እንዲቀጥል ይክፈሉ')).toBeVisible();
    await expect(within(table).getByText(/በድርጅቱ ታግዷል/)).toBeVisible();
  },
};

export const BothEmpty: Story = {
  parameters: answer(() => []),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'No active services yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Past Services (0)' }));
    await expect(await canvas.findByRole('heading', { name: 'No past services' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse servers' })).toHaveAttribute('href', '/servers');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/services/list', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading services' })).toBeInTheDocument();
  },
};

export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/services/list', () =>
          HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'x' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVICES_LOAD_FAILED);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ProvisioningService: Story = {
  parameters: answer(() => [provisioningSummary(), ...servicesInEveryGroup().slice(0, 1)]),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Active services' });
    await expect(within(table).getByText('Being set up')).toBeVisible();
    await expect(within(table).getByText(/We are setting up this server/)).toBeVisible();
  },
};

export const RenewalDue: Story = {
  parameters: answer(() => [renewalDueSummary()]),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Active services' });
    await expect(within(table).getByText(/Renewal due .*2027: 1,725\.00 ETB/)).toBeVisible();
    await expect(within(table).getByRole('link', { name: /^Pay the renewal of/ })).toHaveAttribute(
      'href',
      paymentInstructionPath(mockId('order', 'demo-starter-renewal')),
    );
  },
};

export const RenewalPaymentReported: Story = {
  parameters: answer(() => [renewalDueSummary(true)]),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Active services' });
    await expect(within(table).getByText('Payment received, awaiting confirmation')).toBeVisible();
    await expect(within(table).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  },
};

export const TerminatedService: Story = {
  parameters: answer(() => [terminatedSummary()]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Past Services (1)' }));
    const table = await canvas.findByRole('table', { name: 'Past services' });
    await expect(within(table).getByText('Terminated')).toBeVisible();
  },
};

export const PaidOrderBeingSetUp: Story = {
  parameters: answer(() => [], ordersBeingSetUpFixture),
  play: async ({ canvas }) => {
    const notices = await canvas.findByRole('region', { name: 'Orders being set up' });
    await expect(within(notices).getByRole('heading', { name: 'Your server is being set up' })).toBeVisible();
    await expect(
      within(notices).getByRole('heading', { name: 'Payment awaiting confirmation' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Active services' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const PhoneWithNotices: Story = {
  globals: phone,
  parameters: answer(() => [provisioningSummary(), ...servicesInEveryGroup()], ordersBeingSetUpFixture),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Orders being set up' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Active services' })).toBeVisible());
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  parameters: answer(() => [provisioningSummary(), ...servicesInEveryGroup()], ordersBeingSetUpFixture),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'አገልግሎቶቼ' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'ንቁ አገልግሎቶች' });
    await expect(within(table).getAllByText('በመስራት ላይ')[0]).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'ሰርቨርዎ በመዘጋጀት ላይ ነው' })).toBeVisible();
  },
};

export const AmharicPhone: Story = {
  ...Amharic,
  globals: { locale: 'am', ...phone },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'ንቁ አገልግሎቶች' })).toBeVisible();
  },
};

export const AmharicEmpty: Story = {
  ...BothEmpty,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'እስካሁን ንቁ አገልግሎት የለም' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ሰርቨሮችን ይመልከቱ' })).toBeVisible();
  },
};
