import type { Meta, StoryObj } from '@storybook/react';
import { Plus } from 'lucide-react';
import { Button } from './button';
import { Container } from './container';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    eyebrow: 'KVM Servers',
    title: 'VPS Hosting',
    subtitle: 'Fast SSD virtual servers with full root access, billed in ETB per 30 days.',
  },
  decorators: [
    (Story) => (
      <div className="bg-canvas py-10">
        <Container>{Story()}</Container>
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    eyebrow: undefined,
    title: 'My Services',
    subtitle: 'Manage your servers: start, stop, reinstall or extend.',
    actions: (
      <Button>
        <Plus className="size-4" aria-hidden="true" />
        New Server
      </Button>
    ),
  },
};

export const OnPhone: Story = {
  ...WithActions,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
