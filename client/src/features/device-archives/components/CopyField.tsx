import { Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { copyText } from '../../../shared/utils/clipboard';
import { Icon } from '../../../shared/widgets/Icon';

/** A labelled value with a copy button ("copied successfully" or "copy failed"). */
export function CopyField({ labelId, value, testId }: { labelId: string; value: string; testId: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  const copy = async () => {
    try {
      await copyText(value);
      toaster.success({ title: intl.formatMessage({ id: 'copy_success' }), duration: TOAST_DURATION_MS });
    } catch {
      toaster.error({ title: intl.formatMessage({ id: 'copy_failed' }), duration: TOAST_DURATION_MS });
    }
  };
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <HStack gap="2">
        <Code px="2" py="1" wordBreak="break-all" data-testid={testId}>
          {value}
        </Code>
        <IconButton size="xs" variant="ghost" aria-label={`${intl.formatMessage({ id: 'da_copy' })}: ${label}`} title={intl.formatMessage({ id: 'da_copy' })} onClick={copy} data-testid={`${testId}-copy`}>
          <Icon name="link" />
        </IconButton>
      </HStack>
    </Stack>
  );
}
