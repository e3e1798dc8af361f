import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Slider, type SliderProps } from './slider';
import { StoryFrame } from './story-frame';

function Controlled(props: Omit<SliderProps, 'value' | 'onValueChange'> & { initial: number }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <Slider {...rest} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'UI/Slider',
  component: Controlled,
  args: {
    label: 'Duration',
    initial: 30,
    min: 30,
    max: 360,
    step: 30,
    formatValue: (d: number) => `${d} days`,
  },
  decorators: [(Story) => <StoryFrame className="max-w-md">{Story()}</StoryFrame>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Duration: Story = {
  play: async ({ canvas, userEvent }) => {
    const thumb = canvas.getByRole('slider', { name: 'Duration' });
    await expect(thumb).toHaveAttribute('aria-valuetext', '30 days');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByText('60 days', { selector: 'output' })).toBeVisible();
  },
};

export const Bandwidth: Story = {
  args: { label: 'Bandwidth', initial: 4, min: 4, max: 10, step: 1, formatValue: (tb: number) => `${tb} TB` },
};

export const Disabled: Story = {
  args: {
    label: 'Bandwidth',
    initial: 10,
    min: 10,
    max: 10,
    step: 1,
    disabled: true,
    formatValue: (tb: number) => `${tb} TB`,
    hint: 'This package already includes the maximum bandwidth.',
  },
};

export const MemoryInGb: Story = {
  args: {
    label: 'Memory',
    initial: 4096,
    min: 2048,
    max: 16384,
    step: 1024,
    formatValue: (mb: number) => `${mb / 1024} GB`,
  },
};
