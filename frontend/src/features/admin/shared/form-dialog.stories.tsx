import type { Meta, StoryObj } from '@storybook/react';
import { Mail } from 'lucide-react';
import { expect, fn, screen } from 'storybook/test';
import { DialogIcon, TextField } from '../../../components/ui';
import { FormDialog } from './form-dialog';

/** Called by the story's form when it is sent. */
const submitted = fn();

const meta = {
  title: 'Admin/Shared/Form Dialog',
  component: FormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Send Order Details Email',
    description: 'The details of order 3f2a9c1e go to abebe@example.com.',
    icon: (
      <DialogIcon>
        <Mail />
      </DialogIcon>
    ),
    submitLabel: 'Send Email',
    children: (formId: string) => (
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <TextField label="Note" />
      </form>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    submitted.mockClear();
    const dialog = await screen.findByRole('dialog', { name: 'Send Order Details Email' });
    await expect(dialog).toHaveAccessibleDescription(
      'The details of order 3f2a9c1e go to abebe@example.com.',
    );
    // The footer's button sends the form in the body.
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await expect(submitted).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Send Order Details Email' });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
