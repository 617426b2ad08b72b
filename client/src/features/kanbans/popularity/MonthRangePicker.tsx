import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { MONTH_PRESETS, type MonthPreset, type MonthRange, presetOf, presetRange } from './popularity';

const PRESET_LABEL: Record<MonthPreset, string> = {
  thisMonth: 'pop_this_month',
  last6: 'pop_last_6_months',
  last12: 'pop_last_12_months',
  thisYear: 'pop_this_year',
  lastYear: 'pop_last_year',
};

/**
 * Month presets plus a free From/To pair of month inputs (YYYY-MM). A month input reports
 * only its own end of the range, so two quick edits cannot undo each other.
 */
export function MonthRangePicker({ range, today, onChange }: { range: MonthRange; today: string; onChange: (range: Partial<MonthRange>) => void }) {
  const intl = useIntl();
  const active = presetOf(range, today);
  const thisMonth = today.slice(0, 7);
  return (
    <HStack gap="2" wrap="wrap">
      {MONTH_PRESETS.map((p) => (
        <Button key={p} size="sm" variant={active === p ? 'solid' : 'outline'} colorPalette="cyan" color={active === p ? undefined : 'whiteAlpha.900'} aria-pressed={active === p} onClick={() => onChange(presetRange(p, today))}>
          {intl.formatMessage({ id: PRESET_LABEL[p] })}
        </Button>
      ))}
      <Text fontSize="sm" ms="2">
        {intl.formatMessage({ id: 'eff_from' })}
      </Text>
      <Input size="sm" type="month" w="170px" aria-label={intl.formatMessage({ id: 'pop_from_month' })} value={range.start} max={thisMonth} onChange={(e) => onChange({ start: e.target.value })} />
      <Text fontSize="sm">{intl.formatMessage({ id: 'eff_to' })}</Text>
      <Input size="sm" type="month" w="170px" aria-label={intl.formatMessage({ id: 'pop_to_month' })} value={range.end} max={thisMonth} onChange={(e) => onChange({ end: e.target.value })} />
    </HStack>
  );
}
