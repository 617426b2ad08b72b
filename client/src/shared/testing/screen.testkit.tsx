import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Locale } from '../i18n/locale';
import { AppToaster } from '../toast/AppToaster';

/**
 * Lets Ark UI's deferred (animation-frame) updates and MockedProvider's answers land inside
 * the current `act`: they are scheduled on timers, not on anything a test could await.
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

export type ScreenOptions = {
  /** The route the screen answers on. */
  path: string;
  element: ReactElement;
  /** Where the router starts (with its query string); `path` when left out. */
  at?: string;
  /** Routes the screen may send the user to, each shown as a paragraph naming it (`<p>login page</p>`). */
  elsewhere?: Record<string, string>;
  mocks?: ComponentProps<typeof MockedProvider>['mocks'];
  locale?: Locale;
  messages: Record<string, string>;
};

/**
 * Renders one screen in the frame the app gives it (Chakra, Apollo with scripted answers,
 * react-intl, a router, the toaster) inside `act`, and lets it settle.
 */
export async function renderScreen({ path, element, at = path, elsewhere = {}, mocks = [], locale = 'en', messages }: ScreenOptions): Promise<void> {
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={mocks}>
          <IntlProvider locale={locale} messages={messages}>
            <MemoryRouter initialEntries={[at]}>
              <Routes>
                <Route path={path} element={element} />
                {Object.entries(elsewhere).map(([route, name]) => (
                  <Route key={route} path={route} element={<p>{name}</p>} />
                ))}
              </Routes>
            </MemoryRouter>
            <AppToaster />
          </IntlProvider>
        </MockedProvider>
      </ChakraProvider>,
    );
    await settle();
  });
}
