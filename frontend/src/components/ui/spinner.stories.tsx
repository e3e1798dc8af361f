import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { Card } from './card';
import { Skeleton, SkeletonText } from './skeleton';
import { Spinner } from './spinner';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/Spinner and Skeleton',
  component: Spinner,
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-6 text-brand-600">
      <Spinner size="xs" />
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

export const WithLabel: Story = {
  args: { label: 'Loading servers…', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading servers…');
  },
};

export const CardSkeletons: Story = {
  render: () => (
    <div className="grid max-w-4xl gap-6 md:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="p-6">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-4 h-8 w-40" />
          <SkeletonText className="mt-6" lines={4} />
          <Skeleton className="mt-8 h-10 w-full" />
        </Card>
      ))}
    </div>
  ),
};
