import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { INQUIRY_RATE_LIMIT, SUPPORT_CONTACT } from '@shop/domain/contact';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InquiryRequest } from '../../api';
import { i18n } from '../../i18n';
import { server } from '../../mocks/node';
import { db } from '../../mocks/state';
import { renderWithProviders } from '../../test/render-with-providers';

const renderPage = () => renderWithProviders(null, { route: '/contact' });
type User = ReturnType<typeof renderPage>['user'];

const box = (name: RegExp) => screen.getByRole('textbox', { name });

async function fill(user: User, values: Partial<InquiryRequest> = {}) {
  const {
    name = 'Abebe Kebede',
    email = 'abebe@example.et',
    subject = 'Cannot connect',
    message = 'Port 22 is closed.',
  } = values;
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), name);
  await user.type(box(/^Email/), email);
  await user.type(box(/^Subject/), subject);
  await user.type(box(/^Message/), message);
}

/** Records what the page posts, then lets the mock backend answer. */
function recordSent(): InquiryRequest[] {
  const sent: InquiryRequest[] = [];
  server.use(
    http.post('/api/inquiry', async ({ request }) => {
      sent.push((await request.clone().json()) as InquiryRequest);
      return undefined;
    }),
  );
  return sent;
}

describe('Contact page', () => {
  it('offers the e-mail and Telegram chat, business hours, office and support scope', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('link', { name: SUPPORT_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_CONTACT.email}`,
    );
    const chat = screen.getByRole('link', { name: /@AbayCloudSupport/ });
    expect(chat).toHaveAttribute('href', SUPPORT_CONTACT.telegram.url);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/16\/7/)).toBeVisible();
    expect(screen.getByText('9:00 AM – 6:00 PM')).toBeVisible();
    expect(screen.getByText('9:00 AM – 4:00 PM')).toBeVisible();
    expect(screen.getByText('Addis Ababa, Ethiopia')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What We Help With' })).toBeVisible();
  });

  it("shows the shop's configured support address, the one inquiries reach, and its support hours", async () => {
    server.use(
      http.get('/api/support-contact', () =>
        HttpResponse.json({
          email: 'help@shop.example.et',
          telegram: { handle: '@ShopDesk', url: 'https://t.me/ShopDesk' },
          hours: '12/6',
        }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'help@shop.example.et' })).toHaveAttribute(
      'href',
      'mailto:help@shop.example.et',
    );
    expect(screen.getByText('Chat support on Telegram, 12 hours a day, 6 days a week (12/6).')).toBeVisible();
  });

  it('writes the default support hours out, in both languages', async () => {
    renderPage();
    expect(
      await screen.findByText('Chat support on Telegram, 16 hours a day, every day (16/7).'),
    ).toBeVisible();
    await act(() => i18n.changeLanguage('am'));
    expect(await screen.findByText('የቻት ድጋፍ በቴሌግራም፣ በቀን 16 ሰዓት፣ በየቀኑ (16/7)።')).toBeVisible();
  });

  it('opens and closes an FAQ answer with its question button', async () => {
    const { user } = renderPage();
    const question = await screen.findByRole('button', { name: 'How long does payment confirmation take?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('within 24 hours');
    await user.click(question);
    expect(answer).not.toBeVisible();
  });

  it('states the affiliate terms figures and links to the terms', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'How does the affiliate program work?' }));
    expect(screen.getByText(/up to 3,000 ETB per sale/)).toBeVisible();
    expect(screen.getByText(/30-day holding period .* 1,000 ETB/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the Affiliate Terms' })).toHaveAttribute(
      'href',
      '/tos?tab=affiliate',
    );
  });

  it('requires all four fields, inline, and sends nothing', async () => {
    const sent = recordSent();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name.')).toBeVisible();
    expect(screen.getByText('Please enter your e-mail address.')).toBeVisible();
    expect(screen.getByText('Please enter a subject.')).toBeVisible();
    expect(screen.getByText('Please write your message.')).toBeVisible();
    expect(box(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(box(/^Name/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('counts a field of spaces as empty and checks the e-mail format', async () => {
    const sent = recordSent();
    const { user } = renderPage();
    await fill(user, { subject: '   ', email: 'abebe@' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a subject.')).toBeVisible();
    expect(screen.getByText(/Please enter a valid e-mail address/)).toBeVisible();
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('clears an error once the field is fixed', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    await user.type(box(/^Name/), 'Abebe');
    await waitFor(() => expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument());
    expect(box(/^Name/)).not.toHaveAttribute('aria-invalid');
  });

  it('sends the trimmed message, thanks with the server message and clears the form', async () => {
    const sent = recordSent();
    const { user } = renderPage();
    await fill(user, { name: '  Abebe Kebede ', subject: 'Cannot connect  ' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const thanks = (await screen.findByText(SERVER_MESSAGES.inquiryReceived)).closest('[role="status"]');
    expect(thanks).toHaveTextContent('Message sent');
    expect(thanks).toHaveTextContent(SERVER_MESSAGES.inquiryReceived);
    expect(sent).toEqual([
      {
        name: 'Abebe Kebede',
        email: 'abebe@example.et',
        subject: 'Cannot connect',
        message: 'Port 22 is closed.',
      },
    ]);
    for (const name of [/^Name/, /^Email/, /^Subject/, /^Message/]) expect(box(name)).toHaveValue('');
    expect(db.inquiries).toHaveLength(1);
  });

  it('shows progress while sending: the button says so and the fields wait', async () => {
    server.use(
      http.post('/api/inquiry', async () => {
        await delay('infinite');
        return HttpResponse.json({ message: 'never' }, { status: 201 });
      }),
    );
    const { user } = renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(box(/^Message/)).toBeDisabled();
  });

  it('shows a failure in red with the server message, keeping what was typed', async () => {
    server.use(
      http.post('/api/inquiry', () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Service Unavailable', message: SERVER_MESSAGES.serviceUnavailable },
          { status: 503 },
        ),
      ),
    );
    const { user } = renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent(SERVER_MESSAGES.serviceUnavailable);
    expect(alert).toHaveTextContent(SUPPORT_CONTACT.email);
    expect(box(/^Subject/)).toHaveValue('Cannot connect');
  });

  it("says so when this browser sent too many messages (the mock backend's limit)", async () => {
    const now = new Date().toISOString();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.messages; i += 1) {
      db.inquiries.push({ name: 'A', email: 'a@example.et', subject: 'S', message: 'M', createdAt: now });
    }
    const { user } = renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.inquiryRateLimited);
    expect(db.inquiries).toHaveLength(INQUIRY_RATE_LIMIT.messages);
  });

  it('speaks Amharic: the form rules and the server thanks', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'መልዕክቱን ይላኩ' }));
    expect(await screen.findByText('እባክዎ ስምዎን ያስገቡ።')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^ስም/ }), 'አበበ');
    await user.type(screen.getByRole('textbox', { name: /^ኢሜይል/ }), 'abebe@example.et');
    await user.type(screen.getByRole('textbox', { name: /^ርዕስ/ }), 'ጥያቄ');
    await user.type(screen.getByRole('textbox', { name: /^መልዕክት/ }), 'ሰላም');
    await user.click(screen.getByRole('button', { name: 'መልዕክቱን ይላኩ' }));
    const form = screen.getByRole('form', { name: 'መልዕክት ይላኩልን' }).parentElement!;
    expect(await within(form).findByText(SERVER_MESSAGES_AM.inquiryReceived)).toBeVisible();
  });
});
