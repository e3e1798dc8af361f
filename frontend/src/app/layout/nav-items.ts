import { useT } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { selectIsAdmin, selectIsLoggedIn } from '../../store/auth-slice';

/** A header item: a route, or the Game Servers entry that opens the Coming Soon dialog. */
export type NavItem = { label: string; to: string } | { label: string; comingSoon: true };

/** The header's items for the current visitor, in order, in the current language; the desktop bar and the phone menu share them. */
export function useNavItems(): NavItem[] {
  const t = useT();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const items: NavItem[] = [
    { label: t('layout.nav.vpsHosting'), to: '/servers' },
    { label: t('layout.nav.gameServers'), comingSoon: true },
  ];
  if (isLoggedIn) {
    items.push(
      { label: t('layout.nav.myServices'), to: '/my-services' },
      { label: t('layout.nav.myOrders'), to: '/my-orders' },
      { label: t('layout.nav.support'), to: '/support' },
      { label: t('layout.nav.affiliate'), to: '/affiliate' },
    );
  }
  if (isAdmin) items.push({ label: t('layout.nav.admin'), to: '/admin' });
  return items;
}
