import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { act, fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { GraphQLError } from 'graphql';
import { LoginWithPhoneDocument, SendVerificationCodeDocument } from '../../gql/graphql';
import { messagesFor } from '../../shared/i18n/catalogue';
import { sessionStore } from '../../shared/session/sessionStore';
import { toaster } from '../../shared/toast/toaster';
import { SECONDS_COOKIE, WAIT_COOKIE } from '../../shared/widgets/codeButton';
import { authMessages } from './messages';
import { PhoneLoginForm } from './PhoneLoginForm';
import { renderScreen, type ScreenOptions, settle } from '../../shared/testing/screen.testkit';

// Whole flows through the UI: several renders each; a busy machine needs more than jest's 5 s.
const LONG_FLOW_MS = 20_000;

const messages = messagesFor('en', { auth: authMessages });
const PHONE = '+8613800000002';

async function renderForm(mocks: ScreenOptions['mocks'] = []) {
  await renderScreen({ path: '/login', at: '/login?origin=%2Fcustomerroster', element: <PhoneLoginForm />, elsewhere: { '/customerroster': 'customer roster' }, mocks, messages });
}

const codeButton = () => screen.getByTestId('code-button') as HTMLButtonElement;
const typePhone = (value: string) => fireEvent.change(screen.getByLabelText(/mobile number/i), { target: { value } });
const passSlider = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Click to verify' })));
  const slider = screen.getByRole('slider', { name: 'Slide to verify' });
  await act(async () => fireEvent.keyDown(slider, { key: 'End' }));
};
const sendMock = (result: object) => ({ request: { query: SendVerificationCodeDocument, variables: { phone: PHONE, purpose: 'login' } }, result });

afterEach(() => {
  act(() => toaster.remove());
  Cookies.remove(WAIT_COOKIE, { path: '/' });
  Cookies.remove(SECONDS_COOKIE, { path: '/' });
});

describe('PhoneLoginForm', () => {
  it('offers China first, asks the phone and code, and hides the send-code button behind the slider until it passes', async () => {
    await renderForm();
    const country = screen.getByRole('combobox', { name: 'Country or region' }) as HTMLSelectElement;
    expect(country.value).toBe('CN');
    expect([...country.options].slice(0, 2).map((o) => o.value)).toEqual(['CN', 'US']);
    expect(codeButton().closest('[hidden]')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await settle();
    });
    expect(screen.getByText(VALIDATION_MESSAGES.phone_required.en)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.code_required.en)).toBeTruthy();
    await passSlider();
    expect(codeButton().closest('[hidden]')).toBeNull();
    // Grey until the phone is valid for the country.
    expect(codeButton().disabled).toBe(true);
    typePhone('12345');
    expect(codeButton().disabled).toBe(true);
    typePhone('13800000002');
    expect(codeButton().disabled).toBe(false);
    fireEvent.change(country, { target: { value: 'US' } });
    expect(codeButton().disabled).toBe(true);
  }, LONG_FLOW_MS);

  it('sends the code in E.164, says so, counts down, then signs in with it and goes on to the origin', async () => {
    const user = { __typename: 'User', id: '3', name: 'Li Wei', account: 'tenantadmin', role: 'tenant_admin', language: null, avatarUrl: null };
    await renderForm([
      sendMock({ data: { sendVerificationCode: true } }),
      {
        request: { query: LoginWithPhoneDocument, variables: { phone: PHONE, code: '123456' } },
        result: { data: { loginWithPhone: { __typename: 'LoginResult', user, expiresAt: '2026-03-09T00:00:00.000Z' } } },
      },
    ]);
    typePhone('138 0000 0002');
    await passSlider();
    await act(async () => {
      fireEvent.click(codeButton());
      await settle();
    });
    expect(await screen.findByText('The verification code has been sent')).toBeTruthy();
    expect(codeButton().textContent).toBe('Resend (60 s)');
    expect(codeButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/verification code/i), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Phone login' }));
      await settle();
    });
    expect(await screen.findByText('customer roster')).toBeTruthy();
    expect(sessionStore.getState().user).toMatchObject({ account: 'tenantadmin', roles: ['tenant_admin'] });
    // Leaving the form keeps the countdown only once it is below 60 (the cookie rule, with a
    // clock of its own, is tested in codeButton.test.ts); this run took a real-time while.
    const kept = Cookies.get(SECONDS_COOKIE);
    if (Cookies.get(WAIT_COOKIE) === undefined) expect(kept).toBeUndefined();
    else {
      expect(Number(kept)).toBeGreaterThanOrEqual(1);
      expect(Number(kept)).toBeLessThan(60);
    }
    act(() => sessionStore.signOut());
  }, LONG_FLOW_MS);

  it('waits as long as the server says when a code went out recently, and shows its message', async () => {
    await renderForm([sendMock({ errors: [new GraphQLError('recent', { extensions: { code: 'TOO_MANY_REQUESTS', errorno: 1030, params: { seconds: 42 } } })] })]);
    typePhone('13800000002');
    await passSlider();
    await act(async () => {
      fireEvent.click(codeButton());
      await settle();
    });
    expect(await screen.findByText('A verification code was sent recently, please try again in 42 s')).toBeTruthy();
    expect(codeButton().textContent).toBe('Resend (42 s)');
  }, LONG_FLOW_MS);

  it('shows the catalogue message of a wrong code and stays', async () => {
    await renderForm([
      {
        request: { query: LoginWithPhoneDocument, variables: { phone: PHONE, code: '654321' } },
        result: { errors: [new GraphQLError('wrong', { extensions: { code: 'BAD_USER_INPUT', errorno: 7 } })] },
      },
    ]);
    typePhone('13800000002');
    fireEvent.change(screen.getByLabelText(/verification code/i), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await settle();
    });
    expect(await screen.findByText('Incorrect verification code')).toBeTruthy();
    expect(screen.queryByText('customer roster')).toBeNull();
  }, LONG_FLOW_MS);

  it('resumes a countdown kept in cookies on load', async () => {
    Cookies.set(WAIT_COOKIE, 'wait', { path: '/' });
    Cookies.set(SECONDS_COOKIE, '17', { path: '/' });
    await renderForm();
    expect(codeButton().textContent).toBe('Resend (17 s)');
    expect(Cookies.get(WAIT_COOKIE)).toBeUndefined();
  }, LONG_FLOW_MS);
});
