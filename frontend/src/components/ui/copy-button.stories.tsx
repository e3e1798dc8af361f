import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, waitFor } from 'storybook/test';
import { CopyButton } from './copy-button';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { value: '1000123456789', srContext: 'account number', onCopied: fn() },
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
  beforeEach: () => {
    // The story's own clipboard, so the test never depends on browser permissions.
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const writeText = fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesAndConfirms: Story = {
  args: { duration: 600 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy account number' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('1000123456789');
    await expect(args.onCopied).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy account number' })).toBeVisible(), {
      timeout: 2000,
    });
  },
};

export const IconOnly: Story = { args: { iconOnly: true } };

export const InAccountRow: Story = {
  render: (args) => (
    <div className="flex max-w-sm items-center justify-between gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <div>
        <p className="text-xs font-medium text-ink-subtle">Account number</p>
        <p className="font-mono text-base font-semibold text-ink">1000123456789</p>
      </div>
      <CopyButton {...args} />
    </div>
  ),
};
