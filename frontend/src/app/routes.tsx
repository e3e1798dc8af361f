import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, type Params, type RouteObject } from 'react-router-dom';
import { api } from '../api';
import { Spinner } from '../components/ui';
import { LandingPage } from '../features/landing/landing-page';
import { useT, withPageTexts } from '../i18n';
import { RedirectAdmin, RequireAdmin, RequireAuth } from './guards';
import { SiteLayout } from './layout';
import { preloadable, type Preloadable } from './preloadable';
import type { AppDispatch } from '../store/store';

// Loaded on first visit: only the landing page is in the initial bundle (its JS at most 120 KiB
// gzipped, scripts/initial-js-size.test.ts); every other page is a chunk of its own.
const AdminTestPage = preloadable(() =>
  import('../features/admin-test/admin-test-page').then((m) => ({ default: m.AdminTestPage })),
);
const SignInPage = preloadable(() =>
  withPageTexts(['auth', 'checkout'], import('../features/auth/sign-in-page')).then((m) => ({
    default: m.SignInPage,
  })),
);
const SignUpPage = preloadable(() =>
  withPageTexts(['auth'], import('../features/auth/sign-up-page')).then((m) => ({ default: m.SignUpPage })),
);
const ForgotPasswordPage = preloadable(() =>
  withPageTexts(['auth'], import('../features/auth/password-reset/forgot-password-page')).then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = preloadable(() =>
  withPageTexts(['auth'], import('../features/auth/password-reset/reset-password-page')).then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const GamesPage = preloadable(() =>
  import('../features/catalog/games-page').then((m) => ({ default: m.GamesPage })),
);
const ServersPage = preloadable(() =>
  import('../features/catalog/servers-page').then((m) => ({ default: m.ServersPage })),
);
const ConfigConfirmationPage = preloadable(() =>
  withPageTexts(['checkout', 'access'], import('../features/checkout/config-confirmation-page')).then(
    (m) => ({
      default: m.ConfigConfirmationPage,
    }),
  ),
);
const GameConfigPage = preloadable(() =>
  withPageTexts(['configure', 'checkout'], import('../features/configure/game-config-page')).then((m) => ({
    default: m.GameConfigPage,
  })),
);
const KvmConfigPage = preloadable(() =>
  withPageTexts(['configure', 'checkout'], import('../features/configure/kvm-config-page')).then((m) => ({
    default: m.KvmConfigPage,
  })),
);
const ContactPage = preloadable(() =>
  withPageTexts(['contact'], import('../features/contact/contact-page')).then((m) => ({
    default: m.ContactPage,
  })),
);
const MyOrdersPage = preloadable(() =>
  withPageTexts(['orders'], import('../features/orders/my-orders-page')).then((m) => ({
    default: m.MyOrdersPage,
  })),
);
const OrderStatusPage = preloadable(() =>
  withPageTexts(['orders'], import('../features/orders/order-status-page')).then((m) => ({
    default: m.OrderStatusPage,
  })),
);
const PaymentConfirmPage = preloadable(() =>
  withPageTexts(['payment', 'checkout'], import('../features/payment/payment-confirm-page')).then((m) => ({
    default: m.PaymentConfirmPage,
  })),
);
const PaymentInstructionPage = preloadable(() =>
  withPageTexts(['payment', 'checkout'], import('../features/payment/payment-instruction-page')).then(
    (m) => ({
      default: m.PaymentInstructionPage,
    }),
  ),
);
const MyServicesPage = preloadable(() =>
  withPageTexts(['services'], import('../features/services/my-services-page')).then((m) => ({
    default: m.MyServicesPage,
  })),
);
const ServiceDetailsPage = preloadable(() =>
  withPageTexts(['services', 'access'], import('../features/services/service-details-page')).then((m) => ({
    default: m.ServiceDetailsPage,
  })),
);
const PrivacyPage = preloadable(() =>
  withPageTexts(['tos'], import('../features/tos/privacy-page')).then((m) => ({ default: m.PrivacyPage })),
);
const TosPage = preloadable(() =>
  withPageTexts(['tos'], import('../features/tos/tos-page')).then((m) => ({ default: m.TosPage })),
);
const AffiliatePage = preloadable(() =>
  withPageTexts(['affiliate'], import('../features/affiliate/affiliate-page')).then((m) => ({
    default: m.AffiliatePage,
  })),
);
const NotificationsPage = preloadable(() =>
  withPageTexts(['notifications'], import('../features/notifications/notifications-page')).then((m) => ({
    default: m.NotificationsPage,
  })),
);
const SshKeysPage = preloadable(() =>
  withPageTexts(['access'], import('../features/account/ssh-keys-page')).then((m) => ({
    default: m.SshKeysPage,
  })),
);
const AdminTicketsPage = preloadable(() =>
  import('../features/admin/tickets/tickets-page').then((m) => ({ default: m.TicketsPage })),
);
const AdminTicketDetailPage = preloadable(() =>
  import('../features/admin/tickets/ticket-detail-page').then((m) => ({ default: m.TicketDetailPage })),
);
const SupportPage = preloadable(() =>
  withPageTexts(['support'], import('../features/support/support-page')).then((m) => ({
    default: m.SupportPage,
  })),
);
const NewTicketPage = preloadable(() =>
  withPageTexts(['support'], import('../features/support/new-ticket-page')).then((m) => ({
    default: m.NewTicketPage,
  })),
);
const TicketPage = preloadable(() =>
  withPageTexts(['support'], import('../features/support/ticket-page')).then((m) => ({
    default: m.TicketPage,
  })),
);
const AdminLayout = preloadable(() =>
  withPageTexts(['auth'], import('../features/admin/admin-layout')).then((m) => ({ default: m.AdminLayout })),
);
const DashboardPage = preloadable(() =>
  import('../features/admin/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const UsersPage = preloadable(() =>
  import('../features/admin/users/users-page').then((m) => ({ default: m.UsersPage })),
);
const OrdersPage = preloadable(() =>
  import('../features/admin/orders/orders-page').then((m) => ({ default: m.OrdersPage })),
);
const ServicesPage = preloadable(() =>
  import('../features/admin/services/services-page').then((m) => ({ default: m.ServicesPage })),
);
const InvoicesPage = preloadable(() =>
  import('../features/admin/invoices/invoices-page').then((m) => ({ default: m.InvoicesPage })),
);
const PaymentsPage = preloadable(() =>
  import('../features/admin/payments/payments-page').then((m) => ({ default: m.PaymentsPage })),
);
const DiscountsPage = preloadable(() =>
  import('../features/admin/discounts/discounts-page').then((m) => ({ default: m.DiscountsPage })),
);
const SettingsPage = preloadable(() =>
  import('../features/admin/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const SecurityPage = preloadable(() =>
  withPageTexts(['auth'], import('../features/admin/security/security-page')).then((m) => ({
    default: m.SecurityPage,
  })),
);

function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  return (
    // A page's own height is not known before it loads: a screenful keeps the footer below the
    // fold, so nothing on screen moves when the page arrives (no layout shift).
    <div
      className={
        fullPage ? 'flex min-h-dvh items-center justify-center' : 'flex min-h-dvh justify-center py-24'
      }
    >
      <Spinner size="lg" label={t('common.status.loading')} />
    </div>
  );
}

function lazyPage(page: ReactNode, fullPage = false) {
  return <Suspense fallback={<Loading fullPage={fullPage} />}>{page}</Suspense>;
}

/**
 * What a route that renders a lazy page says about it: how to load it ahead (preloadRoute) and
 * which API calls its page makes first, to start them while it loads (prefetchRoute).
 */
type PageHandle = {
  preload?: () => Promise<void>;
  prefetch?: (dispatch: AppDispatch, params: Params) => void;
};

function preloads(Page: Preloadable): PageHandle {
  return { preload: Page.preload };
}

/** A route's element and handle for a lazy page, behind a Suspense fallback of a screen's height. */
function page(Page: Preloadable, fullPage = false): Pick<RouteObject, 'element' | 'handle'> {
  return { element: lazyPage(<Page />, fullPage), handle: preloads(Page) };
}

/**
 * Every route of both specs. The app renders them with useRoutes (router.tsx); tests use
 * createMemoryRouter with the same objects (src/test/render-with-providers.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      // Public; a signed-in admin is sent to /admin instead.
      {
        element: <RedirectAdmin />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'games', ...page(GamesPage) },
          { path: 'servers', ...page(ServersPage) },
          { path: 'signin', ...page(SignInPage) },
          { path: 'signup', ...page(SignUpPage) },
        ],
      },
      // Public
      { path: 'contact', ...page(ContactPage) },
      { path: 'tos', ...page(TosPage) },
      { path: 'privacy', ...page(PrivacyPage) },
      // Public, signed in or not: a reset link may be opened in a signed-in browser.
      { path: 'forgot-password', ...page(ForgotPasswordPage) },
      { path: 'reset-password', ...page(ResetPasswordPage) },
      { path: 'kvm-config', element: <Navigate to="/servers" replace /> },
      {
        path: 'kvm-config/:serverId',
        ...page(KvmConfigPage),
        handle: {
          ...preloads(KvmConfigPage),
          prefetch: (dispatch, { serverId = '' }) => {
            void dispatch(api.util.prefetch('getKvmPackage', { id: serverId }, {}));
            void dispatch(api.util.prefetch('listKvmPackageOs', { id: serverId }, {}));
          },
        } satisfies PageHandle,
      },
      { path: 'game-config', element: <Navigate to="/games" replace /> },
      { path: 'game-config/:gameId', ...page(GameConfigPage) },
      // Signed in
      {
        element: <RequireAuth />,
        children: [
          { path: 'config-confirmation', ...page(ConfigConfirmationPage) },
          { path: 'payment-instruction', ...page(PaymentInstructionPage) },
          { path: 'payment-confirm', ...page(PaymentConfirmPage) },
          { path: 'payment-confirm/:orderId', ...page(PaymentConfirmPage) },
          { path: 'my-services', ...page(MyServicesPage) },
          { path: 'service-details/:serviceId', ...page(ServiceDetailsPage) },
          { path: 'my-orders', ...page(MyOrdersPage) },
          { path: 'orders/:orderId', ...page(OrderStatusPage) },
          { path: 'affiliate', ...page(AffiliatePage) },
          { path: 'account/notifications', ...page(NotificationsPage) },
          { path: 'support', ...page(SupportPage) },
          { path: 'support/new', ...page(NewTicketPage) },
          { path: 'support/:ticketId', ...page(TicketPage) },
          { path: 'account/ssh-keys', ...page(SshKeysPage) },
          { path: 'admin-test', ...page(AdminTestPage) },
        ],
      },
    ],
  },
  // The console: its own shell, no site header or footer.
  {
    path: 'admin',
    element: <RequireAdmin />,
    children: [
      {
        ...page(AdminLayout, true),
        children: [
          { index: true, element: <DashboardPage />, handle: preloads(DashboardPage) },
          { path: 'users', element: <UsersPage />, handle: preloads(UsersPage) },
          { path: 'orders', element: <OrdersPage />, handle: preloads(OrdersPage) },
          { path: 'services', element: <ServicesPage />, handle: preloads(ServicesPage) },
          { path: 'payments', element: <PaymentsPage />, handle: preloads(PaymentsPage) },
          { path: 'tickets', element: <AdminTicketsPage />, handle: preloads(AdminTicketsPage) },
          {
            path: 'tickets/:ticketId',
            element: <AdminTicketDetailPage />,
            handle: preloads(AdminTicketDetailPage),
          },
          { path: 'invoices', element: <InvoicesPage />, handle: preloads(InvoicesPage) },
          { path: 'discounts', element: <DiscountsPage />, handle: preloads(DiscountsPage) },
          { path: 'settings', element: <SettingsPage />, handle: preloads(SettingsPage) },
          { path: 'security', element: <SecurityPage />, handle: preloads(SecurityPage) },
          { path: '*', element: <Navigate to="/admin" replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/**
 * Loads the lazy pages (and their texts) of every route `pathname` matches, so that the first
 * render shows them at once instead of a fallback (main.tsx, the prerender).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload?.()));
}

/**
 * Starts the API calls the first page of `pathname` makes first (a plan's configuration: the plan
 * and its systems), so they run while its lazy chunk loads rather than after (main.tsx).
 */
export function prefetchRoute(dispatch: AppDispatch, pathname: string): void {
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    (route.handle as PageHandle | undefined)?.prefetch?.(dispatch, params);
  }
}
