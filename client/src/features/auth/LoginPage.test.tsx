import { ERROR_CATALOGUE } from '@contract/error-messages';
import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '../../shared/session/sessionStore';
import { GraphQLError } from 'graphql';
import { LoginDocument } from '../../gql/graphql';
import { loadContentConfig, resetContentConfig } from '../../shared/content/contentConfig';
import { messagesFor } from '../../shared/i18n/catalogue';
import type { Locale } from '../../shared/i18n/locale';
import { LoginPage } from './LoginPage';
import { authMessages } from './messages';
import { renderScreen, type ScreenOptions, settle } from '../../shared/testing/screen.testkit';

/** The shared messages and this feature's. */
const messages = (locale: Locale) => messagesFor(locale, { auth: authMessages });

async function renderLogin({ locale = 'en', mocks = [] }: { locale?: Locale; mocks?: ScreenOptions['mocks'] } = {}) {
  await renderScreen({ path: '/login', at: '/login?origin=%2Fcustomerroster', element: <LoginPage />, elsewhere: { '/customerroster': 'customer roster' }, mocks, locale, messages: messages(locale) });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: messages('en').login_submit }));

// The page loads the content configuration; here it comes from the shipped file.
beforeEach(async () => {
  resetContentConfig();
  await loadContentConfig(async () => ({ login: { background: 'linear-gradient(to bottom right, #14204a, #0c5c72)', logo: '/content/logo.svg' } }));
});

describe('LoginPage', () => {
  it('takes its background and logo from the content configuration', async () => {
    await renderLogin();
    expect((screen.getByTestId('login-logo') as HTMLImageElement).getAttribute('src')).toBe('/content/logo.svg');
    expect(screen.getByTestId('login-background').style.background).toContain('linear-gradient');
    resetContentConfig();
    await loadContentConfig(async () => ({ login: { background: 'rgb(34, 34, 34)', logo: '/content/brand.png' } }));
    await act(settle);
    expect(screen.getByTestId('login-background').style.background).toBe('rgb(34, 34, 34)');
  });

  it('labels the account fields for assistive technology', async () => {
    await renderLogin();
    expect(screen.getByLabelText(/username/i)).toBeTruthy();
    expect(screen.getByLabelText(/password/i)).toBeTruthy();
  });

  it('shows both required-field messages when submitted empty', async () => {
    await renderLogin();
    expect(screen.queryByText(VALIDATION_MESSAGES.username_required.en)).toBeNull();
    await act(async () => {
      submit();
      await settle();
    });
    expect(screen.getByText(VALIDATION_MESSAGES.username_required.en)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.login_password_required.en)).toBeTruthy();
  });

  it('shows only the password message when the username is filled, and submits with Enter', async () => {
    await renderLogin();
    fireEvent.change(screen.getByLabelText(/username/i), { target: { value: 'tenantadmin' } });
    await act(async () => {
      fireEvent.submit(screen.getByLabelText(/username/i).closest('form') as HTMLFormElement);
    });
    expect(screen.queryByText(VALIDATION_MESSAGES.username_required.en)).toBeNull();
    expect(screen.getByText(VALIDATION_MESSAGES.login_password_required.en)).toBeTruthy();
  });

  it('speaks Chinese when the locale is zh-CN', async () => {
    await renderLogin({ locale: 'zh-CN' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages('zh-CN').login_submit })));
    expect(screen.getByText(VALIDATION_MESSAGES.username_required.zh)).toBeTruthy();
  });

  it('shows the catalogue message of a failed login', async () => {
    const login = {
      request: { query: LoginDocument, variables: { account: 'tenantadmin', password: 'bad' } },
      result: { errors: [new GraphQLError('wrong', { extensions: { code: 'UNAUTHENTICATED', errorno: 8 } })] },
    };
    await renderLogin({ mocks: [login] });
    fireEvent.change(screen.getByLabelText(/username/i), { target: { value: 'tenantadmin' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'bad' } });
    await act(async () => {
      submit();
      await settle();
    });
    expect(await screen.findByText(ERROR_CATALOGUE[8].en)).toBeTruthy();
  });

  it('opens the phone login on its tab (its own chunk, loaded then)', async () => {
    await renderLogin();
    expect(screen.queryByLabelText(/mobile number/i)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Phone login' }));
      await settle();
    });
    expect(await screen.findByLabelText(/mobile number/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Click to verify' })).toBeTruthy();
  });

  it('has the QR login tab as a placeholder (spec part 1 section 2)', async () => {
    await renderLogin();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'QR code login' }));
      await settle();
    });
    expect(screen.getByText('Signing in by scanning a QR code is not available yet. Use your account or your mobile number.')).toBeTruthy();
  });

  it('signs in with Enter and goes on to the origin, keeping the user', async () => {
    const user = { __typename: 'User', id: '3', name: 'Li Wei', account: 'tenantadmin', role: 'tenant_admin', language: null, avatarUrl: null };
    const login = {
      request: { query: LoginDocument, variables: { account: 'tenantadmin', password: 'Demo2026' } },
      result: { data: { login: { __typename: 'LoginResult', user, expiresAt: '2026-03-09T00:00:00.000Z' } } },
    };
    await renderLogin({ mocks: [login] });
    // The username is sent without surrounding spaces.
    fireEvent.change(screen.getByLabelText(/username/i), { target: { value: ' tenantadmin ' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'Demo2026' } });
    await act(async () => {
      fireEvent.submit(screen.getByLabelText(/password/i).closest('form') as HTMLFormElement);
    });
    expect(await screen.findByText('customer roster')).toBeTruthy();
    expect(sessionStore.getState().user).toMatchObject({ id: '3', username: 'Li Wei', roles: ['tenant_admin'] });
    act(() => sessionStore.signOut());
  });
});
