import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn } from 'storybook/test';
import { gameByName } from '../../mocks';
import { GameCard } from './game-card';

const meta = {
  title: 'Storefront/Game servers/GameCard',
  component: GameCard,
  args: { game: gameByName('Minecraft').game, onOpen: fn() },
  decorators: [(Story) => <div className="max-w-xs bg-canvas p-8">{Story()}</div>],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemoryGame: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByText('Memory')).toBeVisible();
    await expect(canvas.getByText('2.0 GB – 16.0 GB')).toBeVisible();
    // A click anywhere on the card opens it, not only on the name: the button covers the art too.
    const art = canvas.getByRole('img', { name: 'Minecraft artwork' }).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(art.x + art.width / 2, art.y + art.height / 2);
    await expect(hit).toBe(canvas.getByRole('button', { name: 'Minecraft' }));
    await userEvent.click(hit!);
    await expect(args.onOpen).toHaveBeenCalledWith(args.game);
  },
};

export const SlotGame: Story = {
  args: { game: gameByName('Rust').game },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Slot')).toBeVisible();
    await expect(canvas.getByText('50 – 200 slots')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rust' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const UnknownGame: Story = {
  name: 'Unknown game (generic art)',
  args: { game: { ...gameByName('Rust').game, displayname: 'Halo Infinite' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Halo Infinite artwork' })).toHaveAttribute(
      'src',
      expect.stringContaining('generic'),
    );
  },
};

export const NoPrice: Story = {
  args: { game: { ...gameByName('Eco').game, minprice: null, fromPrice: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};
