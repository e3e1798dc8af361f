import type { Meta, StoryObj } from '@storybook/react';
import { Eye, EyeOff, Search } from 'lucide-react';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { StoryFrame } from './story-frame';
import { TextAreaField, TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  decorators: [(Story) => <StoryFrame className="max-w-md">{Story()}</StoryFrame>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    placeholder: '0911 234 567',
    hint: 'Ethio telecom or Safaricom, e.g. +2519xxxxxxxx',
  },
};

export const WithError: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    defaultValue: '12345',
    error: 'Phone must be in format: +2519xxxxxxxx, +2517xxxxxxxx, 09xxxxxxxx, or 07xxxxxxxx',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Phone');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Phone must be in format/);
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'abebe@example.com' } };

function PasswordField() {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label="Password"
      type={shown ? 'text' : 'password'}
      defaultValue="correct horse"
      autoComplete="current-password"
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          className="focus-ring inline-flex size-9 items-center justify-center rounded-control text-ink-subtle hover:text-ink"
        >
          {shown ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}

export const PasswordWithShowHide: Story = {
  render: () => <PasswordField />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const SearchWithIcon: Story = {
  args: {
    label: 'Search servers',
    hideLabel: true,
    type: 'search',
    placeholder: 'Search for a game...',
    leading: <Search />,
  },
};

export const TextArea: Story = {
  render: () => (
    <TextAreaField label="Message" placeholder="How can we help?" hint="We reply within 24 hours." required />
  ),
};
