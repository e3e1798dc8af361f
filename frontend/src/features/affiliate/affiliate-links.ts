import type { To } from 'react-router-dom';
import type { AffiliateTab } from './affiliate-display';

export const AFFILIATE_PATH = '/affiliate';

const TABS: readonly AffiliateTab[] = ['dashboard', 'codes', 'stats'];

/** The tab the URL names (`?tab=codes`); the dashboard when it names none or an unknown one. */
export function tabFromSearch(search: URLSearchParams): AffiliateTab {
  const tab = search.get('tab');
  return TABS.includes(tab as AffiliateTab) ? (tab as AffiliateTab) : 'dashboard';
}

/** What a link that switches the affiliate screen carries, beyond the URL. */
export type AffiliateLinkState = {
  /** My Codes opens with the create form open (the dashboard's create link). */
  createCode?: boolean;
  /** Detailed Stats takes the focus (its heading), as the link that led there is gone. */
  focusStats?: boolean;
};

/** Detailed Stats of one code: `/affiliate?tab=stats&code=SELAM10`. */
export function statsLink(code: string): { to: To; state: AffiliateLinkState } {
  return {
    to: { pathname: AFFILIATE_PATH, search: `?${new URLSearchParams({ tab: 'stats', code })}` },
    state: { focusStats: true },
  };
}

/** My Codes with the create form open. */
export function createCodeLink(): { to: To; state: AffiliateLinkState } {
  return { to: { pathname: AFFILIATE_PATH, search: '?tab=codes' }, state: { createCode: true } };
}

export function linkStateOf(state: unknown): AffiliateLinkState {
  return state && typeof state === 'object' ? (state as AffiliateLinkState) : {};
}
