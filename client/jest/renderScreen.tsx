import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { createApolloClient } from "../src/app/apolloClient";
import { APP_MESSAGES } from "../src/app/catalogue";
import { messagesFor } from "../src/shared/i18n/catalogue";
import type { Locale } from "../src/shared/i18n/locale";
import { sessionStore } from "../src/shared/session/sessionStore";
import type { StoredUser } from "../src/shared/session/storedUser";
import { AppToaster } from "../src/shared/toast/AppToaster";
import { ScriptedLink } from "./scriptedLink";

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

export type ScreenOptions = {
  /** The transport: a link of the test's own, or one scripted with these answers. */
  link?: ScriptedLink;
  answers?: ConstructorParameters<typeof ScriptedLink>[0];
  /** The router's address (default `/`). */
  path?: string;
  locale?: Locale;
};

/**
 * Renders `ui` as the app does (Chakra, Apollo over a ScriptedLink with the real cache, the
 * catalogue in `locale`, a router at `path`, the toaster) and lets the first answers arrive;
 * answers the link, to script more answers and read the requests sent. `ui` may be a screen or
 * `<Routes>` of several.
 */
export async function renderScreen(
  ui: ReactNode,
  options: ScreenOptions = {},
): Promise<ScriptedLink> {
  const locale = options.locale ?? "en";
  const link = options.link ?? new ScriptedLink(options.answers);
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ApolloProvider client={createApolloClient(sessionStore, link)}>
          <IntlProvider
            locale={locale}
            messages={messagesFor(locale, APP_MESSAGES)}
          >
            <MemoryRouter initialEntries={[options.path ?? "/"]}>
              {ui}
            </MemoryRouter>
            <AppToaster />
          </IntlProvider>
        </ApolloProvider>
      </ChakraProvider>,
    );
    await settle();
  });
  return link;
}

/** Signs a test user (Li Wei) in with these roles, as the session store the app reads holds it. */
export function signInAs(
  roles: StoredUser["roles"],
  account = "tenantadmin",
): void {
  act(() =>
    sessionStore.signIn({
      id: "1",
      username: "Li Wei",
      account,
      roles,
      language: null,
      avatarUrl: null,
    }),
  );
}
