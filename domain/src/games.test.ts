import { describe, expect, it } from 'vitest';
import { filterByName, KNOWN_GAMES, matchKnownGame, POPULAR_GAMES_COUNT, popularGames } from './games';

describe('KNOWN_GAMES', () => {
  it('lists the fifteen games of the spec with kebab-case slugs', () => {
    expect(KNOWN_GAMES.map((game) => [game.name, game.slug])).toEqual([
      ['Minecraft', 'minecraft'],
      ['Factorio', 'factorio'],
      ['Rust', 'rust'],
      ['Valheim', 'valheim'],
      ['7 Days to Die', '7-days-to-die'],
      ['Conan Exiles', 'conan-exiles'],
      ['Satisfactory', 'satisfactory'],
      ['Terraria', 'terraria'],
      ['Unturned', 'unturned'],
      ['V Rising', 'v-rising'],
      ['Eco', 'eco'],
      ['Craftopia', 'craftopia'],
      ['Frozen Flame', 'frozen-flame'],
      ["Garry's Mod", 'garrys-mod'],
      ['Sons of the Forest', 'sons-of-the-forest'],
    ]);
  });

  it('matches every known name to its own slug', () => {
    for (const game of KNOWN_GAMES) expect(matchKnownGame(game.name)).toBe(game.slug);
  });
});

describe('matchKnownGame', () => {
  it.each([
    ['Minecraft Java', 'minecraft'],
    ['MINECRAFT: Bedrock Edition', 'minecraft'],
    ['Garrys Mod', 'garrys-mod'],
    ['Garry\u2019s Mod', 'garrys-mod'],
    ["garry's mod server", 'garrys-mod'],
    ['7 Days To Die (A21)', '7-days-to-die'],
    ['v rising', 'v-rising'],
    ['V-Rising', 'v-rising'],
    ['Rust Console Edition', 'rust'],
    ['Eco Global Survival', 'eco'],
    ['Sons Of The Forest', 'sons-of-the-forest'],
    ['Terraria tModLoader', 'terraria'],
  ])('%j -> %s', (name, slug) => {
    expect(matchKnownGame(name)).toBe(slug);
  });

  it.each([
    'Trust me',
    'Rusty Lake',
    'Economy Sim',
    'Minecrafter',
    'Garrys',
    'Sons of the',
    'Counter-Strike 2',
    '',
    null,
    undefined,
  ])('%j -> null', (name) => {
    expect(matchKnownGame(name)).toBeNull();
  });

  it('prefers the longest name', () => {
    // 'Eco' and 'Rust' both appear; so does the longer 'Conan Exiles'
    expect(matchKnownGame('Eco Rust Conan Exiles')).toBe('conan-exiles');
  });
});

describe('filterByName', () => {
  const games = [
    { id: 1, displayname: 'Minecraft Java' },
    { id: 2, displayname: 'Rust' },
    { id: 3, displayname: 'Terraria' },
    { id: 4, displayname: null },
  ];

  it.each([
    ['mine', [1]],
    ['MINECRAFT', [1]],
    ['r', [1, 2, 3]],
    ['  rust ', [2]],
    ['java', [1]],
    ['zzz', []],
    ['', [1, 2, 3, 4]],
    ['   ', [1, 2, 3, 4]],
  ])('%j -> %j', (term, ids) => {
    expect(filterByName(games, term).map((game) => game.id)).toEqual(ids);
  });

  it('returns a new array', () => {
    expect(filterByName(games, '')).not.toBe(games);
  });

  it('searches the given fields, any of which may match', () => {
    const servers = [
      { id: 'a', displayname: 'Package Small', line: '2025sale' },
      { id: 'b', displayname: 'Xeon Mega', line: 'intelxeon' },
    ];
    const byNameOrLine = (s: (typeof servers)[number]) => [s.displayname, s.line];
    expect(filterByName(servers, 'INTEL', byNameOrLine).map((s) => s.id)).toEqual(['b']);
    expect(filterByName(servers, 'small', byNameOrLine).map((s) => s.id)).toEqual(['a']);
    expect(filterByName(servers, 'intel').map((s) => s.id)).toEqual([]);
    expect(filterByName(servers, 'sale', (s) => s.line).map((s) => s.id)).toEqual(['a']);
  });
});

describe('popularGames', () => {
  it('keeps up to 4 games with a known image, one per known game, in order', () => {
    const games = [
      { displayname: 'Counter-Strike 2' },
      { displayname: 'Minecraft Java' },
      { displayname: 'Minecraft Bedrock' },
      { displayname: 'Rust' },
      { displayname: 'Valheim' },
      { displayname: 'Palworld' },
      { displayname: 'Factorio' },
      { displayname: 'Terraria' },
    ];
    expect(POPULAR_GAMES_COUNT).toBe(4);
    expect(popularGames(games).map((g) => g.displayname)).toEqual([
      'Minecraft Java',
      'Rust',
      'Valheim',
      'Factorio',
    ]);
  });

  it('returns fewer when fewer are known', () => {
    expect(popularGames([{ displayname: 'Eco' }, { displayname: 'Palworld' }])).toEqual([
      { displayname: 'Eco' },
    ]);
    expect(popularGames([])).toEqual([]);
  });
});
