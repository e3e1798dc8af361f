import { tos as englishTos } from '../../i18n/en/tos';
import type { LegalDocument } from './tos-sections';

/** Every key of the terms' catalogue, as the translate function takes it ('tos.general.billing.title'). */
type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}.${K}` : Leaves<T[K], `${Prefix}.${K}`>;
}[keyof T & string];
export type TosKey = Leaves<typeof englishTos, 'tos'>;

/** A piece of a section's body: a paragraph, or a bulleted list of items. */
export type TermsBlock = { kind: 'paragraph'; key: TosKey } | { kind: 'list'; key: string; items: TosKey[] };

type Body = Readonly<Record<string, string | Readonly<Record<string, string>>>>;
type SectionTexts = { readonly title: string; readonly body: Body };

/**
 * A section's body in the catalogue's order: a string is a paragraph, a group of strings a list.
 * The English catalogue gives the shape; every language has the same keys (they type-check).
 */
export function sectionBlocks(tab: LegalDocument, sectionKey: string): TermsBlock[] {
  const section = (englishTos[tab] as Readonly<Record<string, SectionTexts>>)[sectionKey];
  if (!section) throw new Error(`No terms section '${tab}.${sectionKey}' in the catalogue`);
  const prefix = `tos.${tab}.${sectionKey}.body`;
  return Object.entries(section.body).map(([key, value]): TermsBlock => {
    if (typeof value === 'string') return { kind: 'paragraph', key: `${prefix}.${key}` as TosKey };
    return {
      kind: 'list',
      key,
      items: Object.keys(value).map((item) => `${prefix}.${key}.${item}` as TosKey),
    };
  });
}

export function sectionTitleKey(tab: LegalDocument, sectionKey: string): TosKey {
  return `tos.${tab}.${sectionKey}.title` as TosKey;
}
