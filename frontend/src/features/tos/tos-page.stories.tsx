import type { Meta, StoryObj } from '@storybook/react';
import { AFFILIATE_KICKBACK_CAP_SANTIM, santimToEtb } from '@shop/domain';
import { expect, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../i18n';
import { setMockSettings } from '../../mocks';
import { TosPage } from './tos-page';

const meta = {
  title: 'Storefront/Terms of Service',
  component: TosPage,
  parameters: { route: '/tos' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof TosPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const where = ({ canvasElement }: Context) =>
  canvasElement.ownerDocument.querySelector('[data-story-location]')?.getAttribute('data-story-location');

/** The section whose heading reads `title` (after its number). */
const sectionOf = ({ canvas }: Context, title: string) =>
  canvas.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\.\\s*${title}$`) }).closest('section')!;

/** The section's top sits just below the site header's height (its scroll margin), i.e. it was scrolled to. */
async function expectScrolledTo(section: HTMLElement) {
  await waitFor(() => expect(Math.abs(section.getBoundingClientRect().top - 96)).toBeLessThan(4));
}

export const General: Story = {
  name: 'General TOS',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'General TOS' })).toHaveAttribute('aria-selected', 'true');
    const nav = canvas.getByRole('navigation', { name: 'General TOS sections' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: 'Read the Affiliate TOS' })).toBeVisible();
  },
};

export const Affiliate: Story = {
  name: 'Affiliate TOS',
  parameters: { route: '/tos?tab=affiliate' },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('tab', { name: 'Affiliate TOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      within(canvas.getByRole('navigation', { name: 'Affiliate TOS sections' })).getAllByRole('link'),
    ).toHaveLength(9);
    await expect(sectionOf(context, 'Commission and Discount Codes')).toHaveTextContent(
      formatMoney(santimToEtb(AFFILIATE_KICKBACK_CAP_SANTIM), 'en'),
    );
    await expect(within(sectionOf(context, 'Ineligible Services')).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const SwitchingTabs: Story = {
  name: 'Switching tabs (click and keyboard)',
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('tab', { name: 'Affiliate TOS' }));
    await waitFor(() => expect(where(context)).toBe('/tos?tab=affiliate'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'General TOS' })).toHaveFocus();
    await waitFor(() => expect(where(context)).toBe('/tos?tab=general'));
  },
};

export const ScrolledToSection: Story = {
  name: 'Opened at a section (/tos#billing-and-payment)',
  parameters: { route: '/tos#billing-and-payment' },
  play: async (context) => {
    const section = sectionOf(context, 'Billing and Payment');
    await waitFor(() => expect(within(section).getByRole('heading')).toHaveFocus());
    await expectScrolledTo(section);
  },
};

export const ChoosingASection: Story = {
  name: 'Choosing a section in the list',
  parameters: { route: '/tos?tab=affiliate' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const nav = canvas.getByRole('navigation', { name: 'Affiliate TOS sections' });
    await userEvent.click(within(nav).getByRole('link', { name: /Payment/ }));
    const payment = sectionOf(context, 'Payment');
    await waitFor(() => expect(within(payment).getByRole('heading')).toHaveFocus());
    await expectScrolledTo(payment);
    // The list stays in view beside the text.
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

export const Phone: Story = {
  name: 'Phone 360',
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'General TOS sections' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const PhoneAffiliate: Story = {
  name: 'Phone 360, Affiliate TOS',
  parameters: { route: '/tos?tab=affiliate' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  parameters: { route: '/tos?tab=affiliate' },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { level: 1, name: 'የአገልግሎት ውል' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'የአጋርነት ውል' })).toHaveAttribute('aria-selected', 'true');
    await expect(sectionOf(context, 'ኮሚሽን እና የቅናሽ ኮዶች')).toHaveTextContent('ብር 3,000.00');
  },
};

export const AmharicPhone: Story = {
  name: 'Amharic, phone 360',
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A VAT-registered seller: the terms name it with its TIN and VAT registration number. */
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
    await expect(canvas.getByText(/VAT registration number VAT-77120/)).toBeVisible();
  },
};
