import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Game, KvmPackage } from '../../api';
import { i18n } from '../../i18n';
import { apiError, gameByName, http, kvmPackageByName } from '../../mocks';
import { db } from '../../mocks/state';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';

function renderLanding(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(null, { route: '/', ...options });
}

const featuredRegion = () => screen.findByRole('region', { name: 'Featured server configurations' });
const gamesRegion = () => screen.findByRole('region', { name: 'Popular games' });

/** Plans in the order the API gives them (the landing takes the first three as they come). */
const SALE: KvmPackage[] = ['Package Boost', 'Package Small', 'Package Mega', 'Package Starter'].map(
  kvmPackageByName,
);

function serveSale(plans: KvmPackage[]) {
  server.use(http.get('/catalog/kvm/{category}', ({ response }) => response(200).json(plans)));
}

function serveGames(games: Game[]) {
  server.use(http.get('/catalog/games/aggregated', ({ response }) => response(200).json(games)));
}

const game = (name: string, overrides: Partial<Game> = {}): Game => ({
  ...gameByName(name).game,
  ...overrides,
});

describe('Landing page', () => {
  it('sells the offer in the hero and links to the servers and games lists', async () => {
    renderLanding();
    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent(/servers for Ethiopia/);
    const intro = hero.closest('section')!;
    // The shop's support hours (16/7 without a setting), the contact page's too.
    expect(intro).toHaveTextContent(
      'Instant setup, 16/7 support, 99.9% uptime and fast SSD storage, starting at 1500 ETB/month.',
    );
    expect(within(intro).getByText('16/7 support')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deploy Server Now' })).toHaveAttribute('href', '/servers');
    expect(screen.getByRole('link', { name: 'Browse Game Servers' })).toHaveAttribute('href', '/games');
  });

  it('promises the support hours the console set, in the hero and the closing band', async () => {
    db.shopSettings.push({ key: 'supportHours', value: '24/7' });
    renderLanding();
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    expect(await within(hero).findByText('24/7 support')).toBeInTheDocument();
    expect(hero).toHaveTextContent('Instant setup, 24/7 support, 99.9% uptime');
    expect(screen.getByText(/reach our team 24\/7 if you need a hand/)).toBeInTheDocument();
    expect(screen.queryByText(/16\/7/)).toBeNull();
  });

  it('features the first 3 offers of the sale catalog, the middle one flagged Most Popular', async () => {
    serveSale(SALE);
    renderLanding();
    const region = await featuredRegion();
    const headings = await within(region).findAllByRole('heading', { level: 3 });
    const cards = headings.map((heading) => heading.closest('li')!);
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Package Boost',
      'Package Small',
      'Package Mega',
    ]);
    expect(within(region).getAllByText('Most Popular')).toHaveLength(1);
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Most Popular')).toBeNull();

    // Package Boost: 4 cores, 8 GB RAM, 120 GB SSD (MB in the API), 4 TB, 4500 ETB.
    const boost = within(cards[0]!);
    expect(boost.getByText('4,500.00 ETB')).toBeInTheDocument();
    expect(boost.getByText('/month')).toBeInTheDocument();
    expect(boost.getByText('4 CPU cores')).toBeInTheDocument();
    expect(boost.getByText('8.0 GB RAM')).toBeInTheDocument();
    expect(boost.getByText('120.0 GB SSD')).toBeInTheDocument();
    expect(boost.getByText('4 TB traffic')).toBeInTheDocument();
    const configure = boost.getByRole('link', { name: 'Configure Server' });
    expect(configure).toHaveAttribute('href', `/kvm-config/${SALE[0]!.id}`);
    expect(configure).toHaveAccessibleDescription('Package Boost');
  });

  it('asks the API for the 2025sale line', async () => {
    const lines: string[] = [];
    server.use(
      http.get('/catalog/kvm/{category}', ({ params, response }) => {
        lines.push(params.category);
        return response(200).json(SALE);
      }),
    );
    renderLanding();
    await within(await featuredRegion()).findAllByRole('link', { name: 'Configure Server' });
    expect(lines).toEqual(['2025sale']);
  });

  it('shows up to 4 distinct popular games with art, price and range, hiding games without an image', async () => {
    const minecraft = game('Minecraft', { displayname: 'Minecraft Java', minprice: 450 });
    serveGames([
      game('Eco', { id: 'unknown-1', displayname: 'Halo Infinite' }),
      minecraft,
      game('Minecraft', { id: 'dup-1', displayname: 'Minecraft Bedrock' }),
      game('Rust'),
      game('Valheim'),
      game('Factorio'),
      game('Terraria'),
    ]);
    renderLanding();
    const region = await gamesRegion();
    const links = await within(region).findAllByRole('link', { name: /Minecraft|Rust|Valheim|Factorio/ });
    const names = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Minecraft Java', 'Rust', 'Valheim', 'Factorio']);
    expect(within(region).queryByText('Halo Infinite')).toBeNull();
    expect(within(region).queryByText('Minecraft Bedrock')).toBeNull();
    expect(within(region).queryByText('Terraria')).toBeNull();

    expect(links[0]).toHaveAttribute('href', `/game-config/${minecraft.id}`);
    const card = within(links[0]!.closest('li')!);
    expect(card.getByRole('img', { name: 'Minecraft Java artwork' })).toHaveAttribute(
      'src',
      expect.stringContaining('minecraft'),
    );
    // The unit written out, the game's own: memory for Minecraft, slots for Rust.
    expect(card.getByText('From 450.00 ETB per GB per month')).toBeInTheDocument();
    expect(card.getByText('2.0 GB – 16.0 GB')).toBeInTheDocument();
    const rust = within(links[1]!.closest('li')!);
    expect(rust.getByText('50 – 200 slots')).toBeInTheDocument();
    expect(rust.getByText(/^From [\d,.]+ ETB per slot per month$/)).toBeInTheDocument();
  });

  it('only logs failed loads and shows quiet empty states', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/catalog/kvm/{category}', ({ response }) => response.untyped(apiError(500, 'Boom'))),
      http.get('/catalog/games/aggregated', ({ response }) => response.untyped(apiError(503, 'Down'))),
    );
    renderLanding();
    const featured = await featuredRegion();
    expect(
      await within(featured).findByRole('heading', { name: 'Featured plans are not available right now' }),
    ).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'View all servers' })).toHaveAttribute(
      'href',
      '/servers',
    );
    expect(
      await within(await gamesRegion()).findByRole('heading', { name: 'Game servers are coming soon' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to load featured servers', expect.anything()),
    );
    expect(log).toHaveBeenCalledWith('Failed to load popular games', expect.anything());
  });

  it('shows catalog prices with 15% VAT when the VAT toggle is on', async () => {
    serveSale(SALE);
    renderLanding({ preloadedState: { vat: { enabled: true } } });
    const featured = await featuredRegion();
    // 4500 x 1.15 and 1500 x 1.15
    expect(await within(featured).findByText('5,175.00 ETB')).toBeInTheDocument();
    expect(within(featured).getByText('1,725.00 ETB')).toBeInTheDocument();
    // Minecraft's lowest unit price in the fixtures is 383 ETB: 440.45 with VAT.
    expect(
      await within(await gamesRegion()).findByText('From 440.45 ETB per GB per month'),
    ).toBeInTheDocument();
  });

  it('switches every price at once when the footer toggle changes', async () => {
    serveSale(SALE);
    const { user } = renderLanding();
    const featured = await featuredRegion();
    expect(await within(featured).findByText('4,500.00 ETB')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'VAT' }));
    expect(within(featured).getByText('5,175.00 ETB')).toBeInTheDocument();
    expect(within(featured).getByText('1,725.00 ETB')).toBeInTheDocument();
    expect(within(featured).getByText('8,970.00 ETB')).toBeInTheDocument();
    expect(within(featured).queryByText('4,500.00 ETB')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'VAT' }));
    expect(within(featured).getByText('4,500.00 ETB')).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    // Both catalog answers wait until the skeletons have been seen, however fast or slow the machine.
    let answerCatalog = () => {};
    const catalogAnswered = new Promise<void>((resolve) => (answerCatalog = resolve));
    server.use(
      http.get('/catalog/kvm/{category}', async ({ response }) => {
        await catalogAnswered;
        return response(200).json(SALE);
      }),
      http.get('/catalog/games/aggregated', async ({ response }) => {
        await catalogAnswered;
        return response(200).json([game('Minecraft')]);
      }),
    );
    renderLanding();
    expect(await screen.findByText('Loading featured servers…')).toBeInTheDocument();
    expect(screen.getByText('Loading popular games…')).toBeInTheDocument();
    answerCatalog();
    await within(await featuredRegion()).findAllByRole('link', { name: 'Configure Server' });
    expect(screen.queryByText('Loading featured servers…')).toBeNull();
    expect(screen.queryByText('Loading popular games…')).toBeNull();
  });

  it('speaks Amharic: hero, featured plans with prices in birr, games and the closing call', async () => {
    serveSale(SALE);
    serveGames([game('Minecraft', { displayname: 'Minecraft Java', minprice: 450 }), game('Rust')]);
    await i18n.changeLanguage('am');
    renderLanding();

    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent('ለኢትዮጵያ ፈጣንና አስተማማኝ ሰርቨሮች፣ በደቂቃዎች ውስጥ ዝግጁ');
    expect(hero.closest('section')).toHaveTextContent(
      'ፈጣን ዝግጅት፣ የ16/7 ድጋፍ፣ 99.9% ተገኝነት እና ፈጣን SSD ማከማቻ፤ ዋጋው ከ1500 ብር/በወር ይጀምራል።',
    );
    expect(screen.getByRole('link', { name: 'ሰርቨር አሁኑኑ ያስጀምሩ' })).toHaveAttribute('href', '/servers');

    const featured = await screen.findByRole('region', { name: 'ተመራጭ የሰርቨር ውቅሮች' });
    const headings = await within(featured).findAllByRole('heading', { level: 3 });
    const boost = within(headings[0]!.closest('li')!);
    expect(boost.getByText('ብር 4,500.00')).toBeInTheDocument();
    expect(boost.getByText('/በወር')).toBeInTheDocument();
    expect(boost.getByText('4 የCPU ኮሮች')).toBeInTheDocument();
    expect(boost.getByText('8.0 GB ራም')).toBeInTheDocument();
    expect(boost.getByText('120.0 GB SSD ማከማቻ')).toBeInTheDocument();
    expect(boost.getByText('4 TB የዳታ መጠን')).toBeInTheDocument();
    expect(boost.getByRole('link', { name: 'ሰርቨሩን ያዋቅሩ' })).toHaveAccessibleDescription('Package Boost');
    expect(within(featured).getByText('በጣም ተመራጭ')).toBeInTheDocument();
    expect(screen.queryByText(/ETB/)).toBeNull();

    const games = await screen.findByRole('region', { name: 'ተወዳጅ ጌሞች' });
    const minecraft = await within(games).findByRole('link', { name: 'Minecraft Java' });
    expect(within(minecraft.closest('li')!).getByText('ከብር 450.00 ጀምሮ ለአንድ GB በወር')).toBeInTheDocument();
    expect(within(games).getByRole('link', { name: 'ሁሉንም ጌሞች ይመልከቱ' })).toHaveAttribute('href', '/games');

    expect(screen.getByRole('heading', { name: 'ሰርቨርዎን ዛሬውኑ ያስጀምሩ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'የሽያጭ ቡድኑን ያነጋግሩ' })).toHaveAttribute('href', '/contact');
  });
});
