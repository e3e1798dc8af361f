import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, type To } from 'react-router-dom';
import { headingIdOf, isTosTab, TAB_PARAM, tabOfSection, type TosTab } from './tos-sections';

/** The search string with the tab set, other parameters kept: '?tab=affiliate'. */
export function searchWithTab(search: string, tab: TosTab): string {
  const params = new URLSearchParams(search);
  params.set(TAB_PARAM, tab);
  return `?${params.toString()}`;
}

/** Where a section lives: its tab in the search, its id in the hash (/tos?tab=general#acceptance). */
export function sectionLocation(search: string, tab: TosTab, sectionId: string): To {
  return { search: searchWithTab(search, tab), hash: sectionId };
}

/**
 * The terms page's place, read from the URL: the tab (?tab=affiliate) and the section (#acceptance).
 * A hash naming a section opens that section's tab, whatever the tab parameter says; neither gives
 * the General TOS. Choosing a tab replaces the history entry and drops the section.
 */
export function useTosLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  const hashId = decodeURIComponent(location.hash.replace(/^#/, ''));
  const hashTab = hashId ? tabOfSection(hashId) : null;
  const param = new URLSearchParams(location.search).get(TAB_PARAM);
  const tab: TosTab = hashTab ?? (isTosTab(param) ? param : 'general');
  const sectionId = hashTab ? hashId : null;

  const selectTab = useCallback(
    (next: TosTab) => navigate({ search: searchWithTab(location.search, next), hash: '' }, { replace: true }),
    [navigate, location.search],
  );

  useRevealSection(sectionId, location.key);
  return { tab, sectionId, search: location.search, selectTab };
}

/**
 * Brings the section into view and moves focus to its heading, as following an anchor does, so a
 * keyboard or screen reader user continues from there. Runs on every navigation to a section
 * (`navigationKey` changes even when the same section is chosen again) and on a first visit with a
 * section in the address.
 */
function useRevealSection(sectionId: string | null, navigationKey: string) {
  useEffect(() => {
    if (sectionId) revealSection(sectionId);
  }, [sectionId, navigationKey]);
}

export function revealSection(sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // jsdom has no scrollIntoView; browsers all do.
  section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(headingIdOf(sectionId))?.focus({ preventScroll: true });
}
