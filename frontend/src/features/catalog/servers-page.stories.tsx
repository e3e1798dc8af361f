import type { Meta, StoryObj } from '@storybook/react';
import { NO_SERVERS_AVAILABLE, noServersFoundMessage } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { vatOn } from '../../components/story-state';
import { handlers, kvmPackagesOf } from '../../mocks';
import { ServersPage } from './servers-page';

const KVM_URL = '/api/catalog/kvm/:category';

const meta = {
  title: 'Storefront/KVM servers',
  component: ServersPage,
  parameters: { route: '/servers', msw: { handlers } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof ServersPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const where = ({ canvasElement }: Context) =>
  canvasElement.ownerDocument.querySelector('[data-story-location]')?.getAttribute('data-story-location');

/** The story of one line: its tab selected from the URL, its plans and CPU label in the table. */
function lineStory(label: string, line: Parameters<typeof kvmPackagesOf>[0], cpu: string): Story {
  return {
    parameters: { route: `/servers?line=${line}` },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      const table = await canvas.findByRole('table', { name: `${label} servers` });
      await expect(within(table).getAllByRole('row')).toHaveLength(kvmPackagesOf(line).length + 1);
      await expect(within(table).getAllByText(cpu)).toHaveLength(kvmPackagesOf(line).length);
    },
  };
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(KVM_URL, async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading servers…')).toBeInTheDocument();
  },
};

export const Packages: Story = {
  name: 'Populated (Packages)',
  ...lineStory('Packages', '2025sale', 'Xeon Gold'),
  parameters: { route: '/servers' },
};
export const Ipv6Only: Story = { name: 'IPv6 Only', ...lineStory('IPv6 Only', 'ipv6onlygen1', 'Xeon Gold') };
export const IntelXeon: Story = lineStory('Intel Xeon', 'intelxeon', 'Intel Xeon');
export const Ryzen: Story = lineStory('Ryzen', 'ryzengen2', 'Ryzen');

export const SwitchingTabs: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('table', { name: 'Packages servers' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Ryzen' }));
    await expect(await canvas.findByRole('table', { name: 'Ryzen servers' })).toBeVisible();
    await waitFor(() => expect(where(context)).toBe('/servers?line=ryzengen2'));
  },
};

export const SearchWithoutMatch: Story = {
  name: 'Search with no match',
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Packages servers' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search servers' }), 'quantum');
    await expect(canvas.getByRole('heading', { name: noServersFoundMessage('quantum') })).toBeVisible();
  },
};

export const EmptyLine: Story = {
  name: 'Empty line',
  parameters: {
    route: '/servers?line=ipv6onlygen1',
    msw: { handlers: [http.get(KVM_URL, () => HttpResponse.json([])), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: NO_SERVERS_AVAILABLE })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Error (empty list)',
  parameters: {
    msw: {
      handlers: [
        http.get(KVM_URL, () =>
          HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: 'Catalog unavailable' },
            { status: 503 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: NO_SERVERS_AVAILABLE })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const VatOn: Story = {
  name: 'VAT on',
  parameters: { store: vatOn },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Packages servers' });
    // 1500 ETB plus 15% VAT
    await expect(within(table).getByText('1,725.00 ETB')).toBeVisible();
  },
};

export const Tablet: Story = {
  name: 'Tablet 768 (cards, two a row)',
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Packages servers' });
    await expect(canvas.queryByRole('table')).toBeNull();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Phone: Story = {
  name: 'Mobile 360 (cards)',
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'Packages servers' });
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(cards).getAllByRole('link', { name: /^Configure/ })).toHaveLength(
      kvmPackagesOf('2025sale').length,
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  parameters: { route: '/servers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'KVM ቨርቹዋል ሰርቨሮች' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'ጥቅሎች' })).toHaveAttribute('aria-selected', 'true');
    const table = await canvas.findByRole('table', { name: 'ጥቅሎች ሰርቨሮች' });
    await expect(within(table).getByRole('columnheader', { name: 'የዳታ መጠን' })).toBeVisible();
    await expect(within(table).getByText('ብር 1,500.00')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'ያዋቅሩ Package Small' })).toBeVisible();
  },
};

export const AmharicPhone: Story = {
  name: 'Amharic, mobile 360 (cards)',
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findByRole('list', { name: 'ጥቅሎች ሰርቨሮች' });
    await expect(canvas.queryByRole('table')).toBeNull();
    const small = within(within(cards).getAllByRole('article')[0]!);
    await expect(small.getByText('ብር 1,500.00')).toBeVisible();
    await expect(small.getByText('የዳታ መጠን')).toBeVisible();
    await expect(small.getByRole('link', { name: 'ያዋቅሩ Package Small' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
