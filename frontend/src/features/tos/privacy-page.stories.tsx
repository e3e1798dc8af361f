import type { Meta, StoryObj } from '@storybook/react';
import { SUPPORT_CONTACT } from '@shop/domain/contact';
import { expect, waitFor, within } from 'storybook/test';
import { PrivacyPage } from './privacy-page';

const meta = {
  title: 'Storefront/Privacy Policy',
  component: PrivacyPage,
  parameters: { route: '/privacy' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Policy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Privacy Policy sections' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(9);
    await expect(canvas.getByRole('heading', { level: 2, name: /Your Rights$/ })).toBeVisible();
    await expect(canvas.getAllByText(/1321\/2024/).length).toBeGreaterThan(0);
    // Where to ask: the support address the server names.
    await expect(
      canvas.getAllByText(new RegExp(SUPPORT_CONTACT.email.replace('.', '\\.'))).length,
    ).toBeGreaterThan(1);
  },
};

export const ASection: Story = {
  name: 'A section from the address (#your-rights)',
  parameters: { route: '/privacy#your-rights' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: /Your Rights$/ });
    await waitFor(() => expect(heading).toHaveFocus());
    const nav = canvas.getByRole('navigation', { name: 'Privacy Policy sections' });
    await expect(within(nav).getByRole('link', { name: /Your Rights/ })).toHaveAttribute(
      'aria-current',
      'location',
    );
  },
};

export const Phone: Story = {
  name: 'Phone 360',
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'የግላዊነት ፖሊሲ' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /መብቶችዎ$/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'የግላዊነት ፖሊሲ ክፍሎች' })).toBeVisible();
  },
};

export const AmharicPhone: Story = {
  name: 'Amharic, phone 360',
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'የግላዊነት ፖሊሲ' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
