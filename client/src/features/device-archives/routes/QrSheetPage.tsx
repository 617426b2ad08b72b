import { Box, Button, Grid, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { PageLoading } from '../../../shared/widgets/PageLoading';

const QrSheetQuery = graphql(`
  query QrSheet($factoryNumber: String!, $origin: String!) {
    qrCodes(factoryNumber: $factoryNumber, pageSize: 50, origin: $origin) {
      total
      items {
        id
        code
        remark
        state
        svg
      }
    }
  }
`);

/** The SVG as a picture (an <img> runs no script of its content). */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** /qrsheet?factoryNumber=: the printable sheet of a factory number's QR codes (the newest 50), drawn by the server's `qrcode`. */
export function QrSheetPage() {
  const [params] = useSearchParams();
  const factoryNumber = params.get('factoryNumber') ?? '';
  const { data, error, refetch } = useAppQuery(QrSheetQuery, { variables: { factoryNumber, origin: window.location.origin }, skip: !factoryNumber });
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (!data && factoryNumber) return <PageLoading />;
  const codes = data?.qrCodes.items ?? [];
  return (
    <Stack gap="4" p="6" bg="white" color="black" minH="100vh" data-testid="qr-sheet">
      <style>{'@media print { .qr-sheet-actions { display: none !important; } @page { margin: 10mm; } }'}</style>
      <HStack className="qr-sheet-actions" justify="space-between">
        <Heading size="md">{factoryNumber}</Heading>
        <Button onClick={() => window.print()} data-testid="qr-sheet-print">
          <FormattedMessage id="da_qr_sheet_print" />
        </Button>
      </HStack>
      {codes.length === 0 ? (
        <Text>
          <FormattedMessage id="da_qr_sheet_empty" />
        </Text>
      ) : (
        <Grid templateColumns="repeat(auto-fill, minmax(48mm, 1fr))" gap="6mm">
          {codes.map((qr) => (
            <Box key={qr.id} textAlign="center" borderWidth="1px" borderStyle="dashed" borderColor="gray.400" p="2" breakInside="avoid" data-testid="qr-sheet-item">
              {qr.svg && <Image src={svgSource(qr.svg)} alt={qr.code} w="40mm" h="40mm" mx="auto" />}
              <Text fontSize="xs">{factoryNumber}</Text>
              {qr.remark && <Text fontSize="xs">{qr.remark}</Text>}
            </Box>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
