import { clsx } from 'clsx';
import { Bell, LogOut, MonitorX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { displayName, selectCurrentUser, selectIsAdmin, selectIsLoggedIn } from '../../store/auth-slice';
import { Button } from '../../components/ui/button';
import { useLogout, useLogoutEverywhere } from './use-logout';
import { UserChip } from './user-chip';

export type AccountActionsProps = {
  /** 'bar' in the desktop header; 'menu' stacks full-width buttons in the phone sheet. */
  look: 'bar' | 'menu';
  onSelect?: () => void;
};

/**
 * Signed out: Sign In and Get Started. Signed in: who is signed in, Notifications (where the
 * account's messages go), Logout, and Sign out everywhere (the customer's way to end every session
 * of the account); Notifications and Sign out everywhere are icons in the bar, buttons in the menu.
 * The SSH keys (issue 39) are reached from the key picker of checkout and Reinstall until the
 * account page (issue 41) holds them: with Support in the bar, 1280 px and the first screen's
 * JavaScript budget have no room for one more entry here.
 */
export function AccountActions({ look, onSelect }: AccountActionsProps) {
  const t = useT();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useLogout();
  const everywhere = useLogoutEverywhere();
  const menu = look === 'menu';

  if (!isLoggedIn) {
    return (
      <div data-signed-out-actions className={clsx('flex gap-2', menu ? 'flex-col' : 'items-center')}>
        <Button asChild variant={menu ? 'outline' : 'ghost'} size={menu ? 'lg' : 'md'} fullWidth={menu}>
          <Link to="/signin" onClick={onSelect}>
            {t('layout.account.signIn')}
          </Link>
        </Button>
        <Button asChild size={menu ? 'lg' : 'md'} fullWidth={menu}>
          <Link to="/signup" onClick={onSelect}>
            {t('layout.account.getStarted')}
          </Link>
        </Button>
      </div>
    );
  }

  const name = displayName(user);
  return (
    <div className={clsx('flex gap-3', menu ? 'flex-col' : 'items-center')}>
      <UserChip
        name={name}
        detail={menu && user?.username ? user.email : undefined}
        isAdmin={isAdmin}
        className={menu ? '' : 'max-w-28 2xl:max-w-56'}
      />
      <Button asChild variant={menu ? 'outline' : 'ghost'} size={menu ? 'lg' : 'sm'} fullWidth={menu}>
        <Link
          to="/account/notifications"
          onClick={onSelect}
          aria-label={menu ? undefined : t('layout.account.notifications')}
          title={menu ? undefined : t('layout.account.notifications')}
        >
          <Bell className="size-4" aria-hidden="true" />
          {menu && t('layout.account.notifications')}
        </Link>
      </Button>
      <Button
        variant="outline"
        size={menu ? 'lg' : 'sm'}
        fullWidth={menu}
        onClick={() => {
          onSelect?.();
          logout();
        }}
      >
        <LogOut className="size-4" aria-hidden="true" />
        {t('layout.account.logout')}
      </Button>
      <Button
        variant="ghost"
        size={menu ? 'lg' : 'sm'}
        fullWidth={menu}
        loading={everywhere.isLoading}
        aria-label={menu ? undefined : t('layout.account.signOutEverywhere')}
        title={t('layout.account.signOutEverywhereHint')}
        onClick={() => {
          void everywhere.run().then(() => onSelect?.());
        }}
      >
        <MonitorX className="size-4" aria-hidden="true" />
        {menu && t('layout.account.signOutEverywhere')}
      </Button>
      {everywhere.error && (
        <p role="alert" className={clsx('text-xs text-danger-700', menu ? '' : 'max-w-40')}>
          {t('layout.account.signOutEverywhereFailed')}
        </p>
      )}
    </div>
  );
}
