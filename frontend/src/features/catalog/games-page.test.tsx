import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import type { Game } from '../../api';
import { apiError, GAMES, gameByName, http } from '../../mocks';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';

function renderGames(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(null, { route: '/games', ...options });
}

const gameList = () => screen.findByRole('list', { name: 'Games' });
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

function serveGames(games: unknown) {
  server.use(http.get('/catalog/games/aggregated', ({ response }) => response.untyped(Response.json(games))));
}

describe('Game servers page', () => {
  it('lists every game with its art, type, range and the price of its cheapest configuration (Minecraft: 2 GB at 450 ETB)', async () => {
    renderGames();
    expect(await screen.findByRole('heading', { level: 1, name: 'Game Servers' })).toBeInTheDocument();
    const list = await gameList();
    expect(cardNames(list)).toEqual(GAMES.map((g) => g.displayname));

    const minecraft = within(screen.getByRole('button', { name: 'Minecraft' }).closest('li')!);
    const art = minecraft.getByRole('img', { name: 'Minecraft artwork' });
    expect(art).toHaveAttribute('src', expect.stringContaining('minecraft'));
    expect(art).toHaveAttribute('loading', 'lazy');
    expect(minecraft.getByText('Memory')).toBeInTheDocument();
    expect(minecraft.getByText('2.0 GB – 16.0 GB')).toBeInTheDocument();
    expect(minecraft.getByText('900.00 ETB')).toBeInTheDocument();
    expect(minecraft.getByText('/month')).toBeInTheDocument();
    expect(minecraft.getByText(/^From/)).toHaveTextContent('From 900.00 ETB/month');

    const rust = within(screen.getByRole('button', { name: 'Rust' }).closest('li')!);
    expect(rust.getByText('Slot')).toBeInTheDocument();
    expect(rust.getByText('50 – 200 slots')).toBeInTheDocument();
  });

  it('uses the generic art for a game it does not know', async () => {
    serveGames([{ ...gameByName('Rust').game, id: 'x-1', displayname: 'Halo Infinite' }]);
    renderGames();
    const art = await screen.findByRole('img', { name: 'Halo Infinite artwork' });
    expect(art).toHaveAttribute('src', expect.stringContaining('generic'));
  });

  it('filters by display name, case-insensitive and partial, with a label for screen readers', async () => {
    const { user } = renderGames();
    const list = await gameList();
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    expect(search).toHaveAttribute('placeholder', 'Search for a game...');

    await user.type(search, 'CRAFT');
    expect(cardNames(list)).toEqual(['Minecraft', 'Craftopia']);
    expect(screen.getByRole('status')).toHaveTextContent('2 games');

    await user.clear(search);
    await user.type(search, 'the f');
    expect(cardNames(list)).toEqual(['Sons of the Forest']);
  });

  it('says so when nothing matches, and clears the search', async () => {
    const { user } = renderGames();
    await gameList();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'Halo');
    expect(screen.getByRole('heading', { name: 'No games found matching "Halo"' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Games' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    expect(cardNames(await gameList())).toHaveLength(GAMES.length);
  });

  it('opens the Coming Soon dialog from a card, by click or by Enter, and Go Home leads home', async () => {
    const { user, router } = renderGames();
    await gameList();
    await user.click(screen.getByRole('button', { name: 'Valheim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon!' });
    expect(dialog).toHaveAccessibleDescription('Our game server offers are being prepared. Check back soon!');
    expect(router.state.location.pathname).toBe('/games');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    screen.getByRole('button', { name: 'Rust' }).focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Coming Soon!' });
    await user.click(within(again).getByRole('button', { name: 'Go Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('describes each card button with its range and price', async () => {
    renderGames();
    await gameList();
    expect(screen.getByRole('button', { name: 'Factorio' })).toHaveAccessibleDescription(
      /^10 – 60 slots From 250\.00 ETB ?\/month$/,
    );
  });

  it('shows prices with 15% VAT when the toggle is on', async () => {
    const { user } = renderGames();
    const list = await gameList();
    const factorio = within(within(list).getByRole('button', { name: 'Factorio' }).closest('li')!);
    expect(factorio.getByText('250.00 ETB')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'VAT' }));
    expect(factorio.getByText('287.50 ETB')).toBeInTheDocument();
  });

  it('logs a failed load and shows an empty catalog', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/catalog/games/aggregated', ({ response }) => response.untyped(apiError(500, 'Boom'))),
    );
    renderGames();
    expect(await screen.findByRole('heading', { name: 'No games available' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load games', expect.anything()));
  });

  it('treats an answer that is not a list as a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveGames({ games: [] });
    renderGames();
    expect(await screen.findByRole('heading', { name: 'No games available' })).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load games', expect.anything()));
  });

  it('shows placeholders while loading', async () => {
    renderGames();
    expect(screen.getByText('Loading games…')).toBeInTheDocument();
    await gameList();
    expect(screen.queryByText('Loading games…')).toBeNull();
  });

  it('keeps a game with no price readable', async () => {
    const noPrice: Game = { ...gameByName('Eco').game, minprice: null, fromPrice: null };
    serveGames([noPrice]);
    renderGames();
    const card = within((await screen.findByRole('button', { name: 'Eco' })).closest('li')!);
    expect(card.getByText('N/A')).toBeInTheDocument();
  });
});

describe('Game servers page in Amharic', () => {
  it('names the page, the cards and the search in Amharic, with prices in birr', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderGames();
    expect(screen.getByRole('heading', { level: 1, name: 'የጌም ሰርቨሮች' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'ጌሞች' });
    expect(cardNames(list)).toEqual(GAMES.map((g) => g.displayname));

    const minecraft = within(screen.getByRole('button', { name: 'Minecraft' }).closest('li')!);
    expect(minecraft.getByRole('img', { name: 'የMinecraft ምስል' })).toBeInTheDocument();
    expect(minecraft.getByText('ራም')).toBeInTheDocument();
    expect(minecraft.getByText('2.0 GB – 16.0 GB')).toBeInTheDocument();
    expect(minecraft.getByText('ብር 900.00')).toBeInTheDocument();
    expect(minecraft.getByText(/^ከ/)).toHaveTextContent('ከብር 900.00/በወር ጀምሮ');
    const rust = within(screen.getByRole('button', { name: 'Rust' }).closest('li')!);
    expect(rust.getByText('የተጫዋች ቦታ')).toBeInTheDocument();
    expect(rust.getByText('50 – 200 የተጫዋች ቦታዎች')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'ጌሞችን ይፈልጉ' });
    expect(search).toHaveAttribute('placeholder', 'ጌም ይፈልጉ...');
    await user.type(search, 'CRAFT');
    expect(screen.getByRole('status')).toHaveTextContent('2 ጌሞች');
    await user.clear(search);
    await user.type(search, 'Halo');
    expect(screen.getByRole('heading', { name: 'ከ"Halo" ጋር የሚዛመድ ጌም አልተገኘም' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ፍለጋውን ያጽዱ' }));
    expect(cardNames(await screen.findByRole('list', { name: 'ጌሞች' }))).toHaveLength(GAMES.length);
  });

  it('says in Amharic that no games are available', async () => {
    await i18n.changeLanguage('am');
    serveGames([]);
    renderGames();
    expect(await screen.findByRole('heading', { name: 'ምንም ጌም የለም' })).toBeInTheDocument();
  });
});
