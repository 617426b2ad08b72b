import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogueFor } from './messageCatalogue';
import { FALLBACK_LOCALE } from '../shared/i18n/bundles';
import { chooseLocale, htmlLang } from '../shared/i18n/locale';
import { useSession } from '../shared/session/useSession';
import { deferred } from '../shared/widgets/deferred';
import { appSystem } from './system';

/** The toasts' renderer loads after the first paint; a toast raised before it is shown when it arrives (the toaster's store keeps it). */
const AppToaster = deferred(() => import('../shared/toast/AppToaster').then((m) => m.AppToaster), () => null);

/** Chakra, Apollo and react-intl around the app; the locale follows the user's saved language. */
export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const { user } = useSession();
  const locale = chooseLocale(navigator.language, user?.language);
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);
  return (
    <ChakraProvider value={appSystem}>
      <ApolloProvider client={client}>
        <IntlProvider locale={locale} messages={catalogueFor(locale)} defaultLocale={FALLBACK_LOCALE}>
          {children}
          <AppToaster />
        </IntlProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
