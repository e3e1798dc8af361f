import { PASSWORD_MISMATCH_MESSAGE, PHONE_MESSAGE, SIGNUP_FAILED, SIGNUP_SUCCESS } from '@shop/domain';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { DEMO_EMAIL } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import { SIGNUP_REDIRECT_DELAY_MS } from './sign-up-page';

type Form = { username: string; phone: string; email: string; password: string; confirm: string };
const VALID: Form = {
  username: 'meron',
  phone: '0911223344',
  email: 'meron@example.com',
  password: 'a-long-password',
  confirm: 'a-long-password',
};

function renderSignUp(fakeTimers = false) {
  return renderWithProviders(null, { route: '/signup', fakeTimers });
}

async function fill(user: ReturnType<typeof renderSignUp>['user'], form: Partial<Form> = {}) {
  const values = { ...VALID, ...form };
  await user.type(await screen.findByLabelText(/^Username/), values.username);
  await user.type(screen.getByLabelText(/^Phone/), values.phone);
  await user.type(screen.getByLabelText(/^Email/), values.email);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('Sign up', () => {
  it('links the terms and the privacy policy the account is created under, in both languages', async () => {
    renderSignUp();
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/tos');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await i18n.changeLanguage('am');
    expect(await screen.findByRole('link', { name: 'የግላዊነት ፖሊሲያችንን' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'የአገልግሎት ውላችንን' })).toHaveAttribute('href', '/tos');
  });

  it('has five required, labelled fields; email uses the email type', async () => {
    renderSignUp();
    expect(await screen.findByRole('heading', { name: 'Create your account', level: 1 })).toBeInTheDocument();
    for (const label of [/^Username/, /^Phone/, /^Email/, /^Password/, /^Confirm password/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it.each([
    ['+251 91-123 4567', '+251911234567'],
    ['(09) 11 22 33 44', '0911223344'],
    ['09a1+2', '0912'],
    ['251+911', '251911'],
  ])('keeps only digits and a leading plus as the phone is typed: %s', async (typed, kept) => {
    const { user } = renderSignUp();
    const phone = await screen.findByLabelText(/^Phone/);
    await user.type(phone, typed);
    expect(phone).toHaveValue(kept);
  });

  it('announces the phone rule and sends nothing', async () => {
    let requests = 0;
    server.use(http.post('/api/auth/register', () => void (requests += 1)));
    const { user } = renderSignUp();
    await fill(user, { phone: '0811223344' });
    expect(await screen.findByRole('alert')).toHaveTextContent(PHONE_MESSAGE);
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
    expect(requests).toBe(0);
  });

  it('announces a password mismatch', async () => {
    const { user } = renderSignUp();
    await fill(user, { confirm: 'another-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MISMATCH_MESSAGE);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the success message, then goes to sign-in after 2 seconds', async () => {
    const { user, router } = renderSignUp(true);
    await fill(user);
    expect(await screen.findByText(SIGNUP_SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SIGNUP_SUCCESS);
    vi.advanceTimersByTime(SIGNUP_REDIRECT_DELAY_MS - 100);
    expect(router.state.location.pathname).toBe('/signup');
    vi.advanceTimersByTime(100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it("shows the server's message for a 409", async () => {
    const { user } = renderSignUp();
    await fill(user, { email: DEMO_EMAIL });
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it('shows the generic failure otherwise', async () => {
    server.use(
      http.post('/api/auth/register', () => HttpResponse.json({ message: 'db down' }, { status: 500 })),
    );
    const { user } = renderSignUp();
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNUP_FAILED);
  });

  it('creates an account the customer can then sign in with', async () => {
    const { user, router } = renderSignUp();
    await fill(user);
    await screen.findByText(SIGNUP_SUCCESS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 3000 });
    await user.type(await screen.findByLabelText(/^Email/), VALID.email);
    await user.type(screen.getByLabelText(/^Password/), VALID.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-services'));
    // The page waits 2 real seconds before it moves to sign-in: more than the default 5 s in all
    // leaves too little for typing on a busy machine.
  }, 15_000);
});

describe('Sign up, in Amharic', () => {
  /** The form as an Amharic reader sees it ('የይለፍ ቃል' alone is the password, not its confirmation). */
  async function fillInAmharic(user: ReturnType<typeof renderSignUp>['user'], form: Partial<Form> = {}) {
    const values = { ...VALID, ...form };
    await user.type(await screen.findByLabelText(/^የተጠቃሚ ስም/), values.username);
    await user.type(screen.getByLabelText(/^ስልክ/), values.phone);
    await user.type(screen.getByLabelText(/^ኢሜይል/), values.email);
    await user.type(screen.getByLabelText(/^የይለፍ ቃል(?!ሉን)/), values.password);
    await user.type(screen.getByLabelText(/^የይለፍ ቃሉን ያረጋግጡ/), values.confirm);
    await user.click(screen.getByRole('button', { name: 'መለያ ይፍጠሩ' }));
  }

  it('announces the phone rule in Amharic and sends nothing', async () => {
    let requests = 0;
    server.use(http.post('/api/auth/register', () => void (requests += 1)));
    await i18n.changeLanguage('am');
    const { user } = renderSignUp();
    expect(await screen.findByRole('heading', { name: 'መለያ ይፍጠሩ', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ቢያንስ 8 ቁምፊዎች')).toBeInTheDocument();
    await fillInAmharic(user, { phone: '0811223344' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ስልክ ቁጥሩ ከእነዚህ በአንዱ መልክ መሆን አለበት፦ +2519xxxxxxxx፣ +2517xxxxxxxx፣ 09xxxxxxxx ወይም 07xxxxxxxx',
    );
    expect(screen.getByLabelText(/^ስልክ/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
  }, 15_000);

  it('announces a password mismatch in Amharic', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderSignUp();
    await fillInAmharic(user, { confirm: 'another-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('የይለፍ ቃሎቹ አይመሳሰሉም። እባክዎ እንደገና ይሞክሩ።');
  }, 15_000);

  it('shows the success message in Amharic', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderSignUp();
    await fillInAmharic(user);
    expect(await screen.findByText('መለያዎ በተሳካ ሁኔታ ተፈጥሯል! ለመቀጠል እባክዎ ይግቡ።')).toBeInTheDocument();
  }, 15_000);
});

describe('Sign up: what is checked before anything is sent', () => {
  function countRegistrations() {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/register')) sent.push(request.url);
    });
    return sent;
  }

  it('names every empty field inline, focuses the first and sends nothing; no browser bubble can stop the form', async () => {
    const sent = countRegistrations();
    const { user } = renderSignUp();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(5);
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Username/).closest('form')).toHaveAttribute('novalidate');
    expect(sent).toEqual([]);
  });

  it('names a short username, an e-mail without a domain and a short password, each under its field', async () => {
    const sent = countRegistrations();
    const { user } = renderSignUp();
    await fill(user, { username: 'ab', email: 'meron@', password: 'short', confirm: 'short' });
    expect(
      await screen.findByText('Username must be 3 to 32 letters, digits, dots, hyphens or underscores'),
    ).toBeVisible();
    expect(screen.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    expect(screen.getByText('Use at least 8 characters.')).toBeVisible();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('says it in Amharic on an Amharic page', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderSignUp();
    await user.click(await screen.findByRole('button', { name: 'መለያ ይፍጠሩ' }));
    expect(await screen.findAllByText('እባክዎ ይህን መስክ ይሙሉ።')).toHaveLength(5);
  });
});
