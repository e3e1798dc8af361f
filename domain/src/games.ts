/** Known games (their images on the landing and games pages), the games search, popular games. */

export const POPULAR_GAMES_COUNT = 4;

export interface KnownGame {
  name: string;
  slug: string;
}

export const KNOWN_GAMES: readonly KnownGame[] = [
  { name: 'Minecraft', slug: 'minecraft' },
  { name: 'Factorio', slug: 'factorio' },
  { name: 'Rust', slug: 'rust' },
  { name: 'Valheim', slug: 'valheim' },
  { name: '7 Days to Die', slug: '7-days-to-die' },
  { name: 'Conan Exiles', slug: 'conan-exiles' },
  { name: 'Satisfactory', slug: 'satisfactory' },
  { name: 'Terraria', slug: 'terraria' },
  { name: 'Unturned', slug: 'unturned' },
  { name: 'V Rising', slug: 'v-rising' },
  { name: 'Eco', slug: 'eco' },
  { name: 'Craftopia', slug: 'craftopia' },
  { name: 'Frozen Flame', slug: 'frozen-flame' },
  { name: "Garry's Mod", slug: 'garrys-mod' },
  { name: 'Sons of the Forest', slug: 'sons-of-the-forest' },
];

/** Lower-case words separated by single spaces and padded with one space: "Garry's  Mod!" -> ' garrys mod '. */
function paddedWords(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

const BY_LONGEST_NAME = [...KNOWN_GAMES]
  .map((game) => ({ slug: game.slug, words: paddedWords(game.name) }))
  .sort((a, b) => b.words.length - a.words.length);

/**
 * The slug of the known game a display name names, or null. Case-insensitive, ignores apostrophes and
 * punctuation, and matches whole words only, longest name first: 'Minecraft Java' -> 'minecraft',
 * 'Garrys Mod' -> 'garrys-mod', 'Trust me' -> null.
 */
export function matchKnownGame(displayname: string | null | undefined): string | null {
  if (!displayname) return null;
  const words = paddedWords(displayname);
  return BY_LONGEST_NAME.find((game) => words.includes(game.words))?.slug ?? null;
}

type NameValue = string | null | undefined;

/**
 * Items whose name contains the search term, case-insensitive; a blank term keeps everything.
 * By default the name is `displayname`; pass `namesOf` to search other fields (any of them may match).
 */
export function filterByName<T extends { displayname?: NameValue }>(items: readonly T[], term: string): T[];
export function filterByName<T>(
  items: readonly T[],
  term: string,
  namesOf: (item: T) => NameValue | readonly NameValue[],
): T[];
export function filterByName<T>(
  items: readonly T[],
  term: string,
  namesOf: (item: T) => NameValue | readonly NameValue[] = (item) =>
    (item as { displayname?: NameValue }).displayname,
): T[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => {
    const names = namesOf(item);
    const list: readonly NameValue[] = Array.isArray(names) ? names : [names as NameValue];
    return list.some((name) => typeof name === 'string' && name.toLowerCase().includes(needle));
  });
}

/**
 * The landing page's popular games: games with a known image, one per known game (the first one
 * wins), at most 4, in the given order.
 */
export function popularGames<T extends { displayname: string }>(games: readonly T[]): T[] {
  const seen = new Set<string>();
  const picked: T[] = [];
  for (const game of games) {
    const slug = matchKnownGame(game.displayname);
    if (slug === null || seen.has(slug)) continue;
    seen.add(slug);
    picked.push(game);
    if (picked.length === POPULAR_GAMES_COUNT) break;
  }
  return picked;
}
