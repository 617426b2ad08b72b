import { FormattedMessage, useIntl } from 'react-intl';
import { FullscreenToggle } from '../../shared/widgets/FullscreenToggle';
import { MessagePage } from './MessagePage';

export type ComingSoonPageProps = {
  /** Message id of the page's title. */
  titleId: string;
  /** Kanbans keep their full-screen toggle. */
  kanban?: boolean;
  /** Where the way back leads (public pages go to /login). */
  backTo?: { to: string; labelId: string };
};

/** A route that exists in the route table but whose screen is not built yet. */
export function ComingSoonPage({ titleId, kanban = false, backTo }: ComingSoonPageProps) {
  const intl = useIntl();
  return (
    <MessagePage
      title={<FormattedMessage id="coming_soon_title" />}
      body={<FormattedMessage id="coming_soon_body" values={{ page: intl.formatMessage({ id: titleId }) }} />}
      homeLink={backTo}
      actions={kanban ? <FullscreenToggle /> : undefined}
    />
  );
}
