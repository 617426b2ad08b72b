import { Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useContractTexts } from '../i18n/contractMessages';
import { errorMessage } from '../toast/useErrorToast';

/**
 * Where data would be, when loading it failed: the failure in the common display's words
 * (never "no data" or `--`, which would say the machine had none) and a way to try again.
 * The toast of the common error display has announced it already.
 */
export function LoadFailed({ error, onRetry, size = 'md' }: { error: unknown; onRetry?: () => unknown; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  // The reason is a contract text: in the first moments it may still be on its way.
  const reasonReady = useContractTexts();
  return (
    <HStack role="alert" gap="3" wrap="wrap" data-testid="load-failed" fontSize={size}>
      <Text color="red.300">
        {intl.formatMessage({ id: 'load_failed' })} {reasonReady && errorMessage(intl, error)}
      </Text>
      {onRetry && (
        <Button size="xs" variant="outline" colorPalette="red" color="red.200" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
          {intl.formatMessage({ id: 'load_retry' })}
        </Button>
      )}
    </HStack>
  );
}
