import type { Meta, StoryObj } from '@storybook/react';
import { CircleDollarSign } from 'lucide-react';
import { StatCard } from '../../../components/ui';
import { PercentBar } from './percent-bar';

const meta = {
  title: 'Admin/Shared/Percent Bar',
  component: PercentBar,
  args: { percent: 62, label: 'Paid orders', tone: 'success' },
  decorators: [(Story) => <div className="max-w-xs p-6">{Story()}</div>],
} satisfies Meta<typeof PercentBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partly: Story = {};
export const Empty: Story = { args: { percent: 0, tone: 'brand' } };
/** Under a figure card, as the payment summary shows it. */
export const UnderAFigure: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StatCard label="Total Revenue" value="1,250,430.50 ETB" icon={CircleDollarSign} tone="warning" />
      <PercentBar {...args} />
    </div>
  ),
};
