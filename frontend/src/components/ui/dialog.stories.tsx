import type { Meta, StoryObj } from '@storybook/react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from './button';
import { CopyButton } from './copy-button';
import { Dialog, DialogClose, DialogContent, DialogIcon, DialogTrigger } from './dialog';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/Dialog',
  component: DialogContent,
  decorators: [(Story) => <StoryFrame className="min-h-[36rem]">{Story()}</StoryFrame>],
  args: { title: 'Payment Confirmed Successfully!' },
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger">Delete order</Button>
      </DialogTrigger>
      <DialogContent
        title="Delete this order?"
        description="The order and its payment report are removed. This cannot be undone."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="danger">Delete</Button>
          </>
        }
      />
    </Dialog>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Delete order' })).toHaveFocus();
  },
};

/**
 * With reduced motion asked for (the story tests ask for it, as some customers' phones do), a dialog
 * is fully opaque the instant it is in the page: no entry animation holds it at opacity 0 until the
 * browser's next frame (which made `toBeVisible()` fail under load).
 */
export const NoEntryAnimationUnderReducedMotion: Story = {
  ...OpensAndCloses,
  play: async ({ canvas }) => {
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const opacities = new Promise<string[]>((resolve) => {
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (!dialog) return;
        observer.disconnect();
        // The overlay is the dialog's sibling just before it.
        const overlay = dialog.previousElementSibling;
        resolve(
          [dialog, overlay].map((element) => (element ? getComputedStyle(element).opacity : 'missing')),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    canvas.getByRole('button', { name: 'Delete order' }).click();
    await expect(await opacities).toEqual(['1', '1']);
  },
};

/**
 * Details to read first, longer than the screen, with a field at the bottom: opened with
 * openFocus="dialog", the dialog has focus and shows its top; Tab then reaches the first control.
 */
export const DetailsOpenAtTheirTop: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Details</Button>
      </DialogTrigger>
      <DialogContent
        openFocus="dialog"
        title="Service details"
        footer={
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        }
      >
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i} className="py-2">
            Detail line {i + 1}
          </p>
        ))}
        <label className="mt-4 block">
          Hold until
          <input type="date" className="ml-2 border" />
        </label>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service details' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.scrollTop).toBe(0);
    await userEvent.tab();
    await expect(screen.getByLabelText('Hold until')).toHaveFocus();
  },
};

export const Success: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent
        icon={
          <DialogIcon tone="success">
            <CircleCheck />
          </DialogIcon>
        }
        title="Payment Confirmed Successfully!"
        description="Your payment has been recorded and is being processed."
        footer={<Button>Go to My Services</Button>}
      >
        <p className="text-ink-muted">
          Please wait up to 1 hour for your service to be provisioned. You will receive a notification once
          it&apos;s ready.
        </p>
      </DialogContent>
    </Dialog>
  ),
};

export const Failure: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent
        icon={
          <DialogIcon tone="danger">
            <TriangleAlert />
          </DialogIcon>
        }
        title="Payment Confirmation Failed"
        description="This transaction number has already been used."
        footer={
          <>
            <Button variant="outline">Go to Dashboard</Button>
            <Button>Try Again</Button>
          </>
        }
      >
        <p className="text-ink-muted">Please contact support with your order ID for assistance.</p>
        <div className="mt-3 flex items-center justify-between gap-3 rounded-control bg-surface-muted px-3 py-2">
          <code className="min-w-0 font-mono text-sm break-all">3f9c2a71-8b1e-4d2c-9a0f-6e5d4c3b2a10</code>
          <CopyButton value="3f9c2a71-8b1e-4d2c-9a0f-6e5d4c3b2a10" srContext="order ID" iconOnly />
        </div>
      </DialogContent>
    </Dialog>
  ),
};

export const OnPhone: Story = { ...Failure, globals: { viewport: { value: 'mobile360', isRotated: false } } };
