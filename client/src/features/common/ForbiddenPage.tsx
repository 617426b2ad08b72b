import { FormattedMessage, useIntl } from 'react-intl';
import { MessagePage } from './MessagePage';

export type ForbiddenPageProps = { titleId: string; role: string | null };

/** Shown instead of a route the user's role may not open. */
export function ForbiddenPage({ titleId, role }: ForbiddenPageProps) {
  const intl = useIntl();
  return (
    <MessagePage
      title={<FormattedMessage id="forbidden_title" />}
      body={
        <FormattedMessage
          id="forbidden_body"
          values={{ role: intl.formatMessage({ id: role ? `role_${role}` : 'role_none' }), page: intl.formatMessage({ id: titleId }) }}
        />
      }
    />
  );
}
