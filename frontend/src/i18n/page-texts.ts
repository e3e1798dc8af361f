import type { Catalogue } from './en';
import type { initialEn } from './en/initial';
import { i18n } from './i18n';

/** The areas of the catalogue that are not bundled with the app: each loads with its pages. */
export type PageTextArea = Exclude<keyof Catalogue, keyof typeof initialEn>;

/** One chunk per area (a new area of en/index.ts does not type-check until it is listed here). */
const ENGLISH: { readonly [A in PageTextArea]: () => Promise<Pick<Catalogue, A>> } = {
  configure: () => import('./en/configure').then(({ configure }) => ({ configure })),
  auth: () => import('./en/auth').then(({ auth }) => ({ auth })),
  checkout: () => import('./en/checkout').then(({ checkout }) => ({ checkout })),
  payment: () => import('./en/payment').then(({ payment }) => ({ payment })),
  orders: () => import('./en/orders').then(({ orders }) => ({ orders })),
  services: () => import('./en/services').then(({ services }) => ({ services })),
  contact: () => import('./en/contact').then(({ contact }) => ({ contact })),
  tos: () => import('./en/tos').then(({ tos }) => ({ tos })),
  affiliate: () => import('./en/affiliate').then(({ affiliate }) => ({ affiliate })),
  notifications: () => import('./en/notifications').then(({ notifications }) => ({ notifications })),
  support: () => import('./en/support').then(({ support }) => ({ support })),
  access: () => import('./en/access').then(({ access }) => ({ access })),
};

/**
 * Adds the English texts of these areas to the one namespace ('translation'), where the typed keys
 * of their pages find them. English is always added, whatever the language: it is the fallback, and a switch
 * back to English on the page needs it. Amharic loads whole when it is chosen (i18n.ts).
 */
export async function loadPageTexts(areas: readonly PageTextArea[]): Promise<void> {
  const bundles = await Promise.all(areas.map((area) => ENGLISH[area]()));
  for (const bundle of bundles) i18n.addResourceBundle('en', 'translation', bundle, true, true);
}

/**
 * A lazy page's module once its texts are there too: the route renders its fallback until both
 * arrive, so the page never shows a raw key and nothing moves when the texts come.
 */
export async function withPageTexts<Module>(
  areas: readonly PageTextArea[],
  page: Promise<Module>,
): Promise<Module> {
  const [module] = await Promise.all([page, loadPageTexts(areas)]);
  return module;
}
