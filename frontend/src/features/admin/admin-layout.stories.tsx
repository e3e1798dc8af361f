import type { Meta, StoryObj } from '@storybook/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PageHeader } from '../../components/ui';
import { ADMIN_SESSION } from '../../mocks/fixtures';
import { AdminLayout } from './admin-layout';
import { activeSection } from './admin-sections';

/** Stands in for the routed section page. */
function SectionPage() {
  return <PageHeader title={activeSection(useLocation().pathname).label} />;
}

const meta = {
  title: 'Admin/Shell',
  component: AdminLayout,
  parameters: { store: { auth: ADMIN_SESSION }, route: '/admin/orders' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  render: (args) => (
    <Routes>
      <Route element={<AdminLayout {...args} />}>
        <Route path="*" element={<SectionPage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getAllByRole('navigation', { name: 'Admin' })[0]!;
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByTestId('admin-section')).toHaveTextContent('Orders');
    await expect(canvas.getByText(/Welcome,/)).toHaveTextContent('Welcome, admin');
  },
};

export const Dashboard: Story = {
  parameters: { route: '/admin' },
};

export const PhoneDrawerOpen: Story = {
  args: { drawerDefaultOpen: true },
  parameters: { route: '/admin/discounts' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Admin navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Discounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(drawer).getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { route: '/admin/users' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(canvas.getByTestId('admin-section')).toHaveTextContent('Users');
  },
};

/** Keyboard: the menu button opens the drawer, Escape closes it and focus is back on the button. */
export const PhoneDrawerKeyboard: Story = {
  parameters: { route: '/admin/settings' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Admin navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveFocus();
  },
};
