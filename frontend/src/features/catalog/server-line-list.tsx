import { filterByName, kvmLineLabel, type KvmLineKey } from '@shop/domain';
import { SearchX, ServerOff } from 'lucide-react';
import { useListKvmPackagesQuery, type KvmPackage } from '../../api';
import { DataTable, EmptyState, useMediaQuery } from '../../components/ui';
import { useT } from '../../i18n';
import type { Translate } from '../../lib/game-labels';
import { lineLabel } from '../../lib/line-labels';
import { serverColumns } from './server-columns';
import { ServerCard } from './server-card';
import { ServerListSkeleton } from './server-list-skeleton';
import { useCatalogPrice } from '../../lib/use-catalog-price';
import { useLoggedFailure } from '../../lib/use-logged-failure';

/**
 * The table needs about 1,000 px (eight columns); below this width the plans show as cards, two or
 * three a row, so no column ever hides behind a horizontal scroll.
 */
export const SERVER_TABLE_QUERY = '(min-width: 1100px)';

/**
 * A plan matches the search by its display name or its line (the key '2025sale' or the label
 * 'Packages', in English and in the language now spoken).
 */
function searchNames(t: Translate) {
  return (server: KvmPackage) => [
    server.displayname,
    server.line,
    kvmLineLabel(server.line),
    lineLabel(server.line, t),
  ];
}

export type ServerLineListProps = {
  line: KvmLineKey;
  term: string;
};

/**
 * One line's plans: a table, or cards on small screens. A failed load is logged and shows as an
 * empty line; a search without a match says so.
 */
export function ServerLineList({ line, term }: ServerLineListProps) {
  const t = useT();
  const { data, error, isLoading } = useListKvmPackagesQuery({ category: line });
  useLoggedFailure(error, `${kvmLineLabel(line)} servers`);
  const displayPrice = useCatalogPrice();
  const wide = useMediaQuery(SERVER_TABLE_QUERY);

  // The same markup at every width: a prerendered page shows it before the width is known.
  if (isLoading) return <ServerListSkeleton layout="by-width" />;

  const all = Array.isArray(data) ? data : [];
  const servers = filterByName(all, term, searchNames(t));
  const searching = term.trim() !== '' && all.length > 0;

  return (
    <DataTable
      columns={serverColumns(displayPrice, t)}
      rows={servers}
      rowKey={(s) => s.id}
      caption={t('catalog.serverList.caption', { line: lineLabel(line, t) })}
      layout={wide ? 'table' : 'cards'}
      className={wide ? undefined : 'sm:grid-cols-2 lg:grid-cols-3'}
      renderCard={(s) => <ServerCard server={s} price={displayPrice(s.price)} />}
      empty={
        searching ? (
          <EmptyState
            icon={SearchX}
            title={t('catalog.serverList.noMatch', { term: term.trim() })}
            text={t('catalog.serverList.noMatchText')}
          />
        ) : (
          <EmptyState
            icon={ServerOff}
            title={t('catalog.serverList.empty')}
            text={t('catalog.serverList.emptyText')}
          />
        )
      }
    />
  );
}
