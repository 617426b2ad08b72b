import { useMutation } from '@apollo/client/react';
import { Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ALARM_RULE_KINDS, ALARM_RULE_LIMITS, CONDITION_OPS } from '@contract/alarm-rules';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { validationMessageId } from '../../../shared/i18n/contractMessages';
import { ALARM_RULE_FIELDS, type AlarmRuleRow, NEW_ALARM_RULE, alarmRuleProblems, alarmRuleRow, alarmRuleValues, canAddAlarmRule } from '../alarmRules';
import { type DeviceRowsSpec, type DeviceTarget, DeviceRowsDialog } from './DeviceRowsDialog';

const AlarmRulesQuery = graphql(`
  query DeviceAlarmRules($deviceId: ID!) {
    deviceAlarmRules(deviceId: $deviceId) {
      id
      param
      kind
      high
      low
      lifetime
      advance
      op
      value
      interval
      opensRepair
    }
  }
`);
const SetAlarmRulesMutation = graphql(`
  mutation SetDeviceAlarmRules($deviceId: ID!, $rules: [AlarmRuleInput!]!) {
    setDeviceAlarmRules(deviceId: $deviceId, rules: $rules) {
      id
      param
    }
  }
`);

/** Intelligent alarm rules of a device (spec part 2 sections 3 and 5): limits, wear parts, conditions; at most 50, one row each. */
const ALARM_RULES: DeviceRowsSpec<AlarmRuleRow> = {
  testId: 'alarm-rules-dialog',
  saveTestId: 'alarm-rules-save',
  titleId: 'da_alarm_rules_title',
  labelId: 'da_alarm_rules',
  saveLabelId: 'da_alarm_rules_save',
  hint: <FormattedMessage id="da_alarm_rules_hint" values={{ max: ALARM_RULE_LIMITS.perDevice }} />,
  useRows: (deviceId) => {
    const { data, error, refetch } = useAppQuery(AlarmRulesQuery, { variables: { deviceId }, fetchPolicy: 'network-only' });
    return { rows: data?.deviceAlarmRules.map(alarmRuleRow), error, refetch: () => void refetch() };
  },
  useSave: () => {
    const [save] = useMutation(SetAlarmRulesMutation);
    return (deviceId, rows) => save({ variables: { deviceId, rules: alarmRuleValues(rows) } });
  },
  problems: alarmRuleProblems,
  editor: (rows, onChange) => <AlarmRuleEditor rows={rows} onChange={onChange} />,
};

export function AlarmRulesDialog({ target, onClose }: { target: DeviceTarget | null; onClose: () => void }) {
  return <DeviceRowsDialog spec={ALARM_RULES} target={target} onClose={onClose} />;
}

/** The number inputs, each used by one kind (the others disabled). */
const NUMBER_INPUTS = [
  ['high', 'da_alarm_high'],
  ['low', 'da_alarm_low'],
  ['lifetime', 'da_alarm_lifetime'],
  ['advance', 'da_alarm_advance'],
] as const;

const FIELD_LABELS: Record<string, string> = {
  param: 'da_alarm_param',
  kind: 'da_alarm_kind',
  high: 'da_alarm_high',
  low: 'da_alarm_low',
  deadband: 'da_alarm_deadband',
  lifetime: 'da_alarm_lifetime',
  advance: 'da_alarm_advance',
  op: 'da_alarm_op',
  value: 'da_alarm_value',
  interval: 'da_alarm_interval',
};

/** One row per rule; each cell's problem (from the shared rules) under the row. */
function AlarmRuleEditor({ rows, onChange }: { rows: AlarmRuleRow[]; onChange: (next: AlarmRuleRow[]) => void }) {
  const intl = useIntl();
  const problems = alarmRuleProblems(rows);
  const set = (i: number, patch: Partial<AlarmRuleRow>) => onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const label = (id: string, i: number) => `${intl.formatMessage({ id })} ${i + 1}`;
  return (
    <Stack gap="2" w="full" data-testid="alarm-rule-editor">
      {rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="alarm-rules-empty">
          <FormattedMessage id="da_alarm_rules_empty" />
        </Text>
      )}
      {rows.map((row, i) => {
        const uses = (field: keyof AlarmRuleRow) => ALARM_RULE_FIELDS[row.kind].includes(field);
        const rowProblems = Object.entries(problems).filter(([field]) => field.startsWith(`${i}.`));
        return (
          <Box key={i} borderWidth="1px" borderRadius="md" p="2" data-testid={`alarm-rule-row-${i}`}>
            <HStack gap="2" wrap="wrap">
              <Input size="sm" w="11rem" placeholder={intl.formatMessage({ id: 'da_alarm_param' })} aria-label={label('da_alarm_param', i)} value={row.param} onChange={(e) => set(i, { param: e.currentTarget.value })} />
              <NativeSelect.Root size="sm" w="9rem">
                <NativeSelect.Field aria-label={label('da_alarm_kind', i)} value={row.kind} onChange={(e) => set(i, { kind: e.currentTarget.value as AlarmRuleRow['kind'] })}>
                  {ALARM_RULE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {intl.formatMessage({ id: `da_alarm_kind_${kind}` })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {NUMBER_INPUTS.filter(([field]) => uses(field)).map(([field, id]) => (
                <Input key={field} size="sm" w="6.5rem" inputMode="decimal" placeholder={intl.formatMessage({ id })} aria-label={label(id, i)} value={row[field]} onChange={(e) => set(i, { [field]: e.currentTarget.value })} />
              ))}
              {uses('op') && (
                <>
                  <NativeSelect.Root size="sm" w="5rem">
                    <NativeSelect.Field aria-label={label('da_alarm_op', i)} value={row.op} onChange={(e) => set(i, { op: e.currentTarget.value })}>
                      {CONDITION_OPS.map((op) => (
                        <option key={op} value={op}>
                          {op}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Input size="sm" w="8rem" placeholder={intl.formatMessage({ id: 'da_alarm_value' })} aria-label={label('da_alarm_value', i)} value={row.value} onChange={(e) => set(i, { value: e.currentTarget.value })} />
                </>
              )}
              <Input size="sm" w="6.5rem" inputMode="decimal" placeholder={intl.formatMessage({ id: 'da_alarm_interval' })} aria-label={label('da_alarm_interval', i)} value={row.interval} onChange={(e) => set(i, { interval: e.currentTarget.value })} />
              <HStack as="label" gap="1" fontSize="sm">
                <input type="checkbox" checked={row.opensRepair} onChange={(e) => set(i, { opensRepair: e.currentTarget.checked })} />
                <FormattedMessage id="da_alarm_opens_repair" />
              </HStack>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onChange(rows.filter((_, k) => k !== i))}>
                <FormattedMessage id="da_form_remove" />
              </Button>
            </HStack>
            {rowProblems.map(([field, problem]) => (
              <Text key={field} fontSize="xs" color="red.fg" data-testid={`alarm-rule-problem-${field}`}>
                {intl.formatMessage({ id: FIELD_LABELS[field.split('.')[1]] ?? 'da_alarm_rules' })}: {intl.formatMessage({ id: validationMessageId(problem.key) }, problem.params)}
              </Text>
            ))}
          </Box>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="start" disabled={!canAddAlarmRule(rows)} onClick={() => onChange([...rows, NEW_ALARM_RULE])} data-testid="alarm-rule-add">
        <FormattedMessage id="da_alarm_rule_add" />
      </Button>
    </Stack>
  );
}
