import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { MessagePage } from './MessagePage';

/** Any path outside the route table. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <MessagePage
      title={<FormattedMessage id="notfound_title" />}
      body={<FormattedMessage id="notfound_body" values={{ path: pathname }} />}
    />
  );
}
