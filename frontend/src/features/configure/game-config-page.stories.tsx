import type { Meta, StoryObj } from '@storybook/react';
import { GAME_NOT_FOUND, INCOMPLETE_GAME_CONFIG_MESSAGE } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { signedInAs, vatOn } from '../../components/story-state';
import { gameByName, handlers } from '../../mocks';
import { GameConfigPage } from './game-config-page';

const factorio = gameByName('Factorio');
const minecraft = gameByName('Minecraft');
const GAMES_URL = '/api/catalog/games/aggregated';
const VERSIONS_URL = '/api/catalog/games/:id/versions';

const meta = {
  title: 'Storefront/Game configuration',
  component: GameConfigPage,
  parameters: {
    route: `/game-config/${factorio.game.id}`,
    routePath: '/game-config/:gameId',
    msw: { handlers },
  },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof GameConfigPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const where = ({ canvasElement }: Context) =>
  canvasElement.ownerDocument.querySelector('[data-story-location]')?.getAttribute('data-story-location');

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(GAMES_URL, async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading configuration…');
  },
};

export const SlotsGame: Story = {
  name: 'Slots game (Factorio)',
  play: async ({ canvas, userEvent }) => {
    const slots = await canvas.findByRole('slider', { name: 'Player slots' });
    await expect(slots).toHaveAttribute('aria-valuenow', '10');
    await expect(canvas.getByTestId('config-total')).toHaveTextContent('287.50 ETB');
    slots.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slots).toHaveAttribute('aria-valuenow', '12');
  },
};

export const MemoryGame: Story = {
  name: 'Memory game (Minecraft)',
  parameters: { route: `/game-config/${minecraft.game.id}` },
  play: async ({ canvas }) => {
    const memory = await canvas.findByRole('slider', { name: 'Memory' });
    await expect(memory).toHaveAttribute('aria-valuetext', '2.0 GB');
    await expect(canvas.getByTestId('config-total')).toHaveTextContent('1,035.00 ETB');
  },
};

export const VersionList: Story = {
  name: 'Version list (newest first)',
  parameters: { route: `/game-config/${minecraft.game.id}` },
  play: async ({ canvas, userEvent }) => {
    const select = await canvas.findByRole('combobox', { name: 'Game version' });
    const labels = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);
    await expect(labels[0]).toBe('1.21.4 (latest)');
    await expect(labels).toHaveLength(minecraft.versions.length);
    await userEvent.selectOptions(select, minecraft.versions.find((v) => v.version === '1.12.2')!.id);
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(within(summary).getByText('1.12.2')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Game not found',
  parameters: { route: '/game-config/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: GAME_NOT_FOUND })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/games');
  },
};

export const IncompleteAlert: Story = {
  name: 'Incomplete alert',
  parameters: {
    msw: { handlers: [http.get(VERSIONS_URL, () => HttpResponse.json([])), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to Checkout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(INCOMPLETE_GAME_CONFIG_MESSAGE);
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

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get(GAMES_URL, () =>
          HttpResponse.json({ statusCode: 500, error: 'Internal Server Error' }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This game could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const VatOn: Story = {
  name: 'VAT on',
  parameters: { store: vatOn },
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', { name: 'Order Summary' });
    await expect(within(summary).getByText('28.75 ETB per slot')).toBeVisible();
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
    const slots = await canvas.findByRole('slider', { name: 'የተጫዋች ቦታዎች' });
    await expect(slots).toHaveAttribute('aria-valuetext', '10 የተጫዋች ቦታዎች');
    await expect(canvas.getByRole('heading', { name: 'የጌም ሰርቨርዎን ያዋቅሩ', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'የጌም ስሪት' })).toHaveDisplayValue('2.0.28 (የቅርብ ጊዜው)');
    const summary = canvas.getByRole('region', { name: 'የትዕዛዝ ማጠቃለያ' });
    await expect(within(summary).getByText('ለአንድ የተጫዋች ቦታ ብር 25.00')).toBeVisible();
    await expect(canvas.getByTestId('config-total')).toHaveTextContent(/^ብር\s287\.50$/);
  },
};

export const AmharicMobile: Story = {
  name: 'Amharic, mobile 360',
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  parameters: { route: `/game-config/${minecraft.game.id}` },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'ራም' })).toHaveAttribute('aria-valuetext', '2.0 GB');
    await expect(canvas.getByTestId('config-total')).toHaveTextContent(/^ብር\s1,035\.00$/);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
