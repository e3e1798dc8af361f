import { describe, expect, it } from 'vitest';
import { tos as amharic } from '../../i18n/am/tos';
import { tos as english } from '../../i18n/en/tos';
import { sectionBlocks } from './terms-text';
import { AFFILIATE_SECTIONS, GENERAL_SECTIONS, PRIVACY_SECTIONS } from './tos-sections';

type Tree = { readonly [key: string]: string | Tree };

function texts(tree: Tree, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value]] : texts(value, `${path}${key}.`),
  );
}

/** The text a reader sees that the catalogue writes itself: ICU values and product names (IPv4) left out. */
const ownWords = (text: string) =>
  text
    .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\{[^{}]*\}\}/g, '') // {n, plural, one {...} other {...}}
    .replace(/\{[^{}]*\}/g, '')
    .replace(/IPv[46]/g, '');

describe('the terms catalogue', () => {
  it.each([
    ['English', english],
    ['Amharic', amharic],
  ])('%s writes no figure itself: every amount, percent and count is a value from domain', (_, catalogue) => {
    const withDigits = texts(catalogue as Tree).filter(([, text]) => /\d/.test(ownWords(text)));
    expect(withDigits).toEqual([]);
  });

  it('holds a title and a body for every section of the three documents, and no other section', () => {
    expect(Object.keys(english.general)).toEqual(GENERAL_SECTIONS.map((s) => s.key));
    expect(Object.keys(english.affiliate)).toEqual(AFFILIATE_SECTIONS.map((s) => s.key));
    expect(Object.keys(english.privacy)).toEqual(PRIVACY_SECTIONS.map((s) => s.key));
  });

  it('reads a body as paragraphs and lists, in order', () => {
    expect(sectionBlocks('general', 'acceptableUse')).toEqual([
      { kind: 'paragraph', key: 'tos.general.acceptableUse.body.p1' },
      {
        kind: 'list',
        key: 'uses',
        items: ['law', 'spam', 'attacks', 'rights', 'resources'].map(
          (item) => `tos.general.acceptableUse.body.uses.${item}`,
        ),
      },
      { kind: 'paragraph', key: 'tos.general.acceptableUse.body.p2' },
    ]);
  });
});
