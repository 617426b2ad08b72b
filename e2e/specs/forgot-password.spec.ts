import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../fixtures/signIn';
import { latestCode } from '../fixtures/smsOutbox';
import { LoginPage } from '../pages/LoginPage';
import { PhoneCodeForm } from '../pages/PhoneCodeForm';

// maintainer's phone in the demo data (seeds/demo.json).
const PHONE = '13800000004';
const NEW_PASSWORD = 'reset1';

const gql = (query: string, variables: Record<string, unknown>, token?: string) => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  data: { query, variables },
});

test('resets a forgotten password with an SMS code; the session open in another browser is signed out', async ({ browser, request }) => {
  // The user is signed in elsewhere, on the live overview.
  const elsewhere = await browser.newContext();
  const old = await elsewhere.newPage();
  await signIn(old, 'maintainer');
  await expect(old.getByTestId('overview-kanban')).toBeVisible();

  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgotpwd$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    // The page's own rules first.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter the mobile number')).toBeVisible();
    await expect(page.getByText('Please enter the verification code')).toBeVisible();

    const form = new PhoneCodeForm(page);
    await form.phone().fill(PHONE);
    await form.verify();
    await form.sendCode();
    await form.fillCode(await latestCode(request, `+86${PHONE}`, 'reset'));
    await page.getByLabel('New password').fill('abc12');
    await page.getByLabel('Confirm password').fill('abc12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The password must have at least 6 characters')).toBeVisible();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been reset. Please sign in with the new password.')).toBeVisible();

    // The other browser's session was revoked: its live connection closes and it is back at login, without a reload.
    await expect(old).toHaveURL(/\/login/);
    await new LoginPage(old).expectShown();

    // The old password no longer works; the new one does.
    const login = new LoginPage(page);
    await login.signIn('maintainer', DEMO_PASSWORD);
    await expect(page.getByText('Wrong username or password')).toBeVisible();
    await login.signIn('maintainer', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
  } finally {
    // The suite's other specs sign in with the demo password: put it back.
    const signedIn = await request.post('/graphql', gql('mutation L($a: String!, $p: String!) { login(account: $a, password: $p) { token } }', { a: 'maintainer', p: NEW_PASSWORD }));
    const token = ((await signedIn.json()) as { data?: { login?: { token: string } } }).data?.login?.token;
    if (token) await request.post('/graphql', gql('mutation R($o: String!, $n: String!) { resetPassword(oldPassword: $o, newPassword: $n) }', { o: NEW_PASSWORD, n: DEMO_PASSWORD }, token));
    await context.close();
    await elsewhere.close();
  }
});
