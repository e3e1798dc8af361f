import type { Meta, StoryObj } from '@storybook/react';
import { CircleDollarSign } from 'lucide-react';
import { PercentBar } from './percent-bar';
import { StatCard } from './stat-card';

const meta = {
  title: 'Admin/Shared/Stat Card',
  component: StatCard,
  args: { label: 'Total Revenue', value: 'ETB 1,250,431', icon: CircleDollarSign, tone: 'warning' },
  decorators: [(Story) => <div className="max-w-xs p-6">{Story()}</div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFigure: Story = {};
export const Loading: Story = { args: { value: undefined } };
export const WithHint: Story = { args: { hint: '12 payments this week' } };
export const WithBar: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StatCard {...args} />
      <PercentBar percent={62} label="Paid orders" tone="success" />
    </div>
  ),
};
