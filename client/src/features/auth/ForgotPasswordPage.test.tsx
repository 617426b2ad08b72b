import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { ResetPasswordWithCodeDocument, SendVerificationCodeDocument } from '../../gql/graphql';
import { loadContentConfig, resetContentConfig } from '../../shared/content/contentConfig';
import { messagesFor } from '../../shared/i18n/catalogue';
import type { Locale } from '../../shared/i18n/locale';
import { sessionStore } from '../../shared/session/sessionStore';
import { toaster } from '../../shared/toast/toaster';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { authMessages } from './messages';
import { renderScreen, type ScreenOptions, settle } from '../../shared/testing/screen.testkit';

// Whole flows through the UI: several renders each; a busy machine needs more than jest's 5 s.
const LONG_FLOW_MS = 20_000;


async function renderPage(mocks: ScreenOptions['mocks'] = [], locale: Locale = 'en') {
  await renderScreen({ path: '/forgotpwd', element: <ForgotPasswordPage />, elsewhere: { '/login': 'login page' }, mocks, locale, messages: messagesFor(locale, { auth: authMessages }) });
}

beforeEach(async () => {
  resetContentConfig();
  await loadContentConfig(async () => ({ login: { background: 'rgb(20, 32, 74)' } }));
});
afterEach(() => act(() => toaster.remove()));

describe('ForgotPasswordPage', () => {
  it("checks the page's rules in Chinese: phone, code, a password of at least 6 and its confirmation", async () => {
    await renderPage([], 'zh-CN');
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abc12' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'abc13' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
      await settle();
    });
    expect(screen.getByText(VALIDATION_MESSAGES.phone_required.zh)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.code_required.zh)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.reset_password_too_short.zh)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.confirm_mismatch.zh)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login');
  }, LONG_FLOW_MS);

  it('starts the drag verification with a button, sends a reset code, resets, forgets any kept user and returns to login', async () => {
    act(() => sessionStore.signIn({ id: '4', username: 'Zhang Min', account: 'maintadmin', roles: ['maintainadmin'], language: null, avatarUrl: null }));
    await renderPage([
      { request: { query: SendVerificationCodeDocument, variables: { phone: '+8613800000003', purpose: 'reset' } }, result: { data: { sendVerificationCode: true } } },
      {
        request: { query: ResetPasswordWithCodeDocument, variables: { phone: '+8613800000003', code: '123456', newPassword: 'simple' } },
        result: { data: { resetPasswordWithCode: true } },
      },
    ]);
    fireEvent.change(screen.getByLabelText(/mobile number/i), { target: { value: '13800000003' } });
    expect(screen.queryByRole('slider')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Click to verify' })));
    await act(async () => fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('code-button'));
      await settle();
    });
    expect(await screen.findByText('The verification code has been sent')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/verification code/i), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'simple' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'simple' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await settle();
    });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(await screen.findByText('Your password has been reset. Please sign in with the new password.')).toBeTruthy();
    expect(sessionStore.getState().user).toBeNull();
  }, LONG_FLOW_MS);
});
