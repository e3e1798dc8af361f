import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../ui/button';
import { ComingSoonDialog } from './coming-soon-dialog';

const meta = {
  title: 'Layout/ComingSoonDialog',
  component: ComingSoonDialog,
  args: { open: true, onOpenChange: fn() },
  parameters: { route: '/games' },
  decorators: [(Story) => <div className="min-h-[32rem] bg-canvas p-6">{Story()}</div>],
} satisfies Meta<typeof ComingSoonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon!' });
    await expect(dialog).toHaveAccessibleDescription(
      'Our game server offers are being prepared. Check back soon!',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Home' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

function FromAGameCard() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Minecraft · From 300.00 ETB/month</Button>
      <ComingSoonDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

export const OpenedByTheGamesPage: Story = {
  render: () => <FromAGameCard />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Minecraft/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon!' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Amharic: Story = {
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'በቅርቡ ይመጣል!' });
    await expect(dialog).toHaveAccessibleDescription('የጌም ሰርቨር አቅርቦቶቻችን በመዘጋጀት ላይ ናቸው። በቅርቡ ተመልሰው ይጎብኙን!');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ወደ መነሻ ገጽ' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'ይዝጉ' })).toBeInTheDocument();
  },
};
