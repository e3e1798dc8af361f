import type { Meta, StoryObj } from '@storybook/react';
import { noGamesFoundMessage } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { vatOn } from '../../components/story-state';
import { GAMES, handlers } from '../../mocks';
import { GamesPage } from './games-page';

const GAMES_URL = '/api/catalog/games/aggregated';

const meta = {
  title: 'Storefront/Game servers',
  component: GamesPage,
  parameters: { route: '/games', msw: { handlers } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof GamesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(canvas.getByText('Loading games…')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  },
};

export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(GAMES.length);
    await expect(canvas.getByRole('button', { name: 'Minecraft' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toHaveAttribute(
      'placeholder',
      'Search for a game...',
    );
  },
};

export const VatOn: Story = {
  name: 'VAT on',
  parameters: { store: vatOn },
  play: async ({ canvas }) => {
    const factorio = (await canvas.findByRole('button', { name: 'Factorio' })).closest('li')!;
    // From 250 ETB (10 slots at 25 ETB) plus 15% VAT
    await expect(within(factorio).getByText('287.50 ETB')).toBeVisible();
  },
};

export const EmptyCatalog: Story = {
  parameters: { msw: { handlers: [http.get(GAMES_URL, () => HttpResponse.json([])), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No games available' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Error (empty list)',
  parameters: {
    msw: {
      handlers: [
        http.get(GAMES_URL, () =>
          HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
            { status: 500 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No games available' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SearchWithoutMatch: Story = {
  name: 'Search with no match',
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Games' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'Halo');
    await expect(canvas.getByRole('heading', { name: noGamesFoundMessage('Halo') })).toBeVisible();
  },
};

export const SearchMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Games' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'craft');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const ComingSoonDialogOpen: Story = {
  name: 'Dialog open',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Valheim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon!' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Go Home' })).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Mobile 360',
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Games' });
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'የጌም ሰርቨሮች' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'ጌሞች' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(GAMES.length);
    const minecraft = canvas.getByRole('button', { name: 'Minecraft' }).closest('li')!;
    await expect(within(minecraft).getByText('ብር 900.00')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'ጌሞችን ይፈልጉ' })).toHaveAttribute(
      'placeholder',
      'ጌም ይፈልጉ...',
    );
  },
};

export const AmharicPhone: Story = {
  name: 'Amharic, mobile 360',
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'ጌሞች' });
    await expect(canvas.getByText('50 – 200 የተጫዋች ቦታዎች')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
