import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { ERROR_CATALOGUE } from '@contract/error-messages';
import { type UserDialogValues, validateUserDialog } from '@contract/validation';
import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue';
import { defineMessages } from '../i18n/defineMessages';
import type { Locale } from '../i18n/locale';
import { AppToaster } from '../toast/AppToaster';
import { toaster } from '../toast/toaster';
import { ContractForm } from './ContractForm';
import { rulesFromFieldErrors } from './contractRules';
import { TextField } from './TextField';
import { useContractForm } from './useContractForm';

type Values = Required<Pick<UserDialogValues, 'name' | 'account' | 'password' | 'confirmPassword'>> & { role: string };
const EMPTY: Values = { name: '', account: '', password: '', confirmPassword: '', role: 'user' };
const rules = rulesFromFieldErrors((values: Values) => validateUserDialog(values, 'add'));

/** The test form's labels; field messages come from the shared contract. */
const labels = defineMessages({
  form_name: { en: 'Name', zh: '姓名' },
  form_account: { en: 'Account', zh: '账号' },
  form_password: { en: 'Password', zh: '密码' },
  form_confirm: { en: 'Confirm password', zh: '确认密码' },
});

/** A user dialog on the kit, as a future feature would write it. */
function UserForm({ action, onInvalid }: { action: (values: Values) => Promise<unknown>; onInvalid?: () => void }) {
  const form = useContractForm<Values>({ defaultValues: EMPTY, rules, onInvalid });
  return (
    <ContractForm form={form} onSubmit={form.submitWith(action)} label="user">
      <TextField name="name" labelId="form_name" required />
      <TextField name="account" labelId="form_account" required />
      <TextField name="password" labelId="form_password" type="password" deps={['confirmPassword']} required />
      <TextField name="confirmPassword" labelId="form_confirm" type="password" required />
      <Button type="submit">go</Button>
    </ContractForm>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function renderForm(action: (values: Values) => Promise<unknown> = async () => undefined, locale: Locale = 'en', onInvalid?: () => void) {
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale={locale} messages={messagesFor(locale, { test: labels })}>
          <UserForm action={action} onInvalid={onInvalid} />
          <AppToaster />
        </IntlProvider>
      </ChakraProvider>,
    );
    await settle();
  });
}

/** A field by its label, or by its name (any language). */
const input = (field: RegExp | string) => (typeof field === 'string' ? document.querySelector(`input[name="${field}"]`) : screen.getByLabelText(field)) as HTMLInputElement;
const type = async (field: RegExp | string, value: string) => {
  await act(async () => {
    fireEvent.change(input(field), { target: { value } });
    await settle();
  });
};
const submit = async () => {
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: 'user' }));
    await settle();
  });
};

afterEach(() => {
  act(() => toaster.remove());
});

describe('contract forms', () => {
  it('show nothing before the first submit, then the contract message of each field', async () => {
    const onInvalid = jest.fn();
    await renderForm(undefined, 'en', onInvalid);
    await type(/Name/, 'A');
    expect(screen.queryByText(VALIDATION_MESSAGES.name_too_short.en)).toBeNull();
    await submit();
    expect(screen.getByText(VALIDATION_MESSAGES.name_too_short.en)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.account_required.en)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.password_required.en)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.confirm_required.en)).toBeTruthy();
    expect(input(/Name/).getAttribute('aria-invalid')).toBe('true');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    // The first field in error has the focus, so the keyboard is where the fix is.
    expect(document.activeElement).toBe(input(/Name/));
  });

  it('follow the typing after the first submit, confirmation included', async () => {
    await renderForm();
    await submit();
    await type(/Name/, 'Li Wei');
    expect(screen.queryByText(VALIDATION_MESSAGES.name_required.en)).toBeNull();
    await type(/^Password/, 'Abcdefg1');
    await type(/Confirm password/, 'Abcdefg2');
    expect(screen.getByText(VALIDATION_MESSAGES.confirm_mismatch.en)).toBeTruthy();
    // Changing the password checks the confirmation again.
    await type(/^Password/, 'Abcdefg2');
    expect(screen.queryByText(VALIDATION_MESSAGES.confirm_mismatch.en)).toBeNull();
  });

  it('speak Chinese in a Chinese interface', async () => {
    await renderForm(undefined, 'zh-CN');
    await submit();
    expect(screen.getByText(VALIDATION_MESSAGES.name_required.zh)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.account_required.zh)).toBeTruthy();
  });

  it('submit valid values to the action, and only then', async () => {
    const action = jest.fn(async () => undefined);
    await renderForm(action);
    await submit();
    expect(action).not.toHaveBeenCalled();
    await type(/Name/, 'Li Wei');
    await type(/Account/, 'liwei_01');
    await type(/^Password/, 'Abcdefg1');
    await type(/Confirm password/, 'Abcdefg1');
    await submit();
    expect(action).toHaveBeenCalledWith({ ...EMPTY, name: 'Li Wei', account: 'liwei_01', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' });
  });

  it.each(['en', 'zh-CN'] as const)('put the server field errors (errorno 1003) on the same fields, in %s', async (locale) => {
    const lang = locale === 'zh-CN' ? 'zh' : 'en';
    const rejected = new CombinedGraphQLErrors({
      errors: [
        {
          message: ERROR_CATALOGUE[1003].en,
          extensions: {
            errorno: 1003,
            fields: [
              // The server's own wording is ignored: the key is shown in the user's language.
              { field: 'account', key: 'account_format', message: 'whatever the server said' },
              { field: 'password', key: 'password_letters_digits', message: 'x' },
              { field: 'name', key: 'text_too_long', params: { max: 20 }, message: 'x' },
              { field: 'notOnThisForm', key: 'email_format', message: 'x' },
            ],
          },
        },
      ],
    });
    await renderForm(async () => Promise.reject(rejected), locale);
    await type('name', 'Li Wei');
    await type('account', 'liwei_01');
    await type('password', 'Abcdefg1');
    await type('confirmPassword', 'Abcdefg1');
    await submit();
    expect(screen.getByText(VALIDATION_MESSAGES.account_format[lang])).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.password_letters_digits[lang])).toBeTruthy();
    // A message with a placeholder shows the server's value, not `{max}`.
    expect(screen.getByText(VALIDATION_MESSAGES.text_too_long[lang].replace('{max}', '20'))).toBeTruthy();
    expect(screen.queryByText(VALIDATION_MESSAGES.email_format[lang])).toBeNull();
    // The first field the server named has the focus (it may be out of view when the form is long).
    expect(document.activeElement?.getAttribute('name')).toBe('account');
    expect(await screen.findByText(ERROR_CATALOGUE[1003][lang])).toBeTruthy();
    // Typing again runs the rules: the server's message gives way.
    await type('account', 'liwei_02');
    expect(screen.queryByText(VALIDATION_MESSAGES.account_format[lang])).toBeNull();
  });
});
