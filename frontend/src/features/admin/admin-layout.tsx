import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { LogOut, Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { Logo } from '../../components/layout';
import { Badge, Spinner, useMediaQuery } from '../../components/ui';
import { displayName, selectCurrentUser } from '../../store/auth-slice';
import { useServerLogout } from '../../store/session-actions';
import { useGetMeQuery } from '../../api';
import { ADMIN_SECTIONS, activeSection, isSectionActive } from './admin-sections';
import { PaymentQueueBadge, usePaymentQueueCount } from './payment-queue-count';
import { useWaitingTicketsCount, WaitingTicketsBadge } from './tickets/waiting-count';
import { SecurityPage } from './security/security-page';

function SidebarNav({
  pathname,
  onNavigate,
  queueCount = null,
  ticketCount = null,
}: {
  pathname: string;
  onNavigate?: () => void;
  /** Orders in the "Payment reported" queue (shown beside Orders). */
  queueCount?: number | null;
  /** Tickets waiting for an answer (shown beside Tickets). */
  ticketCount?: number | null;
}) {
  return (
    <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {ADMIN_SECTIONS.map((section) => {
          const active = isSectionActive(section, pathname);
          const Icon = section.icon;
          return (
            <li key={section.to} className="relative">
              <Link
                to={section.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'focus-ring-inverse flex items-center gap-3 rounded-control px-3 py-2.5 text-sm font-medium transition-colors',
                  active
                    ? 'bg-brand-600 text-white shadow-card'
                    : 'text-brand-100 hover:bg-white/10 hover:text-white',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {section.label}
              </Link>
              {section.to === '/admin/orders' && (
                <PaymentQueueBadge count={queueCount} onNavigate={onNavigate} />
              )}
              {section.to === '/admin/tickets' && (
                <WaitingTicketsBadge count={ticketCount} onNavigate={onNavigate} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SidebarAccount({ onSignOut }: { onSignOut: () => void }) {
  const user = useAppSelector(selectCurrentUser);
  return (
    <div className="border-t border-white/10 p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-500 text-sm font-bold text-white uppercase"
        >
          {displayName(user).charAt(0) || '?'}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-white">{user?.username}</p>
          <p className="truncate text-xs text-brand-200">{user?.email}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={onSignOut}
        className="focus-ring-inverse mt-4 flex w-full items-center justify-center gap-2 rounded-control border border-white/20 px-3 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10"
      >
        <LogOut className="size-4" aria-hidden="true" />
        Sign out
      </button>
    </div>
  );
}

function SidebarBrand({ className }: { className?: string }) {
  return (
    <div className={clsx('flex h-16 shrink-0 items-center gap-2 border-b border-white/10 px-4', className)}>
      <Link
        to="/admin"
        className="focus-ring-inverse -m-1 rounded-control p-1"
        aria-label="Abay Cloud admin dashboard"
      >
        <Logo tone="inverse" className="whitespace-nowrap" />
      </Link>
      <Badge tone="brand">Admin</Badge>
    </div>
  );
}

export type AdminLayoutProps = {
  /** Open the phone drawer at first render (stories of the open drawer). */
  drawerDefaultOpen?: boolean;
};

/**
 * The console's shell (console spec 2.2): a navy sidebar (a slide-in drawer below 1024 px) with the
 * sections, the admin's name and e-mail and Sign out; a top bar with the section and a greeting.
 * No site header or footer.
 */
export function AdminLayout({ drawerDefaultOpen = false }: AdminLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  // Fresh from the server: whether the shop requires two-factor sign-in and whether it is on.
  const { data: me } = useGetMeQuery();
  const [drawerOpen, setDrawerOpen] = useState(drawerDefaultOpen);
  // ADMIN_REQUIRE_2FA and two-factor sign-in off: every console page would answer 403, so the
  // console shows the Security screen instead, saying why.
  const gated = me?.twoFactorRequired === true && !me.twoFactorEnabled;
  // The queue's count, once the console may be used (a gated console answers 403 to every list).
  const queueCount = usePaymentQueueCount(!me || gated);
  const ticketCount = useWaitingTicketsCount(!me || gated);
  const section = gated ? ADMIN_SECTIONS.find((s) => s.to === '/admin/security')! : activeSection(pathname);
  // The drawer is for narrow screens: widening the window past 1024 px closes it, so no hidden
  // modal keeps the page inert behind the desktop sidebar.
  const wide = useMediaQuery('(min-width: 1024px)', false);
  useEffect(() => {
    if (wide) setDrawerOpen(false);
  }, [wide]);

  const serverLogout = useServerLogout();
  const signOut = () => {
    setDrawerOpen(false);
    serverLogout(() => navigate('/'));
  };

  return (
    // The drawer's Root holds the top bar's menu button (its Trigger), so closing the drawer by
    // Escape, the X or the overlay returns focus to that button.
    <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      {/* The sidebar is fixed; its colour also runs down the page's left edge, however long. */}
      <div className="min-h-dvh bg-canvas lg:bg-[linear-gradient(to_right,var(--color-surface-inverse)_16rem,var(--color-canvas)_16rem)] lg:pl-64">
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col bg-surface-inverse lg:flex">
          <SidebarBrand />
          <SidebarNav pathname={pathname} queueCount={queueCount} ticketCount={ticketCount} />
          <SidebarAccount onSignOut={signOut} />
        </aside>

        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 data-[state=open]:animate-fade-in lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col bg-surface-inverse shadow-overlay transition-transform duration-200 ease-out focus:outline-none starting:-translate-x-full lg:hidden"
          >
            <Dialog.Title className="sr-only">Admin navigation</Dialog.Title>
            <div className="relative">
              <SidebarBrand className="pr-14" />
              <Dialog.Close
                aria-label="Close navigation"
                className="focus-ring-inverse absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-control text-brand-100 hover:bg-white/10 hover:text-white"
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <SidebarNav
              pathname={pathname}
              queueCount={queueCount}
              ticketCount={ticketCount}
              onNavigate={() => setDrawerOpen(false)}
            />
            <SidebarAccount onSignOut={signOut} />
          </Dialog.Content>
        </Dialog.Portal>

        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-line bg-surface/95 px-4 backdrop-blur sm:px-6 lg:px-8">
          <Dialog.Trigger
            aria-label="Open navigation"
            className="focus-ring -ml-2 inline-flex size-10 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink lg:hidden"
          >
            <Menu className="size-5" aria-hidden="true" />
          </Dialog.Trigger>
          <p className="min-w-0 truncate text-base font-semibold text-ink" data-testid="admin-section">
            {section.label}
          </p>
          <p className="ml-auto truncate text-sm text-ink-muted">
            Welcome, <span className="font-semibold text-ink">{displayName(user)}</span>
          </p>
        </header>

        <main id="main-content" className="px-4 py-8 sm:px-6 lg:px-8">
          <Suspense
            fallback={
              <div className="flex justify-center py-20">
                <Spinner size="lg" label="Loading…" />
              </div>
            }
          >
            {gated ? <SecurityPage gate /> : <Outlet />}
          </Suspense>
        </main>
      </div>
    </Dialog.Root>
  );
}
