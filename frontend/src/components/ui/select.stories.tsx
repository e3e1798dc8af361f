import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { Select } from './select';
import { StoryFrame } from './story-frame';

const systems = [
  { value: 'ubuntu-22.04', label: 'Ubuntu 22.04 LTS' },
  { value: 'ubuntu-20.04', label: 'Ubuntu 20.04 LTS' },
  { value: 'debian-12', label: 'Debian 12' },
  { value: 'rocky-9', label: 'Rocky Linux 9' },
  { value: 'windows-2022', label: 'Windows Server 2022', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Operating system', options: systems, placeholder: 'Select an operating system' },
  decorators: [(Story) => <StoryFrame className="max-w-md">{Story()}</StoryFrame>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByLabelText('Operating system');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'debian-12');
    await expect(select).toHaveValue('debian-12');
  },
};

export const Preselected: Story = { args: { defaultValue: 'ubuntu-20.04', placeholder: undefined } };

export const WithError: Story = { args: { error: 'Please select an operating system before proceeding.' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'debian-12', placeholder: undefined },
};
