import type { Meta, StoryObj } from '@storybook/react';
import { SERVER_MESSAGES } from '@shop/domain';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { DEMO_SESSION, handlers } from '../../mocks';
import type { AppStore } from '../../store/store';
import { signedInAs } from '../../components/story-state';
import { Header } from './header';

const phone = { viewport: { value: 'mobile360', isRotated: false } };
const desktop = { viewport: { value: 'desktop1280', isRotated: false } };

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { route: '/' },
  globals: desktop,
  decorators: [(Story) => <div className="min-h-48 bg-canvas">{Story()}</div>],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

function where(canvasElement: HTMLElement) {
  return canvasElement.ownerDocument
    .querySelector('[data-story-location]')
    ?.getAttribute('data-story-location');
}

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    await expect(canvas.queryByRole('link', { name: 'My Services' })).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  parameters: { store: signedInAs({ username: 'abebe' }), route: '/my-services' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const name of ['VPS Hosting', 'My Services', 'My Orders', 'Affiliate']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'My Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('abebe')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const SignedInWithEmailOnly: Story = {
  parameters: { store: signedInAs({ username: '', email: 'selam@example.com' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('selam@example.com')).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: {
    store: signedInAs({ username: 'admin', email: 'admin@abay.cloud', isAdmin: true }),
    route: '/contact',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getByText('Admin', { selector: 'span' })).toBeVisible();
  },
};

export const LongUsername: Story = {
  parameters: { store: signedInAs({ username: 'tewodros.kassahun.gebremariam', isAdmin: true }) },
};

export const ActiveLink: Story = { parameters: { route: '/servers' } };

export const GameServersOpensComingSoon: Story = {
  parameters: { route: '/servers' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Game Servers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon!' });
    await expect(dialog).toHaveTextContent('Our game server offers are being prepared.');
    await expect(where(canvasElement)).toBe('/servers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(where(canvasElement)).toBe('/');
  },
};

export const ComingSoonOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Game Servers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon!' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Logout: Story = {
  parameters: { store: signedInAs(), route: '/my-orders' },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    // The server ends the session first, then the app signs out.
    await waitFor(() => expect((loaded.store as AppStore).getState().auth.isLoggedIn).toBe(false));
    await expect(where(canvasElement)).toBe('/');
    await expect(await canvas.findByRole('link', { name: 'Sign In' })).toBeVisible();
  },
};

/** Sign out everywhere (the icon in the bar): every session ends, then the sign-in page. */
export const SignOutEverywhere: Story = {
  // A session the mock API knows (the story's made-up token would be refused with 401).
  parameters: { store: { auth: DEMO_SESSION }, route: '/my-orders' },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect((loaded.store as AppStore).getState().auth.isLoggedIn).toBe(false));
    await waitFor(() => expect(where(canvasElement)).toBe('/signin'));
  },
};

export const SignOutEverywhereFailed: Story = {
  parameters: {
    store: signedInAs(),
    msw: {
      handlers: [
        http.post('/api/auth/logout-all', () =>
          HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: SERVER_MESSAGES.serviceUnavailable },
            { status: 503 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not sign you out everywhere just now. Please try again.',
    );
    await expect((loaded.store as AppStore).getState().auth.isLoggedIn).toBe(true);
  },
};

export const PhoneMenuSignOutEverywhereAmharic: Story = {
  globals: { ...phone, locale: 'am' },
  parameters: { store: signedInAs() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ምናሌውን ይክፈቱ' }));
    await expect(await screen.findByRole('button', { name: 'ከሁሉም ቦታ ይውጡ' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const burger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const PhoneMenuOpen: Story = {
  globals: phone,
  parameters: { store: signedInAs() },
  play: async ({ canvas, userEvent }) => {
    const burger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(burger).toHaveAttribute('aria-controls', menu.id);
    for (const name of ['VPS Hosting', 'My Services', 'My Orders', 'Affiliate']) {
      await expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(menu).getByRole('button', { name: 'Game Servers' })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const PhoneMenuSignedOut: Story = {
  globals: phone,
  args: { menuDefaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Get Started' })).toBeVisible();
  },
};

export const PhoneMenuClosesOnEscape: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const burger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(burger).toHaveFocus();
  },
};

export const PhoneMenuGameServers: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Game Servers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon!' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Go Home' })).toBeVisible());
  },
};

export const SwitchToAmharic: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'አማርኛ' }));
    await expect(await canvas.findByRole('link', { name: 'ይግቡ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'አማርኛ' })).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement.lang).toBe('am');
    await expect(localStorage.getItem('storefront.locale')).toBe('am');
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  parameters: { store: signedInAs({ username: 'abebe' }), route: '/my-services' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'ዋና ማውጫ' });
    for (const name of ['VPS ሆስቲንግ', 'አገልግሎቶቼ', 'ትዕዛዞቼ', 'አጋርነት']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('button', { name: 'የጌም ሰርቨሮች' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ይውጡ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'አማርኛ' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AmharicSignedOut: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ይግቡ' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: 'ይጀምሩ' })).toHaveAttribute('href', '/signup');
  },
};

export const AmharicPhoneMenuOpen: Story = {
  globals: { ...phone, locale: 'am' },
  parameters: { store: signedInAs() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ምናሌውን ይክፈቱ' }));
    const menu = await screen.findByRole('dialog', { name: 'ምናሌ' });
    for (const name of ['VPS ሆስቲንግ', 'አገልግሎቶቼ', 'ትዕዛዞቼ', 'አጋርነት']) {
      await expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(menu).getByRole('button', { name: 'የጌም ሰርቨሮች' })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'አማርኛ' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(menu).getByRole('button', { name: 'ይውጡ' })).toBeVisible();
    // Nothing spills out of the 360 px sheet.
    await waitFor(() => expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth));
  },
};

export const AmharicPhoneMenuSignedOut: Story = {
  globals: { ...phone, locale: 'am' },
  args: { menuDefaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'ምናሌ' });
    await expect(within(menu).getByRole('link', { name: 'ይግቡ' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'ይጀምሩ' })).toBeVisible();
  },
};
