import { NativeSelect } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { LANGUAGES, type Language } from '@contract/roles';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { chooseLocale, languageForLocale } from '../../shared/i18n/locale';
import { sessionStore } from '../../shared/session/sessionStore';
import { useSession } from '../../shared/session/useSession';
import { useErrorToast } from '../../shared/toast/useErrorToast';

const SetLanguageMutation = graphql(`
  mutation SetLanguage($language: Language!) {
    setLanguage(language: $language) {
      id
      language
    }
  }
`);

/** Switches the interface language and keeps it for the user on the server. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { user } = useSession();
  const { showError } = useErrorToast();
  const [setLanguage] = useMutation(SetLanguageMutation);
  const current = user?.language ?? languageForLocale(chooseLocale(navigator.language));

  const change = async (language: Language) => {
    const previous = user?.language ?? null;
    // Switch at once; the server call only keeps the choice.
    sessionStore.setLanguage(language);
    try {
      await setLanguage({ variables: { language } });
    } catch (error) {
      if (previous) sessionStore.setLanguage(previous);
      showError(error);
    }
  };

  return (
    <NativeSelect.Root size="sm" width="120px">
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: 'shell_language' })}
        value={current}
        onChange={(e) => void change(e.currentTarget.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {intl.formatMessage({ id: `language_${language}` })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
