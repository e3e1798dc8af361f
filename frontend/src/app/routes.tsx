import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui';
import { AdminTestPage } from '../features/admin-test/admin-test-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { SignUpPage } from '../features/auth/sign-up-page';
import { GamesPage } from '../features/catalog/games-page';
import { ServersPage } from '../features/catalog/servers-page';
import { ConfigConfirmationPage } from '../features/checkout/config-confirmation-page';
import { GameConfigPage } from '../features/configure/game-config-page';
import { KvmConfigPage } from '../features/configure/kvm-config-page';
import { ContactPage } from '../features/contact/contact-page';
import { LandingPage } from '../features/landing/landing-page';
import { MyOrdersPage } from '../features/orders/my-orders-page';
import { PaymentConfirmPage } from '../features/payment/payment-confirm-page';
import { PaymentInstructionPage } from '../features/payment/payment-instruction-page';
import { MyServicesPage } from '../features/services/my-services-page';
import { ServiceDetailsPage } from '../features/services/service-details-page';
import { TosPage } from '../features/tos/tos-page';
import { useT } from '../i18n';
import { RedirectAdmin, RequireAdmin, RequireAuth } from './guards';
import { SiteLayout } from './layout';

// Loaded on first visit: the console and the affiliate area are not part of the storefront bundle.
const AffiliatePage = lazy(() =>
  import('../features/affiliate/affiliate-page').then((m) => ({ default: m.AffiliatePage })),
);
const AdminLayout = lazy(() =>
  import('../features/admin/admin-layout').then((m) => ({ default: m.AdminLayout })),
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

function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  return (
    <div className={fullPage ? 'flex min-h-dvh items-center justify-center' : 'flex justify-center py-24'}>
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
          { path: 'games', element: <GamesPage /> },
          { path: 'servers', element: <ServersPage /> },
          { path: 'signin', element: <SignInPage /> },
          { path: 'signup', element: <SignUpPage /> },
        ],
      },
      // Public
      { path: 'contact', element: <ContactPage /> },
      { path: 'tos', element: <TosPage /> },
      { path: 'kvm-config', element: <Navigate to="/servers" replace /> },
      { path: 'kvm-config/:serverId', element: <KvmConfigPage /> },
      { path: 'game-config', element: <Navigate to="/games" replace /> },
      { path: 'game-config/:gameId', element: <GameConfigPage /> },
      // Signed in
      {
        element: <RequireAuth />,
        children: [
          { path: 'config-confirmation', element: <ConfigConfirmationPage /> },
          { path: 'payment-instruction', element: <PaymentInstructionPage /> },
          { path: 'payment-confirm', element: <PaymentConfirmPage /> },
          { path: 'payment-confirm/:orderId', element: <PaymentConfirmPage /> },
          { path: 'my-services', element: <MyServicesPage /> },
          { path: 'service-details/:serviceId', element: <ServiceDetailsPage /> },
          { path: 'my-orders', element: <MyOrdersPage /> },
          { path: 'affiliate', element: lazyPage(<AffiliatePage />) },
          { path: 'admin-test', element: <AdminTestPage /> },
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
          { path: '*', element: <Navigate to="/admin" replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
