import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A customer of one test: every test signs up its own, so tests never share state. */
export interface Customer {
  username: string;
  email: string;
  phone: string;
  password: string;
}

let sequence = 0;

/** Unique per run and per call: base-36 time, a counter and a few random characters. */
export function newCustomer(): Customer {
  const tag = `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `e2e_${tag}`,
    email: `e2e.${tag}@example.et`,
    phone: '0912345678',
    password: 'Abay-e2e-pass-1',
  };
}

/** The spec's sign-up success text (storefront spec, section 8). */
export const SIGNUP_SUCCESS = 'Account created successfully! Please sign in to continue.';

/** Creates the account through the API, for tests about something other than sign-up. */
export async function registerViaApi(request: APIRequestContext, customer: Customer): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: {
      username: customer.username,
      phone: customer.phone,
      email: customer.email,
      password: customer.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs in through the API, as the sign-in form does, and answers the token. */
export async function tokenViaApi(request: APIRequestContext, customer: Customer): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

// Labels are matched by accessible name: the required-field star is aria-hidden but part of the label text.
/** Fills the /signup form (the page must be open) and waits for the success text and /signin. */
export async function signUpThroughForm(page: Page, customer: Customer): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(customer.username);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(customer.phone);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(SIGNUP_SUCCESS, { exact: true })).toBeVisible();
  // The message stays readable, then the page moves on by itself after 2 seconds.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page).toHaveURL(/\/signin$/);
}

/** Fills the /signin form (the page must be open) and submits it. */
export async function signInThroughForm(page: Page, customer: Customer): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
}

/** The bearer token the app keeps after sign-in. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('storefront.token'));
  expect(token, 'a token in localStorage "storefront.token"').toBeTruthy();
  return token!;
}
