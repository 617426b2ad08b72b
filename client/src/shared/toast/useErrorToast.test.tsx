import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { formatMessage } from '@contract/error-catalogue';
import { ERROR_CATALOGUE, REQUEST_REASONS } from '@contract/error-messages';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue';
import type { Locale } from '../i18n/locale';
import { AppToaster } from './AppToaster';
import { toaster } from './toaster';
import { useErrorToast } from './useErrorToast';

let api: ReturnType<typeof useErrorToast>;
function Probe() {
  api = useErrorToast();
  return null;
}

async function setup(locale: Locale = 'en') {
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale={locale} messages={messagesFor(locale)}>
          <Probe />
          <AppToaster />
        </IntlProvider>
      </ChakraProvider>,
    );
  });
}

const show = async (fn: () => void) => {
  await act(async () => {
    fn();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

afterEach(() => {
  act(() => toaster.remove());
});

describe('useErrorToast', () => {
  it('shows error_no_{errorno} with the error params', async () => {
    await setup();
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { errorno: 1001, params: { seconds: 37 } } }] });
    await show(() => api.showError(error));
    expect(await screen.findByText(formatMessage(ERROR_CATALOGUE[1001].en, { seconds: 37 }))).toBeTruthy();
  });

  it('speaks the user language', async () => {
    await setup('zh-CN');
    await show(() => api.showErrorNo(1002));
    expect(await screen.findByText(ERROR_CATALOGUE[1002].zh)).toBeTruthy();
  });

  it("says a refused request's reason in the user language, whatever language the answer carried it in", async () => {
    await setup('zh-CN');
    const params = { bytes: 102400, reasonKey: 'bodyTooLarge', reason: 'the body is larger than 102400 bytes' };
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Invalid request: the body is larger than 102400 bytes', extensions: { errorno: 1004, params } }] });
    await show(() => api.showError(error));
    expect(await screen.findByText(formatMessage(ERROR_CATALOGUE[1004].zh, { reason: formatMessage(REQUEST_REASONS.bodyTooLarge.zh, params) }))).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('请求体超过 102400 字节');
  });

  it('keeps a reason whose key it does not know as the answer says it', async () => {
    await setup('zh-CN');
    await show(() => api.showErrorNo(1004, { reasonKey: 'fromANewerServer', reason: 'a new reason' }));
    expect(await screen.findByText(formatMessage(ERROR_CATALOGUE[1004].zh, { reason: 'a new reason' }))).toBeTruthy();
  });

  it('shows errorno 4 for an error without a catalogue number', async () => {
    await setup();
    await show(() => api.showError(new Error('socket hang up')));
    expect(await screen.findByText(ERROR_CATALOGUE[4].en)).toBeTruthy();
  });

  it('shows errorno 4 for a number the catalogue does not know', async () => {
    await setup();
    await show(() => api.showErrorNo(424242));
    expect(await screen.findByText(ERROR_CATALOGUE[4].en)).toBeTruthy();
  });

  it('says the same failure of several calls once', async () => {
    await setup();
    await show(() => {
      for (let i = 0; i < 5; i += 1) api.showError(new Error('socket hang up'));
      api.showErrorNo(1002);
    });
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual([ERROR_CATALOGUE[1002].en, ERROR_CATALOGUE[4].en].map((text) => expect.stringContaining(text)));
  });
});
