import { expect, test } from '@playwright/test';
import { latestCode } from '../fixtures/smsOutbox';
import { LoginPage } from '../pages/LoginPage';
import { PhoneCodeForm } from '../pages/PhoneCodeForm';

// tenantadmin's phone in the demo data (seeds/demo.json).
const PHONE = '13800000002';

test('signs in with a phone and the SMS code read from the outbox; a reload during the countdown resumes it', async ({ page, request }) => {
  await page.goto('/login?origin=%2Fdeviceoverviewkanban');
  const login = new LoginPage(page);
  await login.openPhoneTab();
  const form = new PhoneCodeForm(page);

  // Spec part 1 section 4: no send before the slider passed and the phone is valid.
  await expect(page.getByRole('combobox', { name: 'Country or region' })).toHaveValue('CN');
  await expect(form.codeButton()).toBeHidden();
  await form.phone().fill('12345');
  await form.verify();
  await expect(form.codeButton()).toBeDisabled();
  await form.phone().fill(PHONE);
  await form.sendCode();

  // Leaving mid-countdown keeps it: after a reload the button still counts (from the kept seconds).
  await expect(form.codeButton()).toHaveText(/Resend \(5\d s\)/);
  await page.reload();
  await login.openPhoneTab();
  await form.phone().fill(PHONE);
  await form.verify();
  await expect(form.codeButton()).toHaveText(/Resend \([1-5]\d s\)/);
  await expect(form.codeButton()).toBeDisabled();

  // A wrong code is refused with the catalogue message.
  const code = await latestCode(request, `+86${PHONE}`, 'login');
  await form.fillCode(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect verification code')).toBeVisible();

  await form.fillCode(code);
  await page.getByLabel('Verification code').press('Enter');
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
  await expect(page.getByTestId('header-username')).toHaveText('Li Wei');
  // The same session as an account sign-in: the live kanban loads.
  await expect(page.getByTestId('overview-kanban')).toBeVisible();
});
