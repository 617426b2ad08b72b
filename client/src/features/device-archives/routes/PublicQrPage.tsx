import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { ERRNO } from '@contract/error-catalogue';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { graphql } from '../../../gql';
import { errorInfoFrom } from '../../../shared/api/errors';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { PageLoading } from '../../../shared/widgets/PageLoading';

const QrPageQuery = graphql(`
  query PublicQrPage($code: String!) {
    qrCodePage(code: $code) {
      code
      state
      model
      devalias
      owner
      sn
      repairAvailable
    }
  }
`);

/** /qr/:code, the public page a machine's QR code jumps to (no sign-in): model, alias, owner and the link to report a repair of this machine by its SN. */
export function PublicQrPage() {
  const { code = '' } = useParams();
  const { data, error, refetch } = useAppQuery(QrPageQuery, { variables: { code }, context: { errorDisplay: 'log' } });
  const notFound = error && errorInfoFrom(error).errorno === ERRNO.qrCodeNotFound;
  return (
    <Center minH="100vh" p="4" bg="bg.subtle">
      <Box w="full" maxW="sm" p="6" bg="bg" borderWidth="1px" borderRadius="lg" shadow="sm" data-testid="public-qr-page">
          {notFound ? (
            <Text data-testid="public-qr-not-found">
              <FormattedMessage id="da_public_not_found" />
            </Text>
          ) : error ? (
            <LoadFailed error={error} onRetry={() => void refetch()} />
          ) : !data ? (
            <PageLoading />
          ) : data.qrCodePage.state === 'pending' ? (
            <Text>
              <FormattedMessage id="da_public_pending" />
            </Text>
          ) : (
            <Stack gap="3">
              <Heading size="md" data-testid="public-qr-alias">
                {data.qrCodePage.devalias}
              </Heading>
              <Text>
                <FormattedMessage id="da_public_model" />: <span data-testid="public-qr-model">{data.qrCodePage.model}</span>
              </Text>
              <Text>
                <FormattedMessage id="da_public_owner" />: <span data-testid="public-qr-owner">{data.qrCodePage.owner ?? '—'}</span>
              </Text>
              {data.qrCodePage.repairAvailable && data.qrCodePage.sn ? (
                <Button asChild colorPalette="blue" data-testid="public-qr-repair">
                  <RouterLink to={`/repair/report?sn=${encodeURIComponent(data.qrCodePage.sn)}`}>
                    <FormattedMessage id="da_public_repair" />
                  </RouterLink>
                </Button>
              ) : (
                <Text color="fg.muted" data-testid="public-qr-no-repair">
                  <FormattedMessage id="da_public_repair_unavailable" />
                </Text>
              )}
            </Stack>
          )}
      </Box>
    </Center>
  );
}
