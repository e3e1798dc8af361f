import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Badge } from '../../../components/ui';
import { DetailsSection } from './details-section';

const meta = {
  title: 'Admin/Shared/Details Section',
  component: DetailsSection,
  args: {
    title: 'Payment',
    rows: [
      { label: 'Amount', value: 'Br 1,250' },
      { label: 'Status', value: <Badge tone="success">Approved</Badge> },
      {
        label: 'Payment ID',
        value: <span className="font-mono text-xs break-all">0b8a3c1e-5f7d-4e2a-9c6b-1d2e3f4a5b6c</span>,
        wide: true,
      },
      { label: 'Paid by', value: 'Abebe Kebede' },
    ],
  },
  decorators: [(Story) => <div className="max-w-2xl p-6">{Story()}</div>],
} satisfies Meta<typeof DetailsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Payment' });
    await expect(within(section).getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(within(section).getByText('Amount')).toBeVisible();
    await expect(within(section).getByText('Br 1,250')).toBeVisible();
    await expect(within(section).getByText('Approved')).toBeVisible();
  },
};

export const Empty: Story = { args: { title: 'Specifications', rows: [] } };
