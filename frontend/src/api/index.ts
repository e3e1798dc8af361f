import type { SerializedError } from '@reduxjs/toolkit';
import type { DefinitionsFromApi, FetchBaseQueryMeta, OverrideResultType } from '@reduxjs/toolkit/query';
import { i18n } from '../i18n';
import type { ApiError } from './base-query';
import {
  generatedApi,
  type AdminJob,
  type AdminOrder,
  type AdminPayment,
  type AdminService,
  type AdminUser,
  type DiscountCode,
  type ListMyOrdersApiArg,
  type Order,
  type Ticket,
  type AdminTicket,
} from './endpoints.gen';

export type { ApiAuth, ApiError } from './base-query';
export { endSessionOnServer } from './end-session';
export type * from './endpoints.gen';

const LIST = 'LIST' as const;

function listTags<T extends string, R extends { id: string }>(type: T, rows: readonly R[] | undefined) {
  return [...(rows ?? []).map((row) => ({ type, id: row.id })), { type, id: LIST }];
}

/** One page of a list and how many rows match over all pages (the X-Total-Count header). */
export type Paged<Row> = { rows: Row[]; total: number };

/** The paged lists answer an array and the total in a header: both reach the screen as one Paged. */
function toPaged<Row>(rows: Row[], meta: FetchBaseQueryMeta | undefined): Paged<Row> {
  const header = meta?.response?.headers.get('X-Total-Count');
  const total = header === null || header === undefined ? Number.NaN : Number(header);
  // A missing or broken header (an old server) still pages through what arrived.
  return { rows, total: Number.isInteger(total) && total >= 0 ? total : rows.length };
}

type Generated = DefinitionsFromApi<typeof generatedApi>;
type PagedDefinitions = {
  listMyOrders: OverrideResultType<Generated['listMyOrders'], Paged<Order>>;
  adminListUsers: OverrideResultType<Generated['adminListUsers'], Paged<AdminUser>>;
  adminListOrders: OverrideResultType<Generated['adminListOrders'], Paged<AdminOrder>>;
  adminListServices: OverrideResultType<Generated['adminListServices'], Paged<AdminService>>;
  adminListPayments: OverrideResultType<Generated['adminListPayments'], Paged<AdminPayment>>;
  adminListDiscountCodes: OverrideResultType<Generated['adminListDiscountCodes'], Paged<DiscountCode>>;
  adminListJobs: OverrideResultType<Generated['adminListJobs'], Paged<AdminJob>>;
  listMyTickets: OverrideResultType<Generated['listMyTickets'], Paged<Ticket>>;
  adminListTickets: OverrideResultType<Generated['adminListTickets'], Paged<AdminTicket>>;
};
const TAG_TYPES = [
  'Me',
  'Invoice',
  'Catalog',
  'Order',
  'Service',
  'Payment',
  'DiscountCode',
  'User',
  'Affiliate',
  'Stats',
  'Settings',
  'Notifications',
  'SshKey',
  'Ticket',
] as const;

/**
 * An upload's body as the contract's multipart/form-data: its text fields, then each file under
 * `attachments` (the generated client would send the object as JSON).
 */
export function ticketForm(fields: Record<string, string | Blob[] | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const file of value) form.append(name, file);
    else form.append(name, value);
  }
  return form;
}

const ticketChanged = (id: string) => [
  { type: 'Ticket' as const, id },
  { type: 'Ticket' as const, id: LIST },
  { type: 'Stats' as const },
];

/**
 * The generated endpoints with their cache tags: lists provide `{ type, id: 'LIST' }` plus one tag
 * per row; writes invalidate what they change, so every screen showing it refetches.
 */
/**
 * The customer's pending orders (PENDING and PROVISIONING) in one page of the most the contract
 * allows: what a payment page or a set-up notice looks an order up in.
 */
export const MY_PENDING_ORDERS: ListMyOrdersApiArg = { group: 'pending', limit: 100 };

export const api = generatedApi.enhanceEndpoints<(typeof TAG_TYPES)[number], PagedDefinitions>({
  addTagTypes: TAG_TYPES,
  endpoints: {
    getMe: { providesTags: ['Me'] },
    // Two-factor sign-in: the user's twoFactorEnabled changes.
    twoFactorEnable: { invalidatesTags: ['Me'] },
    twoFactorDisable: { invalidatesTags: ['Me'] },

    // Catalog: read-only for the storefront; tagged so an admin tool could refresh it one day.
    listGames: { providesTags: [{ type: 'Catalog', id: 'GAMES' }] },
    listGameVersions: { providesTags: (_r, _e, { id }) => [{ type: 'Catalog', id: `game-${id}` }] },
    listGamePackages: { providesTags: (_r, _e, { id }) => [{ type: 'Catalog', id: `game-${id}` }] },
    listKvmPackages: { providesTags: (_r, _e, { category }) => [{ type: 'Catalog', id: `kvm-${category}` }] },
    getKvmPackage: { providesTags: (_r, _e, { id }) => [{ type: 'Catalog', id: `packet-${id}` }] },
    listKvmPackageOs: { providesTags: (_r, _e, { id }) => [{ type: 'Catalog', id: `packet-${id}` }] },
    getPaymentAccounts: { providesTags: [{ type: 'Catalog', id: 'PAYMENT_ACCOUNTS' }] },
    lookupDiscountCode: {
      providesTags: (_r, _e, { code }) => [{ type: 'DiscountCode', id: `lookup-${code.toUpperCase()}` }],
    },

    // The customer's orders and services
    listMyOrders: {
      transformResponse: toPaged<Order>,
      providesTags: (page) => listTags('Order', page?.rows),
    },
    // One order (the payment pages): recording its payment invalidates its tag, so it is read again.
    getMyOrder: { providesTags: (_r, _e, { id }) => [{ type: 'Order', id }] },
    createKvmOrder: { invalidatesTags: [{ type: 'Order', id: LIST }] },
    createGameOrder: { invalidatesTags: [{ type: 'Order', id: LIST }] },
    recordPayment: {
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Order', id },
        { type: 'Order', id: LIST },
        { type: 'Payment', id: LIST },
      ],
    },
    listMyServices: { providesTags: (services) => listTags('Service', services) },
    getServiceDetails: { providesTags: (_r, _e, { id }) => [{ type: 'Service', id }] },
    listServiceOs: { providesTags: (_r, _e, { id }) => [{ type: 'Service', id: `os-${id}` }] },
    // Power actions answer with the service's details: they replace the cached details (spec 4),
    // and My Services is read again for the new power state (the details are not fetched again).
    startService: { onQueryStarted: replaceServiceDetails, invalidatesTags: serviceListChanged },
    stopService: { onQueryStarted: replaceServiceDetails, invalidatesTags: serviceListChanged },
    restartService: { onQueryStarted: replaceServiceDetails, invalidatesTags: serviceListChanged },
    shutdownService: { onQueryStarted: replaceServiceDetails, invalidatesTags: serviceListChanged },
    reinstallService: { onQueryStarted: replaceServiceDetails, invalidatesTags: serviceListChanged },
    // Extend creates a renewal order; the details are fetched again.
    extendService: {
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Service', id },
        { type: 'Service', id: LIST },
        { type: 'Order', id: LIST },
      ],
    },

    // Affiliate
    affiliateListMyCodes: { providesTags: [{ type: 'Affiliate', id: LIST }] },
    affiliateGetDashboard: { providesTags: [{ type: 'Affiliate', id: 'DASHBOARD' }] },
    affiliateGetCodeStats: { providesTags: (_r, _e, { code }) => [{ type: 'Affiliate', id: code }] },
    affiliateRegisterCode: {
      invalidatesTags: [
        { type: 'Affiliate', id: LIST },
        { type: 'Affiliate', id: 'DASHBOARD' },
        { type: 'DiscountCode', id: LIST },
      ],
    },
    affiliateToggleCode: {
      invalidatesTags: (_r, _e, { code }) => [
        { type: 'Affiliate', id: LIST },
        { type: 'Affiliate', id: 'DASHBOARD' },
        { type: 'Affiliate', id: code },
        { type: 'DiscountCode', id: LIST },
      ],
    },

    // Notifications: the writes answer the settings after the change, which replace the cached ones.
    getNotificationSettings: { providesTags: ['Notifications'] },
    updateNotificationPreferences: { onQueryStarted: replaceNotificationSettings },
    unlinkTelegram: { onQueryStarted: replaceNotificationSettings },

    // SSH keys in the account (issue 39): the key pickers read the same list.
    listSshKeys: { providesTags: (keys) => listTags('SshKey', keys) },
    addSshKey: { invalidatesTags: [{ type: 'SshKey', id: LIST }] },
    // A password reset changes the stored password the details show.
    resetServicePassword: { invalidatesTags: (_r, _e, { id }) => [{ type: 'Service', id }] },
    deleteSshKey: {
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'SshKey', id },
        { type: 'SshKey', id: LIST },
      ],
    },

    // Support tickets: uploads go as multipart/form-data; a write answers the ticket after it.
    listMyTickets: {
      transformResponse: toPaged<Ticket>,
      providesTags: (page) => listTags('Ticket', page?.rows),
    },
    getMyTicket: { providesTags: (_r, _e, { id }) => [{ type: 'Ticket', id }] },
    createTicket: {
      query: ({ createTicketRequest }) => ({
        url: '/tickets',
        method: 'POST',
        body: ticketForm(createTicketRequest),
      }),
      invalidatesTags: [{ type: 'Ticket', id: LIST }],
    },
    replyToMyTicket: {
      query: ({ id, ticketReplyRequest }) => ({
        url: `/tickets/${encodeURIComponent(id)}/replies`,
        method: 'POST',
        body: ticketForm(ticketReplyRequest),
      }),
      invalidatesTags: (_r, _e, { id }) => ticketChanged(id),
    },
    closeMyTicket: { invalidatesTags: (_r, _e, { id }) => ticketChanged(id) },
    adminListTickets: {
      transformResponse: toPaged<AdminTicket>,
      providesTags: (page) => listTags('Ticket', page?.rows),
    },
    adminTicketStats: { providesTags: [{ type: 'Ticket', id: LIST }, { type: 'Stats' }] },
    adminGetTicket: { providesTags: (_r, _e, { id }) => [{ type: 'Ticket', id }] },
    adminUpdateTicket: { invalidatesTags: (_r, _e, { id }) => ticketChanged(id) },
    adminReplyToTicket: {
      query: ({ id, adminTicketReplyRequest }) => ({
        url: `/admin/tickets/${encodeURIComponent(id)}/replies`,
        method: 'POST',
        body: ticketForm(adminTicketReplyRequest),
      }),
      invalidatesTags: (_r, _e, { id }) => ticketChanged(id),
    },

    // Admin console; its lists answer Paged rows (see toPaged).
    adminListUsers: {
      transformResponse: toPaged<AdminUser>,
      providesTags: (page) => listTags('User', page?.rows),
    },
    adminGetUser: { providesTags: (_r, _e, { id }) => [{ type: 'User', id }] },
    adminListOrders: {
      transformResponse: toPaged<AdminOrder>,
      providesTags: (page) => listTags('Order', page?.rows),
    },
    adminMarkOrderPaid: {
      invalidatesTags: (_r, _e, { id }) => [...orderChanged(id, ['Payment']), { type: 'Invoice', id: LIST }],
    },
    adminRejectPayment: {
      invalidatesTags: (_r, _e, { id }) => orderChanged(id, ['Payment']),
    },
    // A refund may close a report (money paid after cancellation): the payments change too.
    adminRefundOrder: {
      invalidatesTags: (_r, _e, { id }) => [
        ...orderChanged(id, ['Service', 'Payment']),
        { type: 'Invoice', id: LIST },
      ],
    },
    adminConfirmChapaRefund: {
      invalidatesTags: (_r, _e, { id }) => [
        ...orderChanged(id, ['Service', 'Payment']),
        { type: 'Invoice', id: LIST },
      ],
    },
    adminListInvoices: { providesTags: [{ type: 'Invoice', id: LIST }] },
    getSeller: { providesTags: [{ type: 'Catalog', id: 'SELLER' }] },
    adminSetOrderStatus: { invalidatesTags: (_r, _e, { id }) => orderChanged(id, []) },
    adminCreateService: { invalidatesTags: (_r, _e, { id }) => orderChanged(id, ['Service']) },
    adminDeleteOrder: { invalidatesTags: (_r, _e, { id }) => orderChanged(id, ['Payment']) },
    adminListServices: {
      transformResponse: toPaged<AdminService>,
      providesTags: (page) => listTags('Service', page?.rows),
    },
    // Both answer the service as it is now: its row on every cached page takes it at once, before
    // the lists are read again (a card never shows the old status in between).
    adminSetServiceStatus: {
      onQueryStarted: replaceAdminServiceRow,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Service', id },
        { type: 'Service', id: LIST },
        { type: 'Stats' },
      ],
    },
    adminHoldService: {
      onQueryStarted: replaceAdminServiceRow,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Service', id },
        { type: 'Service', id: LIST },
        { type: 'Stats' },
      ],
    },
    adminListPayments: {
      transformResponse: toPaged<AdminPayment>,
      providesTags: (page) => listTags('Payment', page?.rows),
    },
    adminListJobs: { transformResponse: toPaged<AdminJob> },
    adminGetStats: { providesTags: ['Stats'] },
    adminListDiscountCodes: {
      transformResponse: toPaged<DiscountCode>,
      providesTags: (page) => listTags('DiscountCode', page?.rows),
    },
    adminGetSettings: { providesTags: ['Settings'] },
    adminUpdateSettings: { invalidatesTags: ['Settings'] },
    adminGetDiscountCode: { providesTags: (_r, _e, { id }) => [{ type: 'DiscountCode', id }] },
    adminGetDiscountCodeStats: { providesTags: (_r, _e, { id }) => [{ type: 'DiscountCode', id }] },
    adminCreateDiscountCode: { invalidatesTags: [{ type: 'DiscountCode', id: LIST }] },
    adminUpdateDiscountCode: {
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'DiscountCode', id },
        { type: 'DiscountCode', id: LIST },
        { type: 'Affiliate' },
      ],
    },
  },
});

/** A service's state changed: every list of services (not its details, which the answer replaces). */
function serviceListChanged() {
  return [{ type: 'Service' as const, id: LIST }];
}

/** An order changed: its row, every order list, the users' order summaries, the dashboard, and more. */
function orderChanged(id: string, also: readonly ('Payment' | 'Service')[]) {
  return [
    { type: 'Order' as const, id },
    { type: 'Order' as const, id: LIST },
    { type: 'User' as const, id: LIST },
    { type: 'Stats' as const },
    ...also.map((type) => ({ type, id: LIST })),
  ];
}

type ServiceActionLifecycle = Parameters<
  NonNullable<(typeof generatedApi.endpoints.startService.Types.MutationDefinition)['onQueryStarted']>
>[1];

async function replaceServiceDetails(
  { id }: { id: string },
  { dispatch, queryFulfilled }: Pick<ServiceActionLifecycle, 'dispatch' | 'queryFulfilled'>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(generatedApi.util.upsertQueryData('getServiceDetails', { id }, data));
  } catch {
    // the component shows the failure; the cached details stay as they were
  }
}

type AdminServiceWriteLifecycle = Parameters<
  NonNullable<
    (typeof generatedApi.endpoints.adminSetServiceStatus.Types.MutationDefinition)['onQueryStarted']
  >
>[1];

/** A console write answered the service after it: the row of that service on every cached page becomes it. */
async function replaceAdminServiceRow(
  _arg: unknown,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: Pick<AdminServiceWriteLifecycle, 'dispatch' | 'getState' | 'queryFulfilled'>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    const state = getState() as Parameters<typeof api.util.selectCachedArgsForQuery>[0];
    for (const args of api.util.selectCachedArgsForQuery(state, 'adminListServices'))
      dispatch(
        api.util.updateQueryData('adminListServices', args, (page) => {
          const index = page.rows.findIndex((row) => row.id === data.id);
          if (index >= 0) page.rows[index] = data;
        }),
      );
  } catch {
    // the page shows the failure; the cached rows stay as they were
  }
}

type NotificationWriteLifecycle = Parameters<
  NonNullable<(typeof generatedApi.endpoints.unlinkTelegram.Types.MutationDefinition)['onQueryStarted']>
>[1];

/**
 * A notifications write answered the settings after it: they replace the cached ones, where the
 * page has them (no second read); with nothing cached the next read asks the server.
 */
async function replaceNotificationSettings(
  _arg: unknown,
  { dispatch, queryFulfilled }: Pick<NotificationWriteLifecycle, 'dispatch' | 'queryFulfilled'>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(generatedApi.util.updateQueryData('getNotificationSettings', undefined, () => data));
  } catch {
    // the page shows the failure; the cached settings stay as they were
  }
}

function isApiError(error: unknown): error is ApiError {
  return (
    !!error &&
    typeof error === 'object' &&
    'status' in error &&
    'message' in error &&
    typeof (error as ApiError).message === 'string'
  );
}

/**
 * The text to show for a failed call: the ApiError's message (server text or the spec's fallback), in the app's language;
 * a thrown error's message, or `fallback` (by default the spec's generic text).
 */
export function getApiErrorMessage(
  error: ApiError | SerializedError | unknown,
  fallback: string = i18n.t('errors.fallback.unexpected'),
): string {
  if (isApiError(error)) return error.message;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as SerializedError;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

export const {
  useGetHealthQuery,
  useRegisterMutation,
  useLoginMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useLogoutMutation,
  useLogoutAllMutation,
  useTwoFactorSetupMutation,
  useTwoFactorEnableMutation,
  useTwoFactorDisableMutation,
  useTwoFactorRecoveryCodesMutation,
  useListGamesQuery,
  useListGameVersionsQuery,
  useListGamePackagesQuery,
  useListKvmPackagesQuery,
  useGetKvmPackageQuery,
  useListKvmPackageOsQuery,
  useLookupDiscountCodeQuery,
  useLazyLookupDiscountCodeQuery,
  useGetPaymentAccountsQuery,
  useGetSupportContactQuery,
  useListMyOrdersQuery,
  useGetMyOrderQuery,
  useCreateKvmOrderMutation,
  useCreateGameOrderMutation,
  useRecordPaymentMutation,
  useCreateChapaCheckoutMutation,
  useListMyServicesQuery,
  useGetServiceDetailsQuery,
  useListServiceOsQuery,
  useStartServiceMutation,
  useStopServiceMutation,
  useRestartServiceMutation,
  useShutdownServiceMutation,
  useReinstallServiceMutation,
  useGetExtendQuoteQuery,
  useExtendServiceMutation,
  useOpenServiceConsoleMutation,
  useCreateInquiryMutation,
  useAffiliateRegisterCodeMutation,
  useAffiliateListMyCodesQuery,
  useAffiliateGetDashboardQuery,
  useAffiliateGetCodeStatsQuery,
  useLazyAffiliateGetCodeStatsQuery,
  useAffiliateToggleCodeMutation,
  useAdminListUsersQuery,
  useAdminGetUserQuery,
  useAdminListOrdersQuery,
  useAdminDeleteOrderMutation,
  useAdminMarkOrderPaidMutation,
  useAdminRejectPaymentMutation,
  useAdminSetOrderStatusMutation,
  useAdminEmailOrderDetailsMutation,
  useAdminCreateServiceMutation,
  useAdminListServicesQuery,
  useAdminSetServiceStatusMutation,
  useAdminHoldServiceMutation,
  useAdminSendReminderMutation,
  useAdminSendAllRemindersMutation,
  useAdminPreviewRemindersQuery,
  useAdminListPaymentsQuery,
  useAdminListJobsQuery,
  useAdminGetStatsQuery,
  useAdminGetSettingsQuery,
  useAdminUpdateSettingsMutation,
  useAdminListDiscountCodesQuery,
  useAdminCreateDiscountCodeMutation,
  useAdminGetDiscountCodeQuery,
  useAdminUpdateDiscountCodeMutation,
  useAdminGetDiscountCodeStatsQuery,
  useLazyAdminGetDiscountCodeStatsQuery,
  useAdminRefundOrderMutation,
  useAdminConfirmChapaRefundMutation,
  useAdminListInvoicesQuery,
  useGetSellerQuery,
  useGetNotificationSettingsQuery,
  useUpdateNotificationPreferencesMutation,
  useListMyTicketsQuery,
  useCreateTicketMutation,
  useGetMyTicketQuery,
  useReplyToMyTicketMutation,
  useCloseMyTicketMutation,
  useAdminListTicketsQuery,
  useAdminTicketStatsQuery,
  useAdminGetTicketQuery,
  useAdminUpdateTicketMutation,
  useAdminReplyToTicketMutation,
  useLinkTelegramMutation,
  useUnlinkTelegramMutation,
  useListSshKeysQuery,
  useAddSshKeyMutation,
  useDeleteSshKeyMutation,
  useResetServicePasswordMutation,
} = api;

/** Whether a failure carries the contract's marker (`code` in the error shape), e.g. 'two_factor_required'. */
/** A read of one of the caller's things answered 404 (not theirs, or none) or 400 (an id that cannot be one). */
export function isNotFoundAnswer(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return isApiError(error) && (error.data as { code?: unknown } | undefined)?.code === code;
}
