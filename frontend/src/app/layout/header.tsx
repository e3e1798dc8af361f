import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/layout/logo';
import { Container } from '../../components/ui/container';
import { useT } from '../../i18n';
import { useHasBeenTrue } from '../../lib/use-has-been-true';
import { AccountActions } from './account-actions';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavLinkItem } from './nav-link-item';
import { useNavItems } from './nav-items';

// Loaded the first time Game Servers is chosen: the dialog is not part of the first screen's JavaScript.
const ComingSoonDialog = lazy(() =>
  import('../../components/layout/coming-soon-dialog').then((m) => ({ default: m.ComingSoonDialog })),
);

export type HeaderProps = {
  /** Open the phone menu at first render (stories of the open menu). */
  menuDefaultOpen?: boolean;
};

/** The site header: logo, navigation, account actions; a slide-in menu below 1024 px. */
export function Header({ menuDefaultOpen = false }: HeaderProps) {
  const t = useT();
  const items = useNavItems();
  const [comingSoon, setComingSoon] = useState(false);
  const comingSoonWanted = useHasBeenTrue(comingSoon);
  const openComingSoon = () => setComingSoon(true);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <Container className="flex h-16 items-center gap-6">
        <Link to="/" className="focus-ring -m-1 rounded-control p-1" aria-label={t('layout.header.home')}>
          <Logo />
        </Link>
        <nav aria-label={t('layout.header.mainNav')} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} look="bar" onComingSoon={openComingSoon} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-3 lg:flex">
          <LanguageSwitch look="bar" />
          <AccountActions look="bar" />
        </div>
        <div className="ml-auto lg:hidden">
          <MobileMenu items={items} onComingSoon={openComingSoon} defaultOpen={menuDefaultOpen} />
        </div>
      </Container>
      {comingSoonWanted && (
        <Suspense fallback={null}>
          <ComingSoonDialog open={comingSoon} onOpenChange={setComingSoon} />
        </Suspense>
      )}
    </header>
  );
}
