import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { StoryFrame } from './story-frame';
import { Switch } from './switch';

function Controlled({ tone }: { tone?: 'default' | 'inverse' }) {
  const [on, setOn] = useState(false);
  return (
    <Switch label="Auto-renew" stateLabels={['ON', 'OFF']} checked={on} onCheckedChange={setOn} tone={tone} />
  );
}

const meta = {
  title: 'UI/Switch',
  component: Controlled,
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-renew' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('ON')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

export const OnDark: Story = {
  args: { tone: 'inverse' },
  decorators: [(Story) => <div className="bg-surface-inverse p-6">{Story()}</div>],
};
