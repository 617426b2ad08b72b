import { IconButton } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { isFullPath, toggledFullPath } from '../utils/fullscreen';
import { Icon } from './Icon';

/** Switches a kanban between its shell and its full-screen ('/full') variant, keeping the query. */
export function FullscreenToggle() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const full = isFullPath(location.pathname);
  const label = intl.formatMessage({ id: full ? 'kanban_exit_fullscreen' : 'kanban_fullscreen' });
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="sm"
      // The kanban header's colour (white on navy); a palette colour would be dark grey there.
      color="inherit"
      _hover={{ bg: 'whiteAlpha.200' }}
      // At once, not in a transition: on a slow wall-screen PC the screen being left (and this
      // button, with its old label) stayed for a moment after the address changed, and a second
      // press went to full screen again (a duplicate history entry) instead of leaving it.
      onClick={() => navigate(toggledFullPath(location.pathname, location.search), { flushSync: true })}
    >
      <Icon name={full ? 'fullscreenExit' : 'fullscreen'} />
    </IconButton>
  );
}
