import {
  GAME_NOT_FOUND,
  INCOMPLETE_GAME_CONFIG_MESSAGE,
  SERVER_ERROR,
  etbToSantim,
  formatPrice,
  gameUnitPrice,
  priceGame,
  santimToEtb,
} from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { signedInAs } from '../../components/story-state';
import { STORAGE_KEYS } from '../../lib/storage';
import { gameByName } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import type { PendingGameConfiguration } from '../../store/checkout-slice';
import { press, slider, total } from './config-page-test-helpers';

const factorio = gameByName('Factorio');
const minecraft = gameByName('Minecraft');

function renderGame(id: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(null, { route: `/game-config/${id}`, ...options });
}

async function loaded() {
  return screen.findByRole('button', { name: 'Continue to Checkout' });
}

/** What domain says the total is: the unit price from gameUnitPrice, the total from priceGame. */
function expectedTotal(fixture: typeof factorio, amount: number, days: number): string {
  const { game, packages } = fixture;
  const slots = game.type === 'slots' ? amount : 0;
  const memoryMb = game.type === 'memory' ? amount : 0;
  const unit = gameUnitPrice(packages, game, slots, memoryMb)!;
  const price = priceGame({ unitPriceSantim: etbToSantim(unit), type: game.type, slots, memoryMb, days });
  return formatPrice(santimToEtb(price.total));
}

describe('game configuration', () => {
  it('shows the game, its newest version preselected, and the slots slider of a slots game', async () => {
    const { user } = renderGame(factorio.game.id);
    await loaded();
    expect(screen.getByRole('heading', { name: 'Configure Your Game Server', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Factorio', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Game version' })).toHaveDisplayValue('2.0.28 (latest)');
    expect(screen.queryByRole('slider', { name: 'Memory' })).not.toBeInTheDocument();
    const slots = slider('Player slots');
    expect(slots).toHaveAttribute('aria-valuemin', '10');
    expect(slots).toHaveAttribute('aria-valuemax', '60');
    expect(slots).toHaveAttribute('aria-valuenow', '10');
    await press(user, 'Player slots', 1);
    expect(slots).toHaveAttribute('aria-valuenow', '12');
    expect(slots).toHaveAttribute('aria-valuetext', '12 slots');
    expect(slider('Duration')).toHaveAttribute('aria-valuemin', '30');
    expect(slider('Duration')).toHaveAttribute('aria-valuemax', '360');
    await press(user, 'Duration', 1);
    expect(slider('Duration')).toHaveAttribute('aria-valuenow', '60');
  });

  it('shows the memory slider of a memory game in GB, stepping 1024 MB', async () => {
    const { user } = renderGame(minecraft.game.id);
    await loaded();
    expect(screen.queryByRole('slider', { name: 'Player slots' })).not.toBeInTheDocument();
    const memory = slider('Memory');
    expect(memory).toHaveAttribute('aria-valuemin', '2048');
    expect(memory).toHaveAttribute('aria-valuemax', '16384');
    expect(memory).toHaveAttribute('aria-valuenow', '2048');
    expect(memory).toHaveAttribute('aria-valuetext', '2.0 GB');
    await press(user, 'Memory', 1);
    expect(memory).toHaveAttribute('aria-valuenow', '3072');
    expect(memory).toHaveAttribute('aria-valuetext', '3.0 GB');
  });

  it('sorts versions newest first (domain sortVersions) and preselects the first', async () => {
    const versions = [
      { id: '11111111-1111-4111-8111-111111111111', version: '1.9' },
      { id: '22222222-2222-4222-8222-222222222222', version: '1.21.4' },
      { id: '33333333-3333-4333-8333-333333333333', version: '1.20.1' },
    ];
    server.use(http.get('/api/catalog/games/:id/versions', () => HttpResponse.json(versions)));
    renderGame(minecraft.game.id);
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Game version' });
    expect(select).toHaveValue(versions[1]!.id);
    const labels = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);
    expect(labels).toEqual(['1.21.4 (latest)', '1.20.1', '1.9']);
  });

  it('shows domain’s priceGame total with gameUnitPrice’s unit price (10 Factorio slots: 287.50 ETB)', async () => {
    const { user } = renderGame(factorio.game.id);
    await loaded();
    expect(total()).toBe(expectedTotal(factorio, 10, 30));
    // By hand: the 10-slot package costs 25 ETB per slot: 250 + 15% VAT = 287.50.
    expect(total()).toBe('287.50 ETB');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Unit price').nextElementSibling).toHaveTextContent(
      '25.00 ETB per slot',
    );

    // 28 slots: the nearest package is the 26-slot one (24 ETB per slot); 90 days.
    await press(user, 'Player slots', 9);
    await press(user, 'Duration', 2);
    expect(total()).toBe(expectedTotal(factorio, 28, 90));
    expect(total()).toBe('2,318.40 ETB'); // 28 x 24 x 3 = 2,016 + 302.40 VAT
    expect(within(summary).getByText('Unit price').nextElementSibling).toHaveTextContent(
      '24.00 ETB per slot',
    );
  });

  it('prices a memory game per GB (2 GB of Minecraft: 1,035.00 ETB)', async () => {
    const { user } = renderGame(minecraft.game.id);
    await loaded();
    expect(total()).toBe(expectedTotal(minecraft, 2048, 30));
    expect(total()).toBe('1,035.00 ETB');
    await press(user, 'Memory', 5);
    expect(total()).toBe(expectedTotal(minecraft, 7168, 30));
  });

  it('falls back to the game’s minprice when it has no packages', async () => {
    server.use(http.get('/api/catalog/games/:id/packages', () => HttpResponse.json([])));
    renderGame(factorio.game.id);
    await loaded();
    // minprice 21 x 10 slots = 210 + 31.50 VAT
    expect(factorio.game.minprice).toBe(21);
    expect(total()).toBe('241.50 ETB');
  });

  it('follows the VAT switch for the unit price; the breakdown keeps VAT as a line', async () => {
    const { user } = renderGame(factorio.game.id);
    await loaded();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await user.click(screen.getByRole('switch', { name: /VAT/ }));
    expect(within(summary).getByText('Unit price').nextElementSibling).toHaveTextContent(
      '28.75 ETB per slot',
    );
    expect(within(summary).getByText('incl. 15% VAT')).toBeInTheDocument();
    expect(total()).toBe('287.50 ETB');
    expect(screen.getByText('VAT (15%)').nextElementSibling).toHaveTextContent('37.50 ETB');
  });

  it('alerts when the configuration is incomplete (no version), and saves nothing', async () => {
    server.use(http.get('/api/catalog/games/:id/versions', () => HttpResponse.json([])));
    const { user, store } = renderGame(factorio.game.id);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INCOMPLETE_GAME_CONFIG_MESSAGE);
    expect(store.getState().checkout.pending).toBeNull();
  });

  it('signed in: saves the pending configuration and goes to /config-confirmation', async () => {
    const { user, store, router } = renderGame(factorio.game.id, { preloadedState: signedInAs() });
    await loaded();
    const older = factorio.versions.find((v) => v.version === '1.1.110')!;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game version' }), older.id);
    await press(user, 'Player slots', 8); // 26 slots: exactly the second package
    await press(user, 'Duration', 1);
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/config-confirmation'));
    const pkg = factorio.packages.find((p) => p.slots === 26)!;
    const expected: PendingGameConfiguration = {
      type: 'game',
      id: factorio.game.id,
      serviceName: 'Factorio',
      gameType: 'slots',
      duration: 60,
      specifications: {
        game: 'Factorio',
        package: pkg.id,
        version: '1.1.110',
        versionId: older.id,
        slots: 26,
        memory: pkg.memory,
        duration: 60,
      },
      // 26 x 24 x 2 = 1,248 + 187.20 VAT = 1,435.20
      pricing: { basePrice: 1248, totalPrice: 1435.2, currency: 'ETB', billingCycle: 'One-time' },
    };
    expect(store.getState().checkout.pending).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingConfiguration)!)).toEqual(expected);
  });

  it('stores the chosen memory of a memory game', async () => {
    const { user, store } = renderGame(minecraft.game.id, { preloadedState: signedInAs() });
    await loaded();
    await press(user, 'Memory', 2);
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    await waitFor(() => expect(store.getState().checkout.pending).not.toBeNull());
    const pending = store.getState().checkout.pending as PendingGameConfiguration;
    expect(pending.specifications).toMatchObject({ memory: 4096, version: '1.21.4', duration: 30 });
    expect(pending.gameType).toBe('memory');
    // 4 GB x 428 ETB = 1,712 + 256.80 VAT
    expect(pending.pricing.totalPrice).toBe(1968.8);
  });

  it('signed out: remembers /config-confirmation with the configuration and goes to /signin', async () => {
    const { user, store, router } = renderGame(factorio.game.id);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const pending = store.getState().checkout.pending;
    expect(pending).toMatchObject({ type: 'game', id: factorio.game.id, duration: 30 });
    const destination = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.intendedDestination)!);
    expect(destination).toEqual({ path: '/config-confirmation', search: '', state: pending });
  });

  it('restores the stored choices when the customer comes back to the same game', async () => {
    const older = factorio.versions.find((v) => v.version === '1.1.110')!;
    const stored: PendingGameConfiguration = {
      type: 'game',
      id: factorio.game.id,
      serviceName: 'Factorio',
      duration: 180,
      specifications: {
        game: 'Factorio',
        package: '',
        version: older.version,
        versionId: older.id,
        slots: 40,
        memory: 0,
        duration: 180,
      },
      pricing: { basePrice: 1, totalPrice: 1, currency: 'ETB', billingCycle: 'One-time' },
    };
    renderGame(factorio.game.id, { preloadedState: { checkout: { pending: stored } } });
    await loaded();
    expect(slider('Player slots')).toHaveAttribute('aria-valuenow', '40');
    expect(slider('Duration')).toHaveAttribute('aria-valuenow', '180');
    expect(screen.getByRole('combobox', { name: 'Game version' })).toHaveValue(older.id);
    expect(total()).toBe(expectedTotal(factorio, 40, 180));
  });

  it('says "Game not found" for an unknown id, with a way back to /games', async () => {
    renderGame('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
    expect(await screen.findByRole('heading', { name: GAME_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/games');
    expect(screen.queryByRole('button', { name: 'Continue to Checkout' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    renderGame(factorio.game.id);
    expect(screen.getByRole('status')).toHaveTextContent('Loading configuration…');
    await loaded();
  });

  it('keeps the header it showed while loading: the same title and subtitle elements', async () => {
    renderGame(factorio.game.id);
    const title = screen.getByRole('heading', { name: 'Configure Your Game Server', level: 1 });
    const subtitle = screen.getByText(/^Choose the version/);
    await loaded();
    expect(screen.getByRole('heading', { name: 'Configure Your Game Server', level: 1 })).toBe(title);
    expect(screen.getByText(/^Choose the version/)).toBe(subtitle);
  });

  it('shows the error with a retry when the games cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/catalog/games/aggregated', () =>
        fail
          ? HttpResponse.json({ statusCode: 503, error: 'Service Unavailable' }, { status: 503 })
          : undefined,
      ),
    );
    const { user } = renderGame(factorio.game.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This game could not be loaded');
    expect(alert).toHaveTextContent(SERVER_ERROR);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toBeInTheDocument();
  });
});

/** Testing-library reads a no-break space as a space; textContent keeps it (Intl puts one after ብር). */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('game configuration in Amharic', () => {
  it('names the options and the summary of a slots game in Amharic, with amounts in birr', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderGame(factorio.game.id);
    await screen.findByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' });
    expect(screen.getByRole('heading', { name: 'የጌም ሰርቨርዎን ያዋቅሩ', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ወደ ጌሞች ይመለሱ' })).toHaveAttribute('href', '/games');
    expect(screen.getByText('በተጫዋች ቦታ')).toBeInTheDocument();
    expect(screen.getByText('ከ10 እስከ 60 የተጫዋች ቦታዎች')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'የጌም ስሪት' })).toHaveDisplayValue('2.0.28 (የቅርብ ጊዜው)');
    expect(slider('የተጫዋች ቦታዎች')).toHaveAttribute('aria-valuetext', '10 የተጫዋች ቦታዎች');
    expect(slider('የአገልግሎት ጊዜ')).toHaveAttribute('aria-valuetext', '30 ቀናት');

    const summary = screen.getByRole('region', { name: 'የትዕዛዝ ማጠቃለያ' });
    expect(within(summary).getByText('የጌም ሰርቨር')).toBeInTheDocument();
    expect(spaced(within(summary).getByText('የአንዱ ዋጋ').nextElementSibling?.textContent)).toBe(
      'ለአንድ የተጫዋች ቦታ ብር 25.00',
    );
    expect(spaced(total())).toBe('ብር 287.50');

    await press(user, 'የአገልግሎት ጊዜ', 2);
    expect(slider('የአገልግሎት ጊዜ')).toHaveAttribute('aria-valuetext', '90 ቀናት');
    expect(within(summary).getByText('ለ90 ቀናት የአንድ ጊዜ ክፍያ፣ ተ.እ.ታን ጨምሮ')).toBeInTheDocument();
    const breakdown = screen.getByRole('region', { name: 'የዋጋ ዝርዝር' });
    expect(within(breakdown).getByText('10 የተጫዋች ቦታዎች × ብር 25.00 × 3')).toBeInTheDocument();
    expect(spaced(total())).toBe('ብር 862.50');
  });

  it('shows a memory game’s slider in GB and alerts in Amharic when it is incomplete', async () => {
    await i18n.changeLanguage('am');
    server.use(http.get('/api/catalog/games/:id/versions', () => HttpResponse.json([])));
    const { user } = renderGame(minecraft.game.id);
    await screen.findByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' });
    expect(slider('ራም')).toHaveAttribute('aria-valuetext', '2.0 GB');
    expect(screen.getByText('ከ2.0 GB እስከ 16.0 GB ራም')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'የጌም ስሪት' })).toHaveDisplayValue('ምንም ስሪት የለም');
    await user.click(screen.getByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('እባክዎ ከመቀጠልዎ በፊት ሁሉንም ምርጫዎች ያጠናቅቁ።');
  });

  it('says in Amharic that the game was not found', async () => {
    await i18n.changeLanguage('am');
    renderGame('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
    expect(await screen.findByRole('heading', { name: 'ጌሙ አልተገኘም' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ጌሞችን ይመልከቱ' })).toHaveAttribute('href', '/games');
  });
});
