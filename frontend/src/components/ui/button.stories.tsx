import type { Meta, StoryObj } from '@storybook/react';
import { ArrowRight, Server, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { expect, fn } from 'storybook/test';
import { Button } from './button';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Deploy Server Now', onClick: fn() },
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deploy Server Now' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">
        Large <ArrowRight className="size-5" aria-hidden="true" />
      </Button>
      <Button size="icon" variant="outline" aria-label="Servers">
        <Server className="size-5" aria-hidden="true" />
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Proceed to Payment' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Proceed to Payment' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Continue to Checkout' } };

export const AsLink: Story = {
  render: () => (
    <Button asChild size="lg">
      <Link to="/servers">Browse VPS Hosting</Link>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse VPS Hosting' })).toHaveAttribute(
      'href',
      '/servers',
    );
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, children: 'Configure Server' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
