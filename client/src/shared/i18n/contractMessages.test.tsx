import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ERROR_CATALOGUE } from '@contract/error-messages';
import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { AppToaster } from '../toast/AppToaster';
import { toaster } from '../toast/toaster';
import { useErrorToast } from '../toast/useErrorToast';
import { LoadFailed } from '../widgets/LoadFailed';
import { textsFor } from './bundles';
import { addContractTexts, errorMessageId, hasContractTexts, loadContractTexts, validationMessageId } from './contractMessages';

// One module state per test file: the texts have not loaded until the first test has them load.
describe('the contract texts, loaded after the first paint', () => {
  let api: ReturnType<typeof useErrorToast>;
  function Probe() {
    api = useErrorToast();
    return null;
  }
  afterEach(() => act(() => toaster.remove()));

  it('a failure shown before they arrive waits for them: toast and load failure in the user language', async () => {
    const messages = textsFor('en');
    addContractTexts(messages, 'en'); // as the app's catalogue is
    expect(hasContractTexts(messages)).toBe(false);
    render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale="en" messages={messages} onError={() => undefined}>
          <Probe />
          <AppToaster />
          <LoadFailed error={new Error('offline')} />
        </IntlProvider>
      </ChakraProvider>,
    );
    act(() => api.showErrorNo(8));
    // Never the message id in place of a text.
    expect(screen.queryByText(/error_no/)).toBeNull();
    expect(screen.queryByText(ERROR_CATALOGUE[8].en)).toBeNull();
    await act(async () => {
      await loadContractTexts();
    });
    expect(hasContractTexts(messages)).toBe(true);
    expect(await screen.findByText(ERROR_CATALOGUE[8].en)).toBeTruthy();
    expect(screen.getByTestId('load-failed').textContent).toContain(ERROR_CATALOGUE[4].en);
  });

  it('reach a catalogue handed over after they arrived at once, in its language', () => {
    const zh = textsFor('zh-CN');
    addContractTexts(zh, 'zh-CN');
    expect(zh[errorMessageId(8)]).toBe(ERROR_CATALOGUE[8].zh);
    expect(zh[validationMessageId('confirm_mismatch')]).toBe(VALIDATION_MESSAGES.confirm_mismatch.zh);
  });
});
