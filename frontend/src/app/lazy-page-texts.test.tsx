import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../i18n';
import { am } from '../i18n/am';
import { en } from '../i18n/en';
import { initialEn } from '../i18n/en/initial';
import { DEMO_SESSION } from '../mocks/fixtures';
import { renderWithProviders } from '../test/render-with-providers';

/**
 * The app as a visitor's browser starts it: only the first screen's English is there (en/initial.ts),
 * every other area arrives with its lazy page (the test setup registers every text; undone here).
 * As in a browser, texts once loaded stay, and so does a lazy page's module: each test opens pages
 * no earlier test opened.
 */
beforeAll(() => {
  i18n.removeResourceBundle('en', 'translation');
  i18n.addResourceBundle('en', 'translation', { ...initialEn });
});

const AREAS = Object.keys(en).join('|');
/** A catalogue key on screen ('checkout.summary.title'): a text that was not there when it rendered. */
const RAW_KEY = new RegExp(`(^|[^\\w.@/-])(${AREAS})\\.[a-z][A-Za-z]*(\\.[A-Za-z]+)*`);

function rawKeysOnScreen(): string[] {
  const texts = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'alt', 'title'])
      texts.push(element.getAttribute(name) ?? '');
  }
  return texts.filter((text) => RAW_KEY.test(text)).map((text) => text.match(RAW_KEY)![0]);
}

const SIGNED_IN = { auth: DEMO_SESSION };

const englishAreas = () => Object.keys(i18n.getResourceBundle('en', 'translation') as object);

describe('a lazy page', () => {
  it.each([
    ['/signin', {}, 'auth', en.auth.signIn.title],
    ['/my-orders', SIGNED_IN, 'orders', en.orders.page.title],
    ['/affiliate', SIGNED_IN, 'affiliate', en.affiliate.page.title],
  ] as const)(
    '%s arrives with its English texts, never a raw key',
    async (route, preloadedState, area, title) => {
      expect(englishAreas(), 'the English texts of the page are not there yet').not.toContain(area);
      renderWithProviders(null, { route, preloadedState });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(rawKeysOnScreen()).toEqual([]);
    },
  );
});

describe('switching the language around a lazy page', () => {
  const languageSwitch = () => within(screen.getByRole('group', { name: /Language|ቋንቋ/ }));

  it('from Amharic to English shows the page in English', async () => {
    expect(englishAreas(), 'the English texts of the page are not there yet').not.toContain('contact');
    await changeLocale('am');
    const { user } = renderWithProviders(null, { route: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: am.contact.page.title })).toBeInTheDocument();

    await user.click(languageSwitch().getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: en.contact.page.title })).toBeInTheDocument();
    expect(rawKeysOnScreen()).toEqual([]);
  });

  it('from English to Amharic, then to another lazy page and back to English', async () => {
    expect(englishAreas(), 'the English texts of the pages are not there yet').not.toContain('tos');
    expect(englishAreas()).not.toContain('services');
    const { user, router } = renderWithProviders(null, { route: '/tos', preloadedState: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: en.tos.page.title })).toBeInTheDocument();

    await user.click(languageSwitch().getByRole('button', { name: 'አማርኛ' }));
    expect(await screen.findByRole('heading', { level: 1, name: am.tos.page.title })).toBeInTheDocument();

    await router.navigate('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: am.contact.page.title })).toBeInTheDocument();
    expect(rawKeysOnScreen()).toEqual([]);

    await user.click(languageSwitch().getByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.contact.page.title),
    );
    expect(rawKeysOnScreen()).toEqual([]);
  });
});
