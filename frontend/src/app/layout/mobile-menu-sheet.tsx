import type { RefObject } from 'react';
import { Logo } from '../../components/layout/logo';
import { Sheet, SheetContent } from '../../components/ui/sheet';
import { useT } from '../../i18n';
import { AccountActions } from './account-actions';
import { LanguageSwitch } from './language-switch';
import { NavLinkItem } from './nav-link-item';
import type { NavItem } from './nav-items';

export type MobileMenuSheetProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  /** The hamburger: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** Set when Game Servers was chosen: the coming-soon dialog opens once the sheet has closed. */
  comingSoonNext: RefObject<boolean>;
  onComingSoon: () => void;
};

/**
 * The phone menu's sheet, loaded the first time the menu opens (or is about to: hover, focus):
 * the dialog machinery (focus trap, scroll lock) is not part of the first screen's JavaScript.
 */
export function MobileMenuSheet({
  id,
  open,
  onOpenChange,
  items,
  trigger,
  comingSoonNext,
  onComingSoon,
}: MobileMenuSheetProps) {
  const t = useT();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        title={t('layout.header.menu')}
        hideTitle
        header={<Logo />}
        onCloseAutoFocus={(event) => {
          // The hamburger is not a Radix trigger (it is in the first bundle, the sheet is not).
          event.preventDefault();
          trigger.current?.focus();
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
