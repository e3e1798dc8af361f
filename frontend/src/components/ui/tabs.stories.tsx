import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { StoryFrame } from './story-frame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KvmLines: Story = {
  render: () => (
    <Tabs defaultValue="2025sale">
      <TabsList aria-label="Server lines">
        <TabsTrigger value="2025sale">Packages</TabsTrigger>
        <TabsTrigger value="ipv6onlygen1">IPv6 Only</TabsTrigger>
        <TabsTrigger value="intelxeon">Intel Xeon</TabsTrigger>
        <TabsTrigger value="ryzengen2">Ryzen</TabsTrigger>
      </TabsList>
      <TabsContent value="2025sale">Packages on sale this year.</TabsContent>
      <TabsContent value="ipv6onlygen1">IPv6-only servers.</TabsContent>
      <TabsContent value="intelxeon">Intel Xeon servers.</TabsContent>
      <TabsContent value="ryzengen2">AMD Ryzen servers.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Ryzen' }));
    await expect(canvas.getByRole('tab', { name: 'Ryzen' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('AMD Ryzen servers.');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Intel Xeon' })).toHaveFocus();
  },
};

export const WithCounts: Story = {
  render: () => (
    <Tabs defaultValue="pending">
      <TabsList aria-label="Orders">
        <TabsTrigger value="pending" count={3}>
          Pending Orders
        </TabsTrigger>
        <TabsTrigger value="concluded" count={12}>
          Concluded Orders
        </TabsTrigger>
      </TabsList>
      <TabsContent value="pending">Three orders wait for payment.</TabsContent>
      <TabsContent value="concluded">Twelve orders are done.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /Pending Orders \(3\)/ })).toBeVisible();
  },
};

export const OnPhone: Story = {
  ...KvmLines,
  play: undefined,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
