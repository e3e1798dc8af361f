/**
 * The two documents of the terms page and their sections, in the order of the console spec (2.11).
 * `id` is the section's anchor (/tos#billing-and-payment), unique across both documents, so an
 * address names one section of one tab; `key` is its text's place in the catalogue (tos.<tab>.<key>).
 */

export const TOS_TABS = ['general', 'affiliate'] as const;
export type TosTab = (typeof TOS_TABS)[number];

/** The search parameter holding the tab: /tos?tab=affiliate. */
export const TAB_PARAM = 'tab';

export const GENERAL_SECTIONS = [
  { id: 'acceptance', key: 'acceptance' },
  { id: 'provision-of-services', key: 'provision' },
  { id: 'account-responsibilities', key: 'account' },
  { id: 'billing-and-payment', key: 'billing' },
  { id: 'acceptable-use', key: 'acceptableUse' },
  { id: 'limitation-of-liability', key: 'liability' },
  { id: 'indemnification', key: 'indemnification' },
  { id: 'term-and-termination', key: 'termination' },
  { id: 'affiliate-program', key: 'affiliateProgram' },
  { id: 'governing-law', key: 'governingLaw' },
] as const;

export const AFFILIATE_SECTIONS = [
  { id: 'affiliate-overview', key: 'overview' },
  { id: 'affiliate-enrollment', key: 'enrollment' },
  { id: 'affiliate-commission', key: 'commission' },
  { id: 'affiliate-ineligible-services', key: 'ineligible' },
  { id: 'affiliate-payment', key: 'payment' },
  { id: 'affiliate-marketing', key: 'marketing' },
  { id: 'affiliate-termination', key: 'termination' },
  { id: 'affiliate-liability', key: 'liability' },
  { id: 'affiliate-modifications', key: 'modifications' },
] as const;

/** The privacy policy's sections (issue 27 item 9), a page of its own at /privacy. */
export const PRIVACY_SECTIONS = [
  { id: 'who-we-are', key: 'whoWeAre' },
  { id: 'what-we-keep', key: 'whatWeKeep' },
  { id: 'why-we-keep-it', key: 'why' },
  { id: 'who-receives-it', key: 'sharing' },
  { id: 'how-long', key: 'retention' },
  { id: 'your-rights', key: 'rights' },
  { id: 'how-we-protect-it', key: 'security' },
  { id: 'cookies-and-storage', key: 'storage' },
  { id: 'changes-to-this-policy', key: 'changes' },
] as const;

/** The shop's legal documents: the terms page's two tabs and the privacy policy. */
export type LegalDocument = TosTab | 'privacy';

export type GeneralSectionKey = (typeof GENERAL_SECTIONS)[number]['key'];
export type AffiliateSectionKey = (typeof AFFILIATE_SECTIONS)[number]['key'];

export const SECTIONS_OF: Readonly<Record<LegalDocument, readonly { id: string; key: string }[]>> = {
  general: GENERAL_SECTIONS,
  affiliate: AFFILIATE_SECTIONS,
  privacy: PRIVACY_SECTIONS,
};

export function isTosTab(value: string | null): value is TosTab {
  return value !== null && (TOS_TABS as readonly string[]).includes(value);
}

/** The tab holding the section with this anchor id, or null when no section has it. */
export function tabOfSection(id: string): TosTab | null {
  return TOS_TABS.find((tab) => SECTIONS_OF[tab].some((section) => section.id === id)) ?? null;
}

/** The id of a section's heading, which takes focus when the section is chosen. */
export const headingIdOf = (sectionId: string) => `${sectionId}-heading`;
