import type { Meta, StoryObj } from '@storybook/react';
import { DURATION_BOUNDS, gameSliderBounds, kvmSliderBounds } from '@shop/domain';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { StoryFrame } from '../../components/ui/story-frame';
import { ConfigSliderField, type ConfigSliderFieldProps } from './config-slider-field';

function Controlled(props: Omit<ConfigSliderFieldProps, 'value' | 'onChange'> & { initial: number }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <ConfigSliderField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Storefront/Configurator slider field',
  component: Controlled,
  args: {
    label: 'Duration',
    bounds: DURATION_BOUNDS,
    initial: DURATION_BOUNDS.min,
    formatValue: (days: number) => `${days} days`,
    hint: 'Paid once for the whole period.',
  },
  decorators: [(Story) => <StoryFrame className="max-w-md">{Story()}</StoryFrame>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The duration of both configurators: 30 to 360 days in steps of 30 (domain's DURATION_BOUNDS). */
export const Duration: Story = {
  play: async ({ canvas, userEvent }) => {
    const thumb = canvas.getByRole('slider', { name: 'Duration' });
    await expect(thumb).toHaveAttribute('aria-valuemin', String(DURATION_BOUNDS.min));
    await expect(thumb).toHaveAttribute('aria-valuemax', String(DURATION_BOUNDS.max));
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', String(DURATION_BOUNDS.min + DURATION_BOUNDS.step));
    await expect(canvas.getByText('Paid once for the whole period.')).toBeVisible();
  },
};

/** A slots game: steps of two slots from the game's minimum. */
export const GameSlots: Story = {
  args: {
    label: 'Player slots',
    bounds: gameSliderBounds({ type: 'slots', minvalue: 10, maxvalue: 64 }),
    initial: 10,
    formatValue: (slots: number) => `${slots} slots`,
    hint: '25.00 ETB per slot for 30 days.',
  },
  play: async ({ canvas, userEvent }) => {
    const thumb = canvas.getByRole('slider', { name: 'Player slots' });
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuetext', '12 slots');
  },
};

/** A plan that includes the most bandwidth there is: the slider is fixed and cannot be moved. */
export const FixedBandwidth: Story = {
  args: {
    label: 'Bandwidth',
    bounds: kvmSliderBounds({ traffic: 10 }).traffic,
    initial: 10,
    formatValue: (tb: number) => `${tb} TB`,
    hint: '10 TB included, the most a plan can have.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Bandwidth' })).toHaveAttribute('data-disabled');
  },
};
