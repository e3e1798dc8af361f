import { USERS_LOAD_FAILED } from '@shop/domain';
import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useAdminListUsersQuery, type AdminUser } from '../../../api';
import { EmptyState, PageHeader } from '../../../components/ui';
import {
  ADMIN_PAGE_SIZE,
  adminErrorMessage,
  ListFilters,
  ListToolbar,
  LoadError,
  Pagination,
  TableSkeleton,
  useListParams,
} from '../shared';
import { UserDetailsDialog } from './user-details-dialog';
import { USER_FILTER_KEYS, USER_FILTERS, userListArgs } from './user-filters';
import { UsersTable } from './users-table';

/**
 * Users (spec 2.4): every account with its orders and spending, a search the server runs over
 * username, e-mail and phone, filters by role, orders and sign-up date (all kept in the URL with
 * the page; the spec's Filter button did nothing) and a View Details modal.
 */
export function UsersPage() {
  const list = useListParams(USER_FILTER_KEYS);
  const { data, error, isLoading, isFetching, refetch } = useAdminListUsersQuery(userListArgs(list));
  const filtered = list.search !== '' || USER_FILTER_KEYS.some((key) => list.filters[key]);
  const [opened, setOpened] = useState<AdminUser | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Users" subtitle="Every customer and admin, with their orders and spending." />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Search users"
        searchPlaceholder="Search by name, e-mail or phone"
      >
        <ListFilters list={list} filters={USER_FILTERS} />
      </ListToolbar>

      {error ? (
        <LoadError
          title="Error Loading Users"
          message={adminErrorMessage(error, USERS_LOAD_FAILED)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isLoading || !data ? (
        <TableSkeleton label="Loading users" columns={6} />
      ) : data.rows.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No users found"
          text={
            list.search
              ? `No user matches "${list.search}".`
              : filtered
                ? 'No user matches these filters.'
                : 'Nobody has signed up yet.'
          }
        />
      ) : (
        <div aria-busy={isFetching} className={clsx('transition-opacity', isFetching && 'opacity-60')}>
          <UsersTable users={data.rows} onViewDetails={setOpened} />
        </div>
      )}

      {!error && data && (
        <Pagination
          page={list.page}
          total={data.total}
          pageSize={ADMIN_PAGE_SIZE}
          onPageChange={list.setPage}
          noun="users"
        />
      )}
      <UserDetailsDialog user={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
