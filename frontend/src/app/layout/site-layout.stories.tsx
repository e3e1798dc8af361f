import type { Meta, StoryObj } from '@storybook/react';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { signedInAs } from '../../components/story-state';
import { SiteLayout } from './site-layout';

function DemoPage() {
  return (
    <Container className="py-12">
      <PageHeader
        title="VPS Hosting"
        subtitle="The page a route renders appears here, between header and footer."
      />
      <div className="mt-8 h-64 rounded-card border border-dashed border-line bg-surface" />
    </Container>
  );
}

const meta = {
  title: 'Layout/SiteLayout',
  component: SiteLayout,
  parameters: { route: '/servers' },
  render: () => (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<DemoPage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1, name: 'VPS Hosting' })).toBeVisible();
  },
};

export const SignedInPhone: Story = {
  parameters: { store: signedInAs() },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

export const AmharicPhone: Story = {
  parameters: { store: signedInAs() },
  globals: { viewport: { value: 'mobile360', isRotated: false }, locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ምናሌውን ይክፈቱ' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'ተ.እ.ታ' })).toBeVisible();
  },
};
