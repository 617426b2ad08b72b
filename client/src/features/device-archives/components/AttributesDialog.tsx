import { useMutation } from '@apollo/client/react';
import { Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ATTRIBUTE_DATA_TYPES, DEVICE_ARCHIVE_LIMITS } from '@contract/device-archives';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { validationMessageId } from '../../../shared/i18n/contractMessages';
import { type AttributeRow, NEW_ATTRIBUTE, attributeProblems, attributeRow, attributeValues, canAddAttribute } from '../archiveRules';
import { type DeviceRowsSpec, type DeviceTarget, DeviceRowsDialog } from './DeviceRowsDialog';

const AttributesQuery = graphql(`
  query DeviceAttributes($deviceId: ID!) {
    deviceAttributes(deviceId: $deviceId) {
      id
      identifier
      name
      access
      standard
      dataType
      min
      max
      unit
      step
      description
    }
  }
`);
const SetAttributesMutation = graphql(`
  mutation SetDeviceAttributes($deviceId: ID!, $attributes: [DeviceAttributeInput!]!) {
    setDeviceAttributes(deviceId: $deviceId, attributes: $attributes) {
      id
      identifier
    }
  }
`);

/** Declared attributes of a device (spec part 2 sections 3 and 5): at most 20, one row each. */
const ATTRIBUTES: DeviceRowsSpec<AttributeRow> = {
  testId: 'attributes-dialog',
  saveTestId: 'attributes-save',
  titleId: 'da_attributes_title',
  labelId: 'da_attributes',
  saveLabelId: 'da_attr_save',
  hint: <FormattedMessage id="da_attributes_hint" values={{ max: DEVICE_ARCHIVE_LIMITS.attributes }} />,
  useRows: (deviceId) => {
    const { data, error, refetch } = useAppQuery(AttributesQuery, { variables: { deviceId }, fetchPolicy: 'network-only' });
    return { rows: data?.deviceAttributes.map(attributeRow), error, refetch: () => void refetch() };
  },
  useSave: () => {
    const [save] = useMutation(SetAttributesMutation);
    return (deviceId, rows) => save({ variables: { deviceId, attributes: attributeValues(rows) } });
  },
  problems: attributeProblems,
  editor: (rows, onChange) => <AttributeEditor rows={rows} onChange={onChange} />,
};

export function AttributesDialog({ target, onClose }: { target: DeviceTarget | null; onClose: () => void }) {
  return <DeviceRowsDialog spec={ATTRIBUTES} target={target} onClose={onClose} />;
}

const FIELD_LABELS: Record<string, string> = {
  identifier: 'da_attr_identifier',
  name: 'da_attr_name',
  dataType: 'da_attr_data_type',
  access: 'da_attr_access',
  min: 'da_attr_min',
  max: 'da_attr_max',
  step: 'da_attr_step',
  unit: 'da_attr_unit',
  description: 'da_attr_description',
};

const TEXT_COLUMNS = [
  ['identifier', 'da_attr_identifier', '11rem'],
  ['name', 'da_attr_name', '8rem'],
] as const;
const NUMBER_COLUMNS = [
  ['min', 'da_attr_min'],
  ['max', 'da_attr_max'],
  ['step', 'da_attr_step'],
] as const;

/** One row per attribute; each cell's problem (from the shared rules) under the row. */
function AttributeEditor({ rows, onChange }: { rows: AttributeRow[]; onChange: (next: AttributeRow[]) => void }) {
  const intl = useIntl();
  const problems = attributeProblems(rows);
  const set = (i: number, patch: Partial<AttributeRow>) => onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const label = (id: string, i: number) => `${intl.formatMessage({ id })} ${i + 1}`;
  return (
    <Stack gap="2" w="full" data-testid="attribute-editor">
      {rows.map((row, i) => {
        const numeric = row.dataType === 'int' || row.dataType === 'float';
        const rowProblems = Object.entries(problems).filter(([field]) => field.startsWith(`${i}.`));
        return (
          <Box key={i} borderWidth="1px" borderRadius="md" p="2" data-testid={`attribute-row-${i}`}>
            <HStack gap="2" wrap="wrap">
              {TEXT_COLUMNS.map(([field, id, width]) => (
                <Input key={field} size="sm" w={width} placeholder={intl.formatMessage({ id })} aria-label={label(id, i)} value={row[field]} onChange={(e) => set(i, { [field]: e.currentTarget.value })} />
              ))}
              <NativeSelect.Root size="sm" w="8rem">
                <NativeSelect.Field aria-label={label('da_attr_data_type', i)} value={row.dataType} onChange={(e) => set(i, { dataType: e.currentTarget.value as AttributeRow['dataType'] })}>
                  {ATTRIBUTE_DATA_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <NativeSelect.Root size="sm" w="8rem">
                <NativeSelect.Field aria-label={label('da_attr_access', i)} value={row.access} onChange={(e) => set(i, { access: e.currentTarget.value as AttributeRow['access'] })}>
                  <option value="read">{intl.formatMessage({ id: 'da_attr_read' })}</option>
                  <option value="readWrite">{intl.formatMessage({ id: 'da_attr_read_write' })}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {NUMBER_COLUMNS.map(([field, id]) => (
                <Input key={field} size="sm" w="5.5rem" inputMode="decimal" disabled={!numeric} placeholder={intl.formatMessage({ id })} aria-label={label(id, i)} value={row[field]} onChange={(e) => set(i, { [field]: e.currentTarget.value })} />
              ))}
              <Input size="sm" w="5rem" placeholder={intl.formatMessage({ id: 'da_attr_unit' })} aria-label={label('da_attr_unit', i)} value={row.unit} onChange={(e) => set(i, { unit: e.currentTarget.value })} />
              <HStack as="label" gap="1" fontSize="sm">
                <input type="checkbox" checked={row.standard} onChange={(e) => set(i, { standard: e.currentTarget.checked })} />
                <FormattedMessage id="da_attr_standard" />
              </HStack>
              <Input size="sm" flex="1" minW="10rem" placeholder={intl.formatMessage({ id: 'da_attr_description' })} aria-label={label('da_attr_description', i)} value={row.description} onChange={(e) => set(i, { description: e.currentTarget.value })} />
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onChange(rows.filter((_, k) => k !== i))}>
                <FormattedMessage id="da_form_remove" />
              </Button>
            </HStack>
            {rowProblems.map(([field, problem]) => (
              <Text key={field} fontSize="xs" color="red.fg" data-testid={`attribute-problem-${field}`}>
                {intl.formatMessage({ id: FIELD_LABELS[field.split('.')[1]] ?? 'da_attributes' })}: {intl.formatMessage({ id: validationMessageId(problem.key) }, problem.params)}
              </Text>
            ))}
          </Box>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="start" disabled={!canAddAttribute(rows)} onClick={() => onChange([...rows, NEW_ATTRIBUTE])} data-testid="attribute-add">
        <FormattedMessage id="da_attr_add" />
      </Button>
    </Stack>
  );
}
