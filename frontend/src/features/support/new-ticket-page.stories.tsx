import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SERVER_MESSAGES } from '@shop/domain';
import { i18n } from '../../i18n';
import { DEMO_SESSION } from '../../mocks/fixtures';
import { NewTicketPage } from './new-ticket-page';

/** A new ticket: the form, its required fields, files by the picker, and the answer's thread. */
const text = (key: string) => (i18n.t as (key: string) => string)(key);

const meta = {
  title: 'Support/New ticket',
  component: NewTicketPage,
  parameters: { route: '/support/new', routePath: '/support/new', store: { auth: DEMO_SESSION } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof NewTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: new RegExp(text('support.form.subject')) }),
    ).toBeVisible();
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('support.form.submit') }));
    await expect(canvas.getAllByText(text('support.form.required'))).toHaveLength(2);
  },
};

export const WithFiles: Story = {
  play: async ({ canvas }) => {
    const picker = await canvas.findByLabelText(text('support.files.label'));
    await userEvent.upload(picker, new File(['kernel panic'], 'boot.log', { type: 'text/plain' }));
    await expect(await canvas.findByText('boot.log')).toBeVisible();
  },
};

export const RefusedFile: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: new RegExp(text('support.form.subject')) }),
      'Hello',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(text('support.form.message')) }),
      'See file',
    );
    await userEvent.upload(
      canvas.getByLabelText(text('support.files.label')),
      new File(['<html><script>alert(1)</script></html>'], 'cat.png', { type: 'image/png' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: text('support.form.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.ticketFileType);
  },
};

export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: new RegExp(text('support.form.subject')) }),
      'Slow disk',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(text('support.form.message')) }),
      'It is slow.',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('support.form.submit') }));
    await waitFor(() =>
      expect(document.querySelector('[data-story-location]')?.getAttribute('data-story-location')).toMatch(
        /^\/support\//,
      ),
    );
  },
};

export const Phone: Story = { ...Empty, globals: { viewport: { value: 'mobile360', isRotated: false } } };
export const AmharicRequired: Story = { ...Required, globals: { locale: 'am' } };
