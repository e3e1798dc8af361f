import { kvmLineLabel, NO_SERVERS_AVAILABLE, noGamesFoundMessage, noServersFoundMessage } from '@shop/domain';

/** Keys of the catalog area whose English text is a specification text domain also holds. */
export const catalog: Readonly<Record<string, string>> = {
  'catalog.lines.packages': kvmLineLabel('2025sale'),
  'catalog.lines.ipv6Only': kvmLineLabel('ipv6onlygen1'),
  // domain's messages with the search term, as ICU messages taking it as {term}.
  'catalog.gamesPage.noMatch': noGamesFoundMessage('{term}'),
  'catalog.serverList.noMatch': noServersFoundMessage('{term}'),
  'catalog.serverList.empty': NO_SERVERS_AVAILABLE,
};
