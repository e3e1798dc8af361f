import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Alert } from './alert';
import { Button } from './button';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  decorators: [(Story) => <StoryFrame className="max-w-2xl">{Story()}</StoryFrame>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div className="space-y-4">
      <Alert tone="info" title="Payment confirmation takes up to 24 hours">
        We check every transfer by hand and e-mail you when your service is ready.
      </Alert>
      <Alert tone="success">Account created successfully! Please sign in to continue.</Alert>
      <Alert tone="warning" title="Your service expires in 3 days">
        Extend it now to keep your data.
      </Alert>
      <Alert tone="danger">Invalid email or password. Please try again.</Alert>
    </div>
  ),
};

export const ErrorIsAnnounced: Story = {
  args: { tone: 'danger', children: 'Failed to load services. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load services. Please try again.');
  },
};

export const WithActions: Story = {
  args: {
    tone: 'danger',
    title: 'Failed to load orders. Please try again.',
    actions: (
      <Button size="sm" variant="outline">
        Try again
      </Button>
    ),
  },
};

function Dismissible() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert tone="success" onDismiss={() => setShown(false)}>
      Thank you! Your message has been sent.
    </Alert>
  ) : (
    <p className="text-sm text-ink-muted">Dismissed.</p>
  );
}

export const Dismiss: Story = {
  args: { onDismiss: fn() },
  render: () => <Dismissible />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.getByText('Dismissed.')).toBeVisible();
  },
};
