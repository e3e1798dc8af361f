import type { Meta, StoryObj } from '@storybook/react';
import {
  AFFILIATE_CODE_CHARSET_MESSAGE,
  AFFILIATE_CODE_LENGTH_MESSAGE,
  AFFILIATE_TOGGLE_FAILED,
  SERVER_MESSAGES,
} from '@shop/domain';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DEMO_SESSION } from '../../mocks/fixtures';
import { createFails, SELAM_SESSION, toggleFails } from './affiliate-fixtures';
import { AffiliatePage } from './affiliate-page';
import { COPY_CONFIRMATION_MS } from './code-card';

/**
 * My Codes against the shared mock backend: the demo customer holds no code (the form, creating one),
 * Selam holds SELAM10 (copy, toggle). The backend starts from its fixtures for every story.
 */
const meta = {
  title: 'Affiliate/My Codes',
  component: AffiliatePage,
  parameters: { route: '/affiliate?tab=codes', store: { auth: SELAM_SESSION } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
  beforeEach: () => {
    // The story's own clipboard, so copying never depends on browser permissions.
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: fn(async (_text: string) => {}) },
      configurable: true,
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof AffiliatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };
const asDemo = { store: { auth: DEMO_SESSION } };

export const WithCode: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'SELAM10' }));
    await expect(card.getByRole('button', { name: 'Copy code SELAM10' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Deactivate SELAM10' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Stats SELAM10' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create Code' })).not.toBeInTheDocument();
  },
};

export const NoCode: Story = {
  parameters: asDemo,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Create Code' })).toBeVisible();
  },
};

export const FormOpen: Story = {
  parameters: asDemo,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Code' }));
    await expect(canvas.getByRole('textbox', { name: 'Affiliate code' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Create Code' })).toBeDisabled();
  },
};

export const ValidationError: Story = {
  parameters: asDemo,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Code' }));
    const field = canvas.getByRole('textbox', { name: 'Affiliate code' });
    await userEvent.type(field, 'ab');
    await expect(canvas.getByText(AFFILIATE_CODE_LENGTH_MESSAGE)).toBeVisible();
    await userEvent.type(field, ' shop');
    await expect(field).toHaveValue('AB SHOP');
    await expect(canvas.getByText(AFFILIATE_CODE_CHARSET_MESSAGE)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CreateError: Story = {
  parameters: asDemo,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Code' }));
    // Selam's code in the mock backend: the server refuses it.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Affiliate code' }), 'selam10');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.affiliateCodeTaken);
  },
};

export const CreateErrorWithoutMessage: Story = {
  parameters: { ...asDemo, msw: { handlers: createFails(null, 500) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Affiliate code' }), 'abebe2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create affiliate code');
  },
};

export const Created: Story = {
  parameters: asDemo,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Affiliate code' }), 'abebe2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(SERVER_MESSAGES.affiliateCodeCreated);
    await expect(await canvas.findByRole('article', { name: 'ABEBE2025' })).toBeVisible();
  },
};

export const CopyConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy code SELAM10' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('SELAM10');
    await expect(canvas.getByText('Code copied to clipboard!')).toBeVisible();
  },
};

export const CopyConfirmationEnds: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy code SELAM10' }));
    await expect(canvas.getByText('Code copied to clipboard!')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Code copied to clipboard!')).not.toBeInTheDocument(), {
      timeout: COPY_CONFIRMATION_MS + 2000,
    });
  },
};

export const ToggledInactive: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate SELAM10' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      SERVER_MESSAGES.affiliateCodeDeactivated,
    );
    const card = within(canvas.getByRole('article', { name: 'SELAM10' }));
    await expect(await card.findByText('Inactive')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Activate SELAM10' })).toBeVisible();
  },
};

export const ToggleError: Story = {
  parameters: { msw: { handlers: toggleFails(null) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate SELAM10' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(AFFILIATE_TOGGLE_FAILED);
  },
};

export const Phone: Story = { ...WithCode, globals: phone };

export const PhoneFormOpen: Story = { ...ValidationError, globals: phone };

export const AmharicFormOpen: Story = {
  parameters: asDemo,
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ኮድ ይፍጠሩ' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'የአጋርነት ኮድ' }), 'ab');
    await expect(canvas.getByText('ኮዱ ከ3 እስከ 20 ቁምፊዎች መሆን አለበት')).toBeVisible();
  },
};
