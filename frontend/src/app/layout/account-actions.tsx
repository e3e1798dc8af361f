import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { useAppSelector } from '../hooks';
import {
  displayName,
  selectCurrentUser,
  selectIsAdmin,
  selectIsLoggedIn,
} from '../../features/auth/auth-slice';
import { Button } from '../../components/ui/button';
import { useLogout } from './use-logout';
import { UserChip } from './user-chip';

export type AccountActionsProps = {
  /** 'bar' in the desktop header; 'menu' stacks full-width buttons in the phone sheet. */
  look: 'bar' | 'menu';
  onSelect?: () => void;
};

/** Signed out: Sign In and Get Started. Signed in: who is signed in, and Logout. */
export function AccountActions({ look, onSelect }: AccountActionsProps) {
  const t = useT();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useLogout();
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
        className={menu ? '' : 'max-w-32 xl:max-w-56'}
      />
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
    </div>
  );
}
