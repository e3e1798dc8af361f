import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import type { AppStore } from '../../store/store';
import { vatOn } from '../../components/story-state';
import { setMockSettings } from '../../mocks';
import { Footer } from './footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VatOff: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'VAT' })).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText('OFF')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/tos');
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Abay Cloud`)).toBeVisible();
  },
};

export const VatOn: Story = {
  parameters: { store: vatOn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'VAT' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('ON')).toBeVisible();
  },
};

export const TogglesVat: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const toggle = canvas.getByRole('switch', { name: 'VAT' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('ON')).toBeVisible();
    await expect((loaded.store as AppStore).getState().vat.enabled).toBe(true);
    await expect(localStorage.getItem('storefront.vat')).toBe('true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'የአገልግሎት ውል' })).toHaveAttribute('href', '/tos');
    await expect(canvas.getByRole('link', { name: 'ያግኙን' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'የግላዊነት ፖሊሲ' })).toHaveAttribute('href', '/privacy');
    const toggle = canvas.getByRole('switch', { name: 'ተ.እ.ታ' });
    await expect(canvas.getByText('የካታሎግ ዋጋዎች ያለ ተ.እ.ታ ናቸው፤ የክፍያ ድምሮቹ 15% ተ.እ.ታን ያካትታሉ።')).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByText('በርቷል')).toBeVisible();
    await expect(canvas.getByText('የካታሎግ ዋጋዎች ልክ እንደ ክፍያ ድምሮቹ 15% ተ.እ.ታን ያካትታሉ።')).toBeVisible();
  },
};

export const AmharicPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false }, locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('በአዲስ አበባ፣ ኢትዮጵያ በጥንቃቄ የተሰራ።')).toBeVisible();
  },
};

/** A VAT-registered seller (SELLER_*): its legal name, TIN and VAT registration number are shown. */
export const SellerRegistered: Story = {
  beforeEach: () => {
    setMockSettings({
      seller: {
        legalName: 'Abay Cloud Technologies PLC',
        address: 'Bole, Addis Ababa',
        tin: '0012345678',
        vatNumber: 'VAT-77120',
      },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Abay Cloud Technologies PLC')).toBeVisible();
    await expect(canvas.getByText(/TIN 0012345678/)).toBeVisible();
    await expect(canvas.getByText(/VAT registration number VAT-77120/)).toBeVisible();
  },
};

/** Without seller settings the footer names no registration. */
export const SellerNotRegistered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.queryByText(/VAT registration number/)).toBeNull();
  },
};
