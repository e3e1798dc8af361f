import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { vatOn } from '../../components/story-state';
import { handlers } from '../../mocks';
import { LandingPage } from './landing-page';

const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};
const failure = (status: number) => () =>
  HttpResponse.json({ statusCode: status, error: 'Error', message: 'Unavailable' }, { status });

const meta = {
  title: 'Storefront/Landing',
  component: LandingPage,
  parameters: { route: '/', msw: { handlers } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const region = (canvas: Context['canvas'], name: string) => canvas.findByRole('region', { name });

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/catalog/kvm/:category', never),
        http.get('/api/catalog/games/aggregated', never),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading featured servers…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading popular games…')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Deploy Server Now/ })).toBeVisible();
  },
};

export const Populated: Story = {
  play: async ({ canvas }) => {
    const featured = await region(canvas, 'Featured server configurations');
    const configure = await within(featured).findAllByRole('link', { name: 'Configure Server' });
    await expect(configure).toHaveLength(3);
    await expect(within(featured).getByText('Most Popular')).toBeVisible();
    await expect(within(featured).getByText('1,500.00 ETB')).toBeVisible();
    const games = await region(canvas, 'Popular games');
    await expect(await within(games).findAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Browse Game Servers' })).toHaveAttribute('href', '/games');
  },
};

export const FeaturedFailed: Story = {
  name: 'Featured failed (empty)',
  parameters: { msw: { handlers: [http.get('/api/catalog/kvm/:category', failure(500)), ...handlers] } },
  play: async ({ canvas }) => {
    const featured = await region(canvas, 'Featured server configurations');
    await expect(
      await within(featured).findByRole('heading', { name: 'Featured plans are not available right now' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PopularGamesFailed: Story = {
  parameters: { msw: { handlers: [http.get('/api/catalog/games/aggregated', failure(503)), ...handlers] } },
  play: async ({ canvas }) => {
    const games = await region(canvas, 'Popular games');
    await expect(
      await within(games).findByRole('heading', { name: 'Game servers are coming soon' }),
    ).toBeVisible();
  },
};

export const VatOn: Story = {
  name: 'VAT on',
  parameters: { store: vatOn },
  play: async ({ canvas }) => {
    const featured = await region(canvas, 'Featured server configurations');
    // 1500, 2400 and 3300 ETB plus 15% VAT
    await expect(await within(featured).findByText('1,725.00 ETB')).toBeVisible();
    await expect(within(featured).getByText('2,760.00 ETB')).toBeVisible();
    await expect(within(featured).getByText('3,795.00 ETB')).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Mobile 360',
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const featured = await region(canvas, 'Featured server configurations');
    await within(featured).findAllByRole('link', { name: 'Configure Server' });
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth));
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ለኢትዮጵያ ፈጣንና አስተማማኝ ሰርቨሮች');
    const featured = await region(canvas, 'ተመራጭ የሰርቨር ውቅሮች');
    const configure = await within(featured).findAllByRole('link', { name: 'ሰርቨሩን ያዋቅሩ' });
    await expect(configure).toHaveLength(3);
    await expect(within(featured).getByText('በጣም ተመራጭ')).toBeVisible();
    await expect(within(featured).getByText(/^ብር\s1,500\.00$/)).toBeVisible();
    const games = await region(canvas, 'ተወዳጅ ጌሞች');
    await expect(await within(games).findAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'የጌም ሰርቨሮችን ይመልከቱ' })).toHaveAttribute('href', '/games');
  },
};

export const AmharicPhone: Story = {
  name: 'Amharic, mobile 360',
  globals: { viewport: { value: 'mobile360', isRotated: false }, locale: 'am' },
  play: async ({ canvas, canvasElement }) => {
    const featured = await region(canvas, 'ተመራጭ የሰርቨር ውቅሮች');
    await within(featured).findAllByRole('link', { name: 'ሰርቨሩን ያዋቅሩ' });
    await expect(canvas.getByRole('link', { name: /ሰርቨር አሁኑኑ ያስጀምሩ/ })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth));
  },
};
