import { ERROR_CATALOGUE } from '@contract/error-messages';
import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ResetPasswordDocument } from '../../gql/graphql';
import { messagesFor } from '../../shared/i18n/catalogue';
import type { Locale } from '../../shared/i18n/locale';
import { toaster } from '../../shared/toast/toaster';
import { authMessages } from './messages';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { renderScreen, type ScreenOptions, settle } from '../../shared/testing/screen.testkit';


async function renderDialog({ locale = 'en', mocks = [] }: { locale?: Locale; mocks?: ScreenOptions['mocks'] } = {}) {
  await renderScreen({ path: '/deviceoverviewkanban', element: <ResetPasswordDialog open onClose={() => undefined} />, elsewhere: { '/login': 'login page' }, mocks, locale, messages: messagesFor(locale, { auth: authMessages }) });
}

const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const fill = async (values: Record<string, string>) => {
  await act(async () => {
    for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
    await settle();
  });
};
const submit = async () => {
  await act(async () => {
    fireEvent.submit(field('oldPassword').closest('form') as HTMLFormElement);
    await settle();
  });
};
const reset = (variables: { oldPassword: string; newPassword: string }, errorno: number, fields: unknown[] = []) => ({
  request: { query: ResetPasswordDocument, variables },
  result: { errors: [new GraphQLError('x', { extensions: { code: 'BAD_USER_INPUT', errorno, fields } })] },
});

afterEach(() => {
  act(() => toaster.remove());
});

describe('ResetPasswordDialog', () => {
  it('shows the rules after a submit, with the generic form-validation error', async () => {
    await renderDialog();
    expect(screen.queryByText(VALIDATION_MESSAGES.old_password_required.en)).toBeNull();
    await submit();
    expect(screen.getByText(VALIDATION_MESSAGES.old_password_required.en)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.new_password_required.en)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.confirm_required.en)).toBeTruthy();
    expect(await screen.findByText(ERROR_CATALOGUE[1003].en)).toBeTruthy();
  });

  it('keeps the new-password rule as a hint until the field is in error', async () => {
    await renderDialog({ locale: 'zh-CN' });
    expect(screen.getByText(VALIDATION_MESSAGES.new_password_rule.zh)).toBeTruthy();
    await fill({ oldPassword: 'Demo2026', newPassword: 'short', confirmPassword: 'short' });
    await submit();
    // Now the same words are the field's error, once.
    expect(screen.getAllByText(VALIDATION_MESSAGES.new_password_rule.zh)).toHaveLength(1);
    expect(field('newPassword').getAttribute('aria-invalid')).toBe('true');
  });

  it("puts the server's field errors on the dialog's fields", async () => {
    const variables = { oldPassword: 'Demo2026', newPassword: 'Brandnew2027' };
    await renderDialog({ mocks: [reset(variables, 1003, [{ field: 'newPassword', key: 'new_password_rule', message: 'server words' }])] });
    await fill({ ...variables, confirmPassword: variables.newPassword });
    await submit();
    // MockLink answers after a realistic delay.
    await waitFor(() => expect(field('newPassword').getAttribute('aria-invalid')).toBe('true'));
    expect(field('oldPassword').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the catalogue message of a wrong old password', async () => {
    const variables = { oldPassword: 'NotTheOld123', newPassword: 'Brandnew2027' };
    await renderDialog({ mocks: [reset(variables, 1002)] });
    await fill({ ...variables, confirmPassword: variables.newPassword });
    await submit();
    expect(await screen.findByText(ERROR_CATALOGUE[1002].en)).toBeTruthy();
  });

  it('ends the session after a successful change', async () => {
    const variables = { oldPassword: 'Demo2026', newPassword: 'Brandnew2027' };
    await renderDialog({ mocks: [{ request: { query: ResetPasswordDocument, variables }, result: { data: { resetPassword: true } } }] });
    await fill({ ...variables, confirmPassword: variables.newPassword });
    await submit();
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
