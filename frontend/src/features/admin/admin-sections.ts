import type { LucideIcon } from 'lucide-react';
import {
  CreditCard,
  FileText,
  LifeBuoy,
  LayoutDashboard,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
  TicketPercent,
  Users,
} from 'lucide-react';

export type AdminSection = { to: string; label: string; icon: LucideIcon };

/** The console's sections, in sidebar order (console spec 2.2). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingCart },
  { to: '/admin/services', label: 'Services', icon: Server },
  { to: '/admin/payments', label: 'Payments', icon: CreditCard },
  { to: '/admin/tickets', label: 'Tickets', icon: LifeBuoy },
  { to: '/admin/invoices', label: 'Invoices', icon: FileText },
  { to: '/admin/discounts', label: 'Discounts', icon: TicketPercent },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/security', label: 'Security', icon: ShieldCheck },
];

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Dashboard is active only on an exact match; the others by path prefix. */
export function isSectionActive(section: AdminSection, pathname: string): boolean {
  const path = trimSlash(pathname);
  if (section.to === '/admin') return path === '/admin';
  return path === section.to || path.startsWith(`${section.to}/`);
}

/** The section the top bar names (Dashboard when none matches). */
export function activeSection(pathname: string): AdminSection {
  return ADMIN_SECTIONS.find((s) => isSectionActive(s, pathname)) ?? ADMIN_SECTIONS[0]!;
}
