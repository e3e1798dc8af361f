import type { Meta, StoryObj } from '@storybook/react';
import { Logo, LogoMark } from './logo';

const meta = { title: 'Layout/Logo', component: Logo } satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnLight: Story = { decorators: [(Story) => <div className="bg-surface p-8">{Story()}</div>] };

export const OnDark: Story = {
  args: { tone: 'inverse' },
  decorators: [(Story) => <div className="bg-surface-inverse p-8">{Story()}</div>],
};

export const MarkSizes: Story = {
  render: () => (
    <div className="flex items-end gap-6 bg-surface p-8">
      <LogoMark className="size-6" />
      <LogoMark />
      <LogoMark className="size-12" />
      <LogoMark className="size-20" />
    </div>
  ),
};
