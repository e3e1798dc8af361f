import { Menu } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { useHasBeenTrue } from '../../lib/use-has-been-true';
import type { NavItem } from './nav-items';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

export type MobileMenuProps = {
  items: NavItem[];
  onComingSoon: () => void;
  /** Start open (stories). */
  defaultOpen?: boolean;
};

/** The phone menu: a hamburger (aria-expanded, aria-controls) opening a sheet with the header's items. */
export function MobileMenu({ items, onComingSoon, defaultOpen = false }: MobileMenuProps) {
  const t = useT();
  const sheetId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  const sheetWanted = useHasBeenTrue(open);
  // Game Servers closes the sheet first and opens the dialog once focus is back on the hamburger,
  // so the two focus traps never overlap and closing the dialog returns focus to the hamburger.
  const comingSoonNext = useRef(false);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('layout.header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={sheetId}
        onClick={() => setOpen(true)}
        // The sheet's code is fetched as the pointer or focus comes near, usually before the tap.
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        className="focus-ring inline-flex size-10 items-center justify-center rounded-control text-ink hover:bg-surface-muted"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {sheetWanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            id={sheetId}
            open={open}
            onOpenChange={setOpen}
            items={items}
            trigger={trigger}
            comingSoonNext={comingSoonNext}
            onComingSoon={onComingSoon}
          />
        </Suspense>
      )}
    </>
  );
}
