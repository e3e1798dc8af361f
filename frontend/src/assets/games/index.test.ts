import { describe, expect, it } from 'vitest';
import { KNOWN_GAMES } from '@shop/domain/games';
import { GAME_IMAGE_SLUGS, gameImageUrl, hasGameImage } from './index';

/** The file name in a URL, without a build hash: '/assets/v-rising-D4HM9R-u.svg' -> 'v-rising'. */
function fileOf(url: string): string {
  const name = url.split(/[?#]/)[0].split('/').pop() ?? '';
  return name.replace(/(-[\w-]{8})?\.svg$/, '');
}

describe('game images', () => {
  it('lists the fifteen known games, each once', () => {
    expect(GAME_IMAGE_SLUGS).toHaveLength(15);
    expect(new Set(GAME_IMAGE_SLUGS).size).toBe(15);
    expect([...GAME_IMAGE_SLUGS].sort()).toEqual(KNOWN_GAMES.map((game) => game.slug).sort());
  });

  it.each(GAME_IMAGE_SLUGS)('resolves %s to its own SVG', (slug) => {
    const url = gameImageUrl(slug);
    expect(url).toMatch(/\.svg(\?.*)?$/);
    expect(fileOf(url)).toBe(slug);
    expect(hasGameImage(slug)).toBe(true);
  });

  it('gives every game a different URL, none of them the generic one', () => {
    const urls = GAME_IMAGE_SLUGS.map((slug) => gameImageUrl(slug));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).not.toContain(gameImageUrl(null));
  });

  it('ignores case and surrounding blanks', () => {
    expect(gameImageUrl('  Garrys-Mod ')).toBe(gameImageUrl('garrys-mod'));
    expect(hasGameImage('V-RISING')).toBe(true);
  });

  it.each([null, undefined, '', 'half-life', 'generic', 'minecraft.svg', '../minecraft'])(
    'falls back to the generic SVG for %j',
    (slug) => {
      expect(fileOf(gameImageUrl(slug))).toBe('generic');
      expect(hasGameImage(slug)).toBe(false);
    },
  );
});
