import { en } from './en';
import { i18n } from './i18n';

/**
 * Every English text at once, for tests and stories that render a page directly (not through its
 * lazy route, which loads the page's texts itself). The app never imports this module.
 */
export function registerAllTexts(): void {
  i18n.addResourceBundle('en', 'translation', en, true, true);
}
