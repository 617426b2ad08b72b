import { IconButton } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { useIntl } from 'react-intl';
import { usePermission } from '../../../shared/permissions/usePermission';
import { INERT_STAND_IN, deferred } from '../../../shared/widgets/deferred';
import { Icon } from '../../../shared/widgets/Icon';

/** The bell before its code (query, live subscription, Chakra's popover) has loaded: the same look, inert. */
function BellPlaceholder() {
  const label = useIntl().formatMessage({ id: 'messages_bell' });
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" {...INERT_STAND_IN} data-testid="message-bell-placeholder">
      <Icon name="bell" />
    </IconButton>
  );
}

const Bell = deferred(() => import('./MessageBell').then((m) => m.MessagePreviewBell), BellPlaceholder);

/** The header's message bell (`MessageBell`), loaded after the page's first paint; nothing for callers without GET /systemmessage. */
export function HeaderMessageBell() {
  return usePermission(API.systemMessageList) ? <Bell /> : null;
}
