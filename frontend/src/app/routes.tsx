import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui';
import { LandingPage } from '../features/landing/landing-page';
import { useT, withPageTexts } from '../i18n';
import { RedirectAdmin, RequireAdmin, RequireAuth } from './guards';
import { SiteLayout } from './layout';

// Loaded on first visit: only the landing page is in the initial bundle (its JS at most 120 KiB
// gzipped, scripts/initial-js-size.test.ts); every other page is a chunk of its own.
const AdminTestPage = lazy(() =>
  import('../features/admin-test/admin-test-page').then((m) => ({ default: m.AdminTestPage })),
);
const SignInPage = lazy(() =>
  withPageTexts(['auth', 'checkout'], import('../features/auth/sign-in-page')).then((m) => ({
    default: m.SignInPage,
  })),
);
const SignUpPage = lazy(() =>
  withPageTexts(['auth'], import('../features/auth/sign-up-page')).then((m) => ({ default: m.SignUpPage })),
);
const ForgotPasswordPage = lazy(() =>
  withPageTexts(['auth'], import('../features/auth/password-reset/forgot-password-page')).then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  withPageTexts(['auth'], import('../features/auth/password-reset/reset-password-page')).then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const GamesPage = lazy(() =>
  import('../features/catalog/games-page').then((m) => ({ default: m.GamesPage })),
);
const ServersPage = lazy(() =>
  import('../features/catalog/servers-page').then((m) => ({ default: m.ServersPage })),
);
const ConfigConfirmationPage = lazy(() =>
  withPageTexts(['checkout'], import('../features/checkout/config-confirmation-page')).then((m) => ({
    default: m.ConfigConfirmationPage,
  })),
);
const GameConfigPage = lazy(() =>
  withPageTexts(['configure', 'checkout'], import('../features/configure/game-config-page')).then((m) => ({
    default: m.GameConfigPage,
  })),
);
const KvmConfigPage = lazy(() =>
  withPageTexts(['configure', 'checkout'], import('../features/configure/kvm-config-page')).then((m) => ({
    default: m.KvmConfigPage,
  })),
);
const ContactPage = lazy(() =>
  withPageTexts(['contact'], import('../features/contact/contact-page')).then((m) => ({
    default: m.ContactPage,
  })),
);
const MyOrdersPage = lazy(() =>
  withPageTexts(['orders'], import('../features/orders/my-orders-page')).then((m) => ({
    default: m.MyOrdersPage,
  })),
);
const PaymentConfirmPage = lazy(() =>
  withPageTexts(['payment', 'checkout'], import('../features/payment/payment-confirm-page')).then((m) => ({
    default: m.PaymentConfirmPage,
  })),
);
const PaymentInstructionPage = lazy(() =>
  withPageTexts(['payment', 'checkout'], import('../features/payment/payment-instruction-page')).then(
    (m) => ({
      default: m.PaymentInstructionPage,
    }),
  ),
);
const MyServicesPage = lazy(() =>
  withPageTexts(['services'], import('../features/services/my-services-page')).then((m) => ({
    default: m.MyServicesPage,
  })),
);
const ServiceDetailsPage = lazy(() =>
  withPageTexts(['services'], import('../features/services/service-details-page')).then((m) => ({
    default: m.ServiceDetailsPage,
  })),
);
const TosPage = lazy(() =>
  withPageTexts(['tos'], import('../features/tos/tos-page')).then((m) => ({ default: m.TosPage })),
);
const AffiliatePage = lazy(() =>
  withPageTexts(['affiliate'], import('../features/affiliate/affiliate-page')).then((m) => ({
    default: m.AffiliatePage,
  })),
);
const AdminLayout = lazy(() =>
  withPageTexts(['auth'], import('../features/admin/admin-layout')).then((m) => ({ default: m.AdminLayout })),
);
const DashboardPage = lazy(() =>
  import('../features/admin/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const UsersPage = lazy(() =>
  import('../features/admin/users/users-page').then((m) => ({ default: m.UsersPage })),
);
const OrdersPage = lazy(() =>
  import('../features/admin/orders/orders-page').then((m) => ({ default: m.OrdersPage })),
);
const ServicesPage = lazy(() =>
  import('../features/admin/services/services-page').then((m) => ({ default: m.ServicesPage })),
);
const PaymentsPage = lazy(() =>
  import('../features/admin/payments/payments-page').then((m) => ({ default: m.PaymentsPage })),
);
const DiscountsPage = lazy(() =>
  import('../features/admin/discounts/discounts-page').then((m) => ({ default: m.DiscountsPage })),
);
const SettingsPage = lazy(() =>
  import('../features/admin/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const SecurityPage = lazy(() =>
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
 * Every route of both specs. The app renders them with createBrowserRouter (router.tsx); tests use
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
          { path: 'games', element: lazyPage(<GamesPage />) },
          { path: 'servers', element: lazyPage(<ServersPage />) },
          { path: 'signin', element: lazyPage(<SignInPage />) },
          { path: 'signup', element: lazyPage(<SignUpPage />) },
        ],
      },
      // Public
      { path: 'contact', element: lazyPage(<ContactPage />) },
      { path: 'tos', element: lazyPage(<TosPage />) },
      // Public, signed in or not: a reset link may be opened in a signed-in browser.
      { path: 'forgot-password', element: lazyPage(<ForgotPasswordPage />) },
      { path: 'reset-password', element: lazyPage(<ResetPasswordPage />) },
      { path: 'kvm-config', element: <Navigate to="/servers" replace /> },
      { path: 'kvm-config/:serverId', element: lazyPage(<KvmConfigPage />) },
      { path: 'game-config', element: <Navigate to="/games" replace /> },
      { path: 'game-config/:gameId', element: lazyPage(<GameConfigPage />) },
      // Signed in
      {
        element: <RequireAuth />,
        children: [
          { path: 'config-confirmation', element: lazyPage(<ConfigConfirmationPage />) },
          { path: 'payment-instruction', element: lazyPage(<PaymentInstructionPage />) },
          { path: 'payment-confirm', element: lazyPage(<PaymentConfirmPage />) },
          { path: 'payment-confirm/:orderId', element: lazyPage(<PaymentConfirmPage />) },
          { path: 'my-services', element: lazyPage(<MyServicesPage />) },
          { path: 'service-details/:serviceId', element: lazyPage(<ServiceDetailsPage />) },
          { path: 'my-orders', element: lazyPage(<MyOrdersPage />) },
          { path: 'affiliate', element: lazyPage(<AffiliatePage />) },
          { path: 'admin-test', element: lazyPage(<AdminTestPage />) },
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
        element: lazyPage(<AdminLayout />, true),
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'services', element: <ServicesPage /> },
          { path: 'payments', element: <PaymentsPage /> },
          { path: 'discounts', element: <DiscountsPage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'security', element: <SecurityPage /> },
          { path: '*', element: <Navigate to="/admin" replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
