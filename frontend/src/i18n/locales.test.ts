import { describe, expect, it, vi } from 'vitest';
import { initialLocale, localeFromBrowser } from './locales';

describe('the language of a visit', () => {
  it.each([
    [['am-ET', 'en-US'], 'am'],
    [['am'], 'am'],
    [['en-GB', 'am'], 'en'],
    [['fr-FR', 'am-ET'], 'am'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ])('a first visit with browser languages %j speaks %s', (languages, locale) => {
    expect(localeFromBrowser(languages)).toBe(locale);
  });

  it('follows the browser on a first visit, and the choice made on this browser afterwards', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['am-ET', 'en']);
    expect(initialLocale()).toBe('am');
    localStorage.setItem('storefront.locale', 'en');
    expect(initialLocale()).toBe('en');
    localStorage.setItem('storefront.locale', 'xx');
    expect(initialLocale()).toBe('am');
  });
});
