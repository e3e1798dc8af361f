import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from './badge';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Pending Payment' },
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="neutral">Cancelled</Badge>
      <Badge tone="brand">Most Popular</Badge>
      <Badge tone="info">Processing</Badge>
      <Badge tone="success">Active</Badge>
      <Badge tone="warning">Pending Payment</Badge>
      <Badge tone="danger">Failed</Badge>
    </div>
  ),
};

export const Solid: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="brand" variant="solid">
        Most Popular
      </Badge>
      <Badge tone="success" variant="solid">
        Paid
      </Badge>
      <Badge tone="danger" variant="solid">
        Expired
      </Badge>
    </div>
  ),
};

export const ServiceStatus: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="success" dot>
        running
      </Badge>
      <Badge tone="danger" dot>
        stopped
      </Badge>
      <Badge tone="info" dot>
        starting
      </Badge>
      <Badge tone="warning" dot>
        stopping
      </Badge>
      <Badge dot>unknown</Badge>
    </div>
  ),
};
