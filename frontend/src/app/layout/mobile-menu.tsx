import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { Logo } from '../../components/layout';
import { Sheet, SheetContent } from '../../components/ui/sheet';
import { DialogTrigger } from '../../components/ui/dialog';
import { useT } from '../../i18n';
import { AccountActions } from './account-actions';
import { LanguageSwitch } from './language-switch';
import { NavLinkItem } from './nav-link-item';
import type { NavItem } from './nav-items';

export type MobileMenuProps = {
  items: NavItem[];
  onComingSoon: () => void;
  /** Start open (stories). */
  defaultOpen?: boolean;
};

/** The phone menu: a hamburger (aria-expanded, aria-controls) opening a sheet with the header's items. */
export function MobileMenu({ items, onComingSoon, defaultOpen = false }: MobileMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  // Game Servers closes the sheet first and opens the dialog once focus is back on the hamburger,
  // so the two focus traps never overlap and closing the dialog returns focus to the hamburger.
  const comingSoonNext = useRef(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label={t('layout.header.openMenu')}
        className="focus-ring inline-flex size-10 items-center justify-center rounded-control text-ink hover:bg-surface-muted"
      >
        <Menu className="size-6" aria-hidden="true" />
      </DialogTrigger>
      <SheetContent
        title={t('layout.header.menu')}
        hideTitle
        header={<Logo />}
        onCloseAutoFocus={() => {
          if (!comingSoonNext.current) return;
          comingSoonNext.current = false;
          onComingSoon();
        }}
      >
        <nav aria-label={t('layout.header.mainNav')} className="px-3 py-3">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.label}>
                <NavLinkItem
                  item={item}
                  look="menu"
                  onSelect={close}
                  onComingSoon={() => (comingSoonNext.current = true)}
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-4 flex flex-col gap-4 border-t border-line pt-5 pb-6">
          <LanguageSwitch look="menu" />
          <AccountActions look="menu" onSelect={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
