import { describe, expect, it } from 'vitest';
import { DEMO_SESSION } from '../mocks/fixtures';
import { canHydrate, prerenderedIn, showsPath } from './first-render';

const SIGNED_OUT = { auth: { token: null, user: null, isLoggedIn: false }, vat: { enabled: false } };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('showsPath', () => {
  it.each([
    ['/', '/', true],
    ['/servers', '/servers', true],
    ['/servers', '/servers/', true],
    ['/kvm-config/_', '/kvm-config/0b0c0d0e-0000-4000-8000-000000000000', true],
    ['/kvm-config/_', '/kvm-config/', false],
    ['/kvm-config/_', '/kvm-config/a/b', false],
    ['/', '/servers', false],
    ['/servers', '/games', false],
  ])('%s shows %s: %s', (prerendered, pathname, expected) => {
    expect(showsPath(prerendered, pathname)).toBe(expected);
  });
});

describe('canHydrate', () => {
  const landing = { url: '/', locale: 'en' };

  it('hydrates the page of a signed-out first visit in its language', () => {
    expect(canHydrate(landing, at('/'), 'en', SIGNED_OUT)).toBe(true);
    expect(canHydrate({ url: '/kvm-config/_', locale: 'am' }, at('/kvm-config/x'), 'am', SIGNED_OUT)).toBe(
      true,
    );
  });

  it('renders over it where the first render differs', () => {
    expect(canHydrate(null, at('/'), 'en', SIGNED_OUT), 'not prerendered').toBe(false);
    expect(
      canHydrate(
        { url: '/my-services', locale: 'en', renderOver: true },
        at('/my-services'),
        'en',
        SIGNED_OUT,
      ),
      'a signed-in page',
    ).toBe(false);
    expect(canHydrate(landing, at('/servers'), 'en', SIGNED_OUT), 'another page').toBe(false);
    expect(canHydrate(landing, at('/', '?x=1'), 'en', SIGNED_OUT), 'a query').toBe(false);
    expect(canHydrate(landing, at('/'), 'am', SIGNED_OUT), 'another language').toBe(false);
    expect(canHydrate(landing, at('/'), 'en', { ...SIGNED_OUT, auth: DEMO_SESSION }), 'signed in').toBe(
      false,
    );
    expect(canHydrate(landing, at('/'), 'en', { ...SIGNED_OUT, vat: { enabled: true } }), 'VAT').toBe(false);
  });
});

describe('prerenderedIn', () => {
  it("reads the page's URL and language from #root, only where it has markup", () => {
    const root = document.createElement('div');
    root.dataset.prerendered = '/servers';
    root.dataset.locale = 'am';
    expect(prerenderedIn(root)).toBeNull();
    root.append(document.createElement('div'));
    expect(prerenderedIn(root)).toEqual({ url: '/servers', locale: 'am' });
    expect(prerenderedIn(document.createElement('div'))).toBeNull();
    root.dataset.hydrate = 'no';
    expect(prerenderedIn(root)).toEqual({ url: '/servers', locale: 'am', renderOver: true });
  });
});
