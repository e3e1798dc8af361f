import { configure } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { DEMO_SESSION } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import { SELAM_SESSION } from './affiliate-fixtures';

// The first render of a file loads the lazy page, the catalogues and the mock data: on a loaded
// two-core machine that passes the default 1 s of a find (as the stories' preview says too).
configure({ asyncUtilTimeout: 5000 });

export type RenderAffiliateOptions = {
  /** The URL's query, e.g. '?tab=codes'. */
  search?: string;
  /** Selam holds SELAM10 in the mock backend; the demo customer holds no code. */
  as?: 'selam' | 'demo';
  handlers?: HttpHandler[];
  fakeTimers?: boolean;
};

/** The affiliate page at /affiliate, signed in, with the given handlers in front of the mock backend. */
export function renderAffiliatePage({
  search = '',
  as = 'selam',
  handlers = [],
  fakeTimers,
}: RenderAffiliateOptions = {}) {
  if (handlers.length > 0) server.use(...handlers);
  return renderWithProviders(null, {
    route: `/affiliate${search}`,
    preloadedState: { auth: as === 'selam' ? SELAM_SESSION : DEMO_SESSION },
    fakeTimers,
  });
}

/**
 * '48,650.50' as the affiliate screen writes it in English, '48,650.50 ETB' (formatPrice,
 * as the rest of the customer side).
 */
export const etb = (amount: string) => `${amount} ETB`;

/** An element's text with every run of white space as one space, as the matchers read it. */
export const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
