import {
  AFFILIATE_CODE_CHARSET_MESSAGE,
  AFFILIATE_CODE_LENGTH_MESSAGE,
  AFFILIATE_CREATE_FAILED,
  AFFILIATE_TOGGLE_FAILED,
  SERVER_MESSAGES,
  SERVER_MESSAGES_AM,
} from '@shop/domain';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { server } from '../../mocks/node';
import { createFails, toggleFails } from './affiliate-fixtures';
import { renderAffiliatePage } from './affiliate-test-helpers';
import { COPY_CONFIRMATION_MS } from './code-card';

/** My Codes of the demo customer, who holds no code in the mock backend, with the form open. */
async function openForm() {
  const page = renderAffiliatePage({ as: 'demo', search: '?tab=codes' });
  await page.user.click(await screen.findByRole('button', { name: 'Create Code' }));
  return { ...page, field: screen.getByRole('textbox', { name: 'Affiliate code' }) };
}

const submitButton = () => screen.getByRole('button', { name: 'Create Code' });

describe('My Codes without a code', () => {
  it('offers Create Code, which opens the inline form with the field focused', async () => {
    const { field } = await openForm();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '20');
  });

  it('upper-cases the code as it is typed and keeps at most 20 characters', async () => {
    const { user, field } = await openForm();
    await user.type(field, 'abebe-shop_1');
    expect(field).toHaveValue('ABEBE-SHOP_1');
    await user.clear(field);
    await user.paste('abcdefghijklmnopqrstuvwxyz');
    expect(field).toHaveValue('ABCDEFGHIJKLMNOPQRST');
  });

  it('shows the rule a code breaks while it is typed, and nothing once it is valid', async () => {
    const { user, field } = await openForm();
    await user.type(field, 'ab');
    expect(screen.getByText(AFFILIATE_CODE_LENGTH_MESSAGE)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, ' c');
    expect(screen.getByText(AFFILIATE_CODE_CHARSET_MESSAGE)).toBeVisible();
    await user.type(field, '{Backspace}{Backspace}c');
    expect(field).toHaveValue('ABC');
    expect(screen.queryByText(AFFILIATE_CODE_CHARSET_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText(AFFILIATE_CODE_LENGTH_MESSAGE)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('disables Create Code while the field is blank', async () => {
    const { user, field } = await openForm();
    expect(submitButton()).toBeDisabled();
    await user.type(field, 'a');
    expect(submitButton()).toBeEnabled();
    await user.type(field, '{Backspace}');
    expect(submitButton()).toBeDisabled();
  });

  it('sends nothing while the code breaks a rule', async () => {
    const sent = vi.fn();
    server.use(
      http.post('/api/affiliate/register-code', () => {
        sent();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user, field } = await openForm();
    await user.type(field, 'ab{Enter}');
    await user.click(submitButton());
    expect(sent).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
  });

  it('disables Create Code while the request runs, then shows the green banner and the new code', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(
        '/api/affiliate/register-code',
        async () => {
          await held;
          return undefined; // on to the mock backend, which creates the code
        },
        { once: true },
      ),
    );
    const { user, field } = await openForm();
    await user.type(field, 'abebe2025');
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());

    expect(await screen.findByRole('status')).toHaveTextContent(SERVER_MESSAGES.affiliateCodeCreated);
    // The codes were read again: the new code, and no Create Code any more.
    expect(await screen.findByRole('heading', { name: 'ABEBE2025' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create Code' })).not.toBeInTheDocument();
    // So was the dashboard.
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(await screen.findByRole('cell', { name: 'ABEBE2025' })).toBeVisible();
  });

  it("shows the server's refusal in a red banner that can be dismissed, keeping the form", async () => {
    const { user, field } = await openForm();
    // SELAM10 is Selam's code in the mock backend.
    await user.type(field, 'selam10');
    await user.click(submitButton());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(SERVER_MESSAGES.affiliateCodeTaken);
    expect(field).toHaveValue('SELAM10');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to create affiliate code' when the server says nothing", async () => {
    server.use(...createFails(null, 500));
    const { user, field } = await openForm();
    await user.type(field, 'abebe2025');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(AFFILIATE_CREATE_FAILED);
  });

  it('closes the form on Cancel, giving the focus back to Create Code', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Code' })).toHaveFocus();
  });
});

describe('My Codes with a code', () => {
  it('shows the code with its discount, kickback and creation date, and no Create Code', async () => {
    renderAffiliatePage({ search: '?tab=codes' });
    const card = within(await screen.findByRole('article', { name: 'SELAM10' }));
    expect(card.getByText('Active')).toBeVisible();
    expect(card.getByText('Discount').nextElementSibling).toHaveTextContent('5%');
    expect(card.getByText('Kickback').nextElementSibling).toHaveTextContent('10%');
    expect(card.getByText('Created').nextElementSibling).toHaveTextContent('5 Oct 2025');
    expect(screen.queryByRole('button', { name: 'Create Code' })).not.toBeInTheDocument();
  });

  it("copies the code and says 'Code copied to clipboard!' for 3 seconds", async () => {
    const { user } = renderAffiliatePage({ search: '?tab=codes', fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Copy code SELAM10' }));
    expect(await navigator.clipboard.readText()).toBe('SELAM10');
    expect(screen.getByText('Code copied to clipboard!')).toBeVisible();
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 200));
    expect(screen.getByText('Code copied to clipboard!')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Code copied to clipboard!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code SELAM10' })).toBeVisible();
  });

  it('deactivates and activates the code, reloading it and showing the server message in green', async () => {
    const { user } = renderAffiliatePage({ search: '?tab=codes' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate SELAM10' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SERVER_MESSAGES.affiliateCodeDeactivated);
    // The list was read again: the code now says Inactive and offers Activate.
    const card = within(screen.getByRole('article', { name: 'SELAM10' }));
    expect(await card.findByText('Inactive')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Activate SELAM10' }));
    expect(await screen.findByText(SERVER_MESSAGES.affiliateCodeActivated)).toBeVisible();
    expect(await card.findByText('Active')).toBeVisible();
    // The dashboard was read again too.
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    const row = (await screen.findByRole('cell', { name: 'SELAM10' })).closest('tr')!;
    expect(within(row).getByText('Active')).toBeVisible();
  });

  it("shows a toggle's refusal: the server's message, else 'Failed to toggle affiliate code'", async () => {
    server.use(...toggleFails(SERVER_MESSAGES.affiliateCodeNotFound, 404));
    const { user } = renderAffiliatePage({ search: '?tab=codes' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate SELAM10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.affiliateCodeNotFound);

    server.use(...toggleFails(null));
    await user.click(screen.getByRole('button', { name: 'Deactivate SELAM10' }));
    expect(await screen.findByText(AFFILIATE_TOGGLE_FAILED)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(AFFILIATE_TOGGLE_FAILED);
  });

  it('View Stats opens Detailed Stats for the code', async () => {
    const { user, router } = renderAffiliatePage({ search: '?tab=codes' });
    await user.click(await screen.findByRole('link', { name: 'View Stats SELAM10' }));
    expect(screen.getByRole('tab', { name: 'Detailed Stats' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Statistics of SELAM10' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=stats&code=SELAM10');
  });
});

describe('My Codes in Amharic', () => {
  it("states the code rules in the server's Amharic words", async () => {
    await i18n.changeLanguage('am');
    const { user } = renderAffiliatePage({ as: 'demo', search: '?tab=codes' });
    await user.click(await screen.findByRole('button', { name: 'ኮድ ይፍጠሩ' }));
    const field = screen.getByRole('textbox', { name: 'የአጋርነት ኮድ' });
    await user.type(field, 'ab');
    expect(screen.getByText(SERVER_MESSAGES_AM.affiliateCodeLength)).toBeVisible();
    await user.type(field, '!');
    expect(screen.getByText(SERVER_MESSAGES_AM.affiliateCodeCharset)).toBeVisible();
  });
});
