import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { formatMessage } from '@contract/error-catalogue';
import { ERROR_CATALOGUE } from '@contract/error-messages';
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
