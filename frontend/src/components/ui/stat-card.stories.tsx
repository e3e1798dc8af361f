import type { Meta, StoryObj } from '@storybook/react';
import { CircleDollarSign } from 'lucide-react';
import { StatCard } from './stat-card';

const meta = {
  title: 'UI/Stat Card',
  component: StatCard,
  args: { label: 'Total Revenue', value: '1,250,430.50 ETB', icon: CircleDollarSign, tone: 'warning' },
  decorators: [(Story) => <div className="max-w-xs p-6">{Story()}</div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFigure: Story = {};
export const Loading: Story = { args: { value: undefined } };
export const WithHint: Story = { args: { hint: '12 payments this week' } };
