import type { Meta, StoryObj } from '@storybook/react';
import { Gamepad2, ServerOff } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: ServerOff,
    title: 'No servers found matching "xeon 64"',
    text: 'Try a shorter search, or browse another server line.',
    action: <Button variant="outline">Clear search</Button>,
  },
  decorators: [(Story) => <StoryFrame className="max-w-3xl">{Story()}</StoryFrame>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchMiss: Story = {};

export const NothingYet: Story = {
  args: {
    icon: Gamepad2,
    title: 'No services yet',
    text: 'Servers you buy appear here once they are provisioned.',
    action: <Button>Deploy Server Now</Button>,
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, text: undefined, action: undefined, title: 'No servers available' },
};
