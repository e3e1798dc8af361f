import { useAppSelector } from '../hooks';
import { selectIsAdmin, selectIsLoggedIn } from '../../features/auth/auth-slice';

/** A header item: a route, or the Game Servers entry that opens the Coming Soon dialog. */
export type NavItem = { label: string; to: string } | { label: string; comingSoon: true };

/** The header's items for the current visitor, in order; the desktop bar and the phone menu share them. */
export function useNavItems(): NavItem[] {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const items: NavItem[] = [
    { label: 'VPS Hosting', to: '/servers' },
    { label: 'Game Servers', comingSoon: true },
  ];
  if (isLoggedIn) {
    items.push(
      { label: 'My Services', to: '/my-services' },
      { label: 'My Orders', to: '/my-orders' },
      { label: 'Affiliate', to: '/affiliate' },
    );
  }
  if (isAdmin) items.push({ label: 'Admin', to: '/admin' });
  return items;
}
