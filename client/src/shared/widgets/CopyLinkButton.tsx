import { IconButton } from '@chakra-ui/react';
import { memo, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { TOAST_DURATION_MS, toaster } from '../toast/toaster';
import { copyText } from '../utils/clipboard';
import { Icon } from './Icon';

const currentUrl = () => window.location.href;

/**
 * Copies a link (by default the page's own URL, query included) and says whether it worked:
 * "copied successfully" or "copy failed", through the app's toaster.
 */
/** memo: it sits in the detail kanban's header, which re-renders with every live batch. */
export const CopyLinkButton = memo(function CopyLinkButton({ getLink = currentUrl, testId = 'copy-link' }: { getLink?: () => string; testId?: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'copy_link' });
  const copy = useCallback(async () => {
    try {
      await copyText(getLink());
      toaster.success({ title: intl.formatMessage({ id: 'copy_success' }), duration: TOAST_DURATION_MS });
    } catch {
      toaster.error({ title: intl.formatMessage({ id: 'copy_failed' }), duration: TOAST_DURATION_MS });
    }
  }, [getLink, intl]);
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" colorPalette="gray" color="inherit" onClick={copy} data-testid={testId}>
      <Icon name="link" />
    </IconButton>
  );
});
