import type { Meta, StoryObj } from '@storybook/react';
import { SELECT_OS_MESSAGE, etbToSantim, formatPrice, priceKvm, santimToEtb } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { signedInAs, vatOn } from '../../components/story-state';
import { handlers, kvmPackageByName } from '../../mocks';
import { KvmConfigPage } from './kvm-config-page';

const small = kvmPackageByName('Package Small');
const xl = kvmPackageByName('Package XL');
const PLAN_URL = '/api/catalog/kvm/packet/:id';
const OS_URL = '/api/catalog/kvm/packet/:id/os';

const meta = {
  title: 'Storefront/KVM configuration',
  component: KvmConfigPage,
  parameters: {
    route: `/kvm-config/${small.id}`,
    routePath: '/kvm-config/:serverId',
    msw: { handlers },
  },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof KvmConfigPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const where = ({ canvasElement }: Context) =>
  canvasElement.ownerDocument.querySelector('[data-story-location]')?.getAttribute('data-story-location');

/** Presses the right arrow `steps` times on a slider's thumb. */
async function press({ canvas, userEvent }: Context, name: string, steps: number) {
  const thumb = await canvas.findByRole('slider', { name });
  thumb.focus();
  await userEvent.keyboard('{ArrowRight}'.repeat(steps));
}

const totalOf = (ipv4: number, traffic: number, days: number, pkg = small) =>
  formatPrice(
    santimToEtb(
      priceKvm({
        planPriceSantim: etbToSantim(pkg.price),
        includedIpv4: pkg.ipv4,
        includedTrafficTb: pkg.traffic,
        ipv4,
        trafficTb: traffic,
        days,
      }).total,
    ),
  );

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PLAN_URL, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading configuration…');
    await expect(canvas.getByRole('heading', { name: 'Configure Your Server', level: 1 })).toBeVisible();
  },
};

export const Populated: Story = {
  name: 'Populated (default choices)',
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Operating system' });
    await expect(canvas.getByRole('option', { name: 'Ubuntu 24.04', selected: true })).toBeInTheDocument();
    await expect(select).toBeEnabled();
    await expect(canvas.getByRole('slider', { name: 'IPv4 addresses' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await expect(canvas.getByRole('slider', { name: 'Bandwidth' })).toHaveAttribute('aria-valuenow', '4');
    await expect(canvas.getByRole('slider', { name: 'Duration' })).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByTestId('config-total')).toHaveTextContent('1,725.00 ETB');
  },
};

export const LongDuration: Story = {
  name: 'Long duration (300 days, discount)',
  play: async (context) => {
    await press(context, 'Duration', 9);
    const breakdown = context.canvas.getByRole('region', { name: 'Pricing breakdown' });
    await expect(within(breakdown).getByText('Long-term discount (10%)')).toBeVisible();
    await expect(within(breakdown).getByText('-1,500.00 ETB')).toBeVisible();
    await expect(context.canvas.getByTestId('config-total')).toHaveTextContent(totalOf(1, 4, 300));
  },
};

export const ExtrasChosen: Story = {
  name: 'Extras chosen (3 IPv4, 6 TB, 90 days)',
  play: async (context) => {
    await press(context, 'IPv4 addresses', 2);
    await press(context, 'Bandwidth', 2);
    await press(context, 'Duration', 2);
    const breakdown = context.canvas.getByRole('region', { name: 'Pricing breakdown' });
    await expect(within(breakdown).getByText('Extra IPv4')).toBeVisible();
    await expect(within(breakdown).getByText('Extra bandwidth')).toBeVisible();
    await expect(context.canvas.getByTestId('config-total')).toHaveTextContent(totalOf(3, 6, 90));
  },
};

export const BandwidthDisabled: Story = {
  name: 'Bandwidth disabled (10 TB plan)',
  parameters: { route: `/kvm-config/${xl.id}` },
  play: async ({ canvas }) => {
    const bandwidth = await canvas.findByRole('slider', { name: 'Bandwidth' });
    await expect(bandwidth).toHaveAttribute('aria-disabled', 'true');
    await expect(bandwidth).toHaveAttribute('aria-valuenow', '10');
    await expect(
      canvas.getByText('This plan already includes the maximum of 10 TB per month.'),
    ).toBeVisible();
  },
};

export const OsAlert: Story = {
  name: 'OS alert shown',
  parameters: {
    msw: { handlers: [http.get(OS_URL, () => HttpResponse.json([])), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Operating system' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Checkout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SELECT_OS_MESSAGE);
  },
};

export const ContinueSignedIn: Story = {
  name: 'Continue (signed in)',
  parameters: { store: signedInAs() },
  play: async (context) => {
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: 'Continue to Checkout' }),
    );
    await waitFor(() => expect(where(context)).toBe('/config-confirmation'));
  },
};

export const ContinueSignedOut: Story = {
  name: 'Continue (signed out)',
  play: async (context) => {
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: 'Continue to Checkout' }),
    );
    await waitFor(() => expect(where(context)).toBe('/signin'));
  },
};

export const NotFound: Story = {
  parameters: { route: '/kvm-config/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Server package not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse servers' })).toHaveAttribute('href', '/servers');
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get(PLAN_URL, () =>
          HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: 'The catalog is being updated.' },
            { status: 503 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The catalog is being updated.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const VatOn: Story = {
  name: 'VAT on',
  parameters: { store: vatOn },
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', { name: 'Order Summary' });
    await expect(within(summary).getByText('incl. 15% VAT')).toBeVisible();
    await expect(within(summary).getByText('VAT (15%)')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Mobile 360',
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Continue to Checkout' })).toBeVisible();
  },
};

export const Amharic: Story = {
  name: 'Amharic',
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('slider', { name: 'IPv4 አድራሻዎች' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ሰርቨርዎን ያዋቅሩ', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'ኦፐሬቲንግ ሲስተም' })).toBeEnabled();
    const summary = canvas.getByRole('region', { name: 'የትዕዛዝ ማጠቃለያ' });
    await expect(within(summary).getByText('ተ.እ.ታ (15%)')).toBeVisible();
    await expect(canvas.getByTestId('config-total')).toHaveTextContent(/^ብር\s1,725\.00$/);
    await expect(canvas.getByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' })).toBeVisible();
  },
};

export const AmharicMobile: Story = {
  name: 'Amharic, mobile 360',
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' })).toBeVisible();
    await expect(canvas.getByTestId('config-total')).toHaveTextContent(/^ብር\s1,725\.00$/);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
