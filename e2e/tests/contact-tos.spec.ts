import { collectPageErrors } from '../support/console';
import { outboxFiles, waitForMail } from '../support/mail';
import { expect, test } from '../support/test';

/**
 * The public pages that complete the site (issue 12): a visitor writes to support through the
 * contact page and the message reaches the support mailbox; the terms page shows the general and
 * the affiliate terms, leads to a chosen section and states the affiliate figures the code applies.
 */

test('a visitor sends the contact form and the message reaches the support mailbox', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  // The address the server mails to, as it tells the contact page (SUPPORT_EMAIL or the default).
  const contact = await request.get('/api/support-contact');
  expect(contact.status()).toBe(200);
  const supportEmail = ((await contact.json()) as { email: string }).email;
  const subject = `Order question ${Date.now().toString(36)}`;
  const before = outboxFiles();

  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Selam Tesfaye');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('selam.tesfaye@example.et');
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await form
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('I paid by telebirr an hour ago. When will my server be ready?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  // The server's thanks (SERVER_MESSAGES.inquiryReceived), and the form is empty again.
  await expect(
    page.getByText('Thank you for contacting us. We will reply within 24 hours.', { exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');

  // The outbox job writes the mail to the support address as an .eml file.
  const mail = await waitForMail(before, { to: supportEmail, subject: `Support inquiry: ${subject}` });
  expect(mail.raw).toContain('selam.tesfaye@example.et');
  expect(errors).toEqual([]);
});

test('the terms page shows the general and the affiliate terms, leads to a section, and states the affiliate figures', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/tos');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();

  const general = page.getByRole('tab', { name: 'General TOS' });
  const affiliate = page.getByRole('tab', { name: 'Affiliate TOS' });
  await expect(general).toHaveAttribute('aria-selected', 'true');
  const generalPanel = page.getByRole('tabpanel', { name: 'General TOS' });
  await expect(generalPanel.getByRole('heading', { name: /Acceptance of Terms/ })).toBeVisible();
  await expect(generalPanel.getByRole('heading', { name: /Governing Law/ })).toBeAttached();

  await affiliate.click();
  await expect(affiliate).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/tos\?tab=affiliate$/);
  const panel = page.getByRole('tabpanel', { name: 'Affiliate TOS' });
  await expect(generalPanel).toBeHidden();
  const sections = panel.getByRole('navigation', { name: 'Affiliate TOS sections' });
  await expect(sections.getByRole('link')).toHaveText(
    [
      'Overview',
      'Enrollment',
      'Commission and Discount Codes',
      'Ineligible Services',
      'Payment',
      'Marketing',
      'Termination',
      'Liability',
      'Modifications',
    ].map((title) => new RegExp(`^\\d+\\.\\s*${title}$`)),
  );
  for (const title of ['Overview', 'Commission and Discount Codes', 'Ineligible Services', 'Payment']) {
    await expect(panel.getByRole('heading', { name: new RegExp(`^\\d+\\.\\s*${title}$`) })).toBeAttached();
  }

  // Choosing a section scrolls to it: its heading comes into view and the address names it.
  const paymentHeading = panel.getByRole('heading', { name: /^\d+\.\s*Payment$/ });
  await expect(paymentHeading).not.toBeInViewport();
  await sections.getByRole('link', { name: /Payment$/ }).click();
  await expect(page).toHaveURL(/\/tos\?tab=affiliate#affiliate-payment$/);
  await expect(paymentHeading).toBeInViewport();
  await expect(sections.getByRole('link', { name: /Payment$/ })).toHaveAttribute('aria-current', 'location');

  // The figures of the terms, the ones the server applies: the cap per sale, the minimum payout
  // and the holding period.
  const commission = panel.getByRole('region', { name: /Commission and Discount Codes/ });
  await expect(commission).toContainText('3,000');
  await expect(commission).toContainText('per qualified sale');
  const payment = panel.getByRole('region', { name: /^\d+\.\s*Payment$/ });
  await expect(payment).toContainText('held for 30 days');
  await expect(payment).toContainText('minimum payout of 1,000');
  expect(errors).toEqual([]);
});
