/**
 * Original card illustrations for the known games (one SVG per slug) and a generic fallback.
 * The files are bundled through Vite, so every URL is hashed into the build; nothing is fetched at run time.
 * `no-inline` keeps the small ones as files too (Vite would otherwise inline those under 4 KB as data URLs).
 */

/** The slugs that have their own illustration (the known games of the catalog). */
export const GAME_IMAGE_SLUGS = [
  'minecraft',
  'factorio',
  'rust',
  'valheim',
  '7-days-to-die',
  'conan-exiles',
  'satisfactory',
  'terraria',
  'unturned',
  'v-rising',
  'eco',
  'craftopia',
  'frozen-flame',
  'garrys-mod',
  'sons-of-the-forest',
] as const;

export type GameImageSlug = (typeof GAME_IMAGE_SLUGS)[number];

const FILES = import.meta.glob<string>('./*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

function fileUrl(name: string): string | undefined {
  return FILES[`./${name}.svg`];
}

const GENERIC_URL = fileUrl('generic') ?? '';

const URL_BY_SLUG: ReadonlyMap<string, string> = new Map(
  GAME_IMAGE_SLUGS.flatMap((slug) => {
    const url = fileUrl(slug);
    return url ? [[slug, url] as const] : [];
  }),
);

function normalise(slug: string | null | undefined): string {
  return (slug ?? '').trim().toLowerCase();
}

/** Whether the slug (case and surrounding blanks ignored) has its own illustration. */
export function hasGameImage(slug: string | null | undefined): boolean {
  return URL_BY_SLUG.has(normalise(slug));
}

/** The bundled URL of the slug's illustration, or of the generic one (a server rack and a controller). */
export function gameImageUrl(slug: string | null | undefined): string {
  return URL_BY_SLUG.get(normalise(slug)) ?? GENERIC_URL;
}
