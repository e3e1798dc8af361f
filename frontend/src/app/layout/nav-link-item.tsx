import { clsx } from 'clsx';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav-items';

export type NavLinkItemProps = {
  item: NavItem;
  onComingSoon: () => void;
  /** Called after any item is chosen (the phone menu closes itself). */
  onSelect?: () => void;
  /** 'bar' for the desktop header, 'menu' for the phone sheet (large touch targets). */
  look: 'bar' | 'menu';
};

const looks = {
  // One line each: Amharic labels are longer, and a wrapped item crowds the bar at 1024 px.
  bar: 'h-9 whitespace-nowrap px-2.5 text-sm xl:px-3',
  menu: 'h-12 w-full px-4 text-base',
};

const base =
  'focus-ring inline-flex items-center rounded-control font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink';
const active = 'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

/** One header entry: a NavLink (aria-current when active) or the Game Servers button. */
export function NavLinkItem({ item, onComingSoon, onSelect, look }: NavLinkItemProps) {
  if ('comingSoon' in item) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        className={clsx(base, looks[look], 'text-left')}
        onClick={() => {
          onSelect?.();
          onComingSoon();
        }}
      >
        {item.label}
      </button>
    );
  }
  return (
    <NavLink to={item.to} className={clsx(base, active, looks[look])} onClick={onSelect}>
      {item.label}
    </NavLink>
  );
}
