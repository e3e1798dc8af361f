import { DISCOUNT_CODES_LOAD_FAILED, DISCOUNT_UPDATE_FAILED } from '@shop/domain';
import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Button, EmptyState, PageHeader, Spinner } from '../../../components/ui';
import {
  useAdminListDiscountCodesQuery,
  useAdminUpdateDiscountCodeMutation,
  type DiscountCode,
} from '../../../api';
import { ADMIN_PAGE_SIZE, adminErrorMessage, ListToolbar, Pagination, useListParams } from '../shared';
import { CreateDiscountDialog, EditDiscountDialog } from './discount-form-dialog';
import { DiscountStatsDialog } from './discount-stats-dialog';
import { DiscountsTable } from './discounts-table';
import { ErrorBox } from './error-box';

type OpenDialog =
  { kind: 'create' } | { kind: 'edit'; code: DiscountCode } | { kind: 'stats'; code: DiscountCode } | null;

/**
 * The Discounts screen (console spec 2.9): the codes, searched by code or Given To and paged by the
 * server (search and page in the URL), with copy, affiliate stats, edit and Activate/Deactivate,
 * and Create Discount Code. Failures show in the red box titled Error.
 */
export function DiscountsPage() {
  const list = useListParams();
  const { data, error, isLoading, isFetching, refetch } = useAdminListDiscountCodesQuery(list.queryArgs);
  const [update] = useAdminUpdateDiscountCodeMutation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const close = () => setDialog(null);

  // The toggle sends isActive alone (spec 7.1); the list reloads after it (cache tags).
  async function toggle(code: DiscountCode) {
    setActionError(null);
    setTogglingId(code.id);
    try {
      await update({ id: code.id, discountCodeUpdateRequest: { isActive: !code.isActive } }).unwrap();
    } catch (failure) {
      setActionError(adminErrorMessage(failure, DISCOUNT_UPDATE_FAILED));
    } finally {
      setTogglingId(null);
    }
  }

  const openCreate = () => setDialog({ kind: 'create' });
  const codes = data?.rows ?? [];

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Discount Codes"
        subtitle="Coupons for customers and affiliates' codes with their kickback."
        actions={
          <Button onClick={openCreate}>
            <Plus className="size-4" aria-hidden="true" />
            Create Discount Code
          </Button>
        }
      />

      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Search discount codes"
        searchPlaceholder="Search by code or Given To"
      >
        {isFetching && !isLoading && (
          <span className="self-center text-brand-600 sm:pb-2.5">
            <Spinner label="Refreshing discount codes" />
          </span>
        )}
      </ListToolbar>

      {actionError && <ErrorBox message={actionError} onDismiss={() => setActionError(null)} />}

      {error ? (
        <ErrorBox
          message={adminErrorMessage(error, DISCOUNT_CODES_LOAD_FAILED)}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : isLoading || !data ? (
        <div role="status" aria-label="Loading discount codes" className="flex justify-center py-16">
          <Spinner size="lg" className="text-brand-600" />
        </div>
      ) : codes.length === 0 ? (
        <EmptyState
          icon={TicketPercent}
          title={list.search ? `No discount codes match "${list.search}"` : 'No discount codes yet'}
          text={
            list.search
              ? 'Search looks in the code and in Given To.'
              : 'Create a code to give customers a discount, or an affiliate a kickback.'
          }
          action={
            !list.search && (
              <Button onClick={openCreate}>
                <Plus className="size-4" aria-hidden="true" />
                Create Discount Code
              </Button>
            )
          }
        />
      ) : (
        <div aria-busy={isFetching || undefined} className="grid gap-4">
          <DiscountsTable
            codes={codes}
            togglingId={togglingId}
            onStats={(code) => setDialog({ kind: 'stats', code })}
            onEdit={(code) => setDialog({ kind: 'edit', code })}
            onToggle={toggle}
          />
          <Pagination
            page={list.page}
            total={data.total}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={list.setPage}
            noun="discount codes"
          />
        </div>
      )}

      {dialog?.kind === 'create' && <CreateDiscountDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EditDiscountDialog code={dialog.code} onClose={close} />}
      {dialog?.kind === 'stats' && <DiscountStatsDialog code={dialog.code} onClose={close} />}
    </div>
  );
}
