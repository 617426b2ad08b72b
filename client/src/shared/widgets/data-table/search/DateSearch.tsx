import { HStack, Input, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type DateTimeRange, RANGE_END_TIME, RANGE_START_TIME, toDate, toDateTime, withDate, withTime } from '../searchRules';

const timePart = (value: string | null) => value?.slice(11, 19) ?? '';

type DayTimeProps = {
  value: string | null;
  end: 'from' | 'to';
  withTimeInput: boolean;
  dateLabel: string;
  timeLabel: string;
  testId: string;
  onChange: (value: string | null) => void;
};

/** A day input and, for moments, a time input beside it (seconds shown; a new day takes the end's default time). */
function DayTime({ value, end, withTimeInput, dateLabel, timeLabel, testId, onChange }: DayTimeProps) {
  return (
    <HStack gap="1">
      <Input size="xs" type="date" aria-label={dateLabel} value={toDate(value) ?? ''} data-testid={`${testId}-date`} onChange={(e) => onChange(withDate(value, e.target.value, end))} />
      {withTimeInput && (
        <Input
          size="xs"
          type="time"
          step={1}
          aria-label={timeLabel}
          value={timePart(value)}
          disabled={!toDate(value)}
          w="7.5rem"
          flexShrink={0}
          data-testid={`${testId}-time`}
          onChange={(e) => onChange(withTime(value, e.target.value, end))}
        />
      )}
    </HStack>
  );
}

/** Header search of one day or one moment; a pick searches at once. */
export function DateSearch({ kind, title, value, testId, onSearch }: { kind: 'date' | 'datetime'; title: string; value: string | null; testId: string; onSearch: (value: string | null) => void }) {
  const intl = useIntl();
  if (kind === 'date') {
    return (
      <Input
        size="xs"
        type="date"
        aria-label={intl.formatMessage({ id: 'table_search_column' }, { column: title })}
        value={toDate(value) ?? ''}
        data-testid={`${testId}-date`}
        onChange={(e) => onSearch(toDate(e.target.value))}
      />
    );
  }
  return (
    <DayTime
      value={toDateTime(value)}
      end="from"
      withTimeInput
      dateLabel={intl.formatMessage({ id: 'table_search_column' }, { column: title })}
      timeLabel={intl.formatMessage({ id: 'table_time_of' }, { column: title })}
      testId={testId}
      onChange={(next) => onSearch(next ?? null)}
    />
  );
}

/**
 * Header search of a range of days or moments: a from and a to end, either may stay open.
 * Moments default to 00:00:00 and 23:59:59 (spec part 1 section 2); a pick searches at once.
 */
export function DateRangeSearch({
  kind,
  title,
  value,
  testId,
  onSearch,
}: {
  kind: 'dateRange' | 'datetimeRange';
  title: string;
  value: DateTimeRange | null;
  testId: string;
  onSearch: (value: DateTimeRange | null) => void;
}) {
  const intl = useIntl();
  const withTimeInput = kind === 'datetimeRange';
  const range = value ?? { from: null, to: null };
  const change = (end: 'from' | 'to', next: string | null) => {
    const updated = { ...range, [end]: next };
    onSearch(updated.from === null && updated.to === null ? null : updated);
  };
  return (
    <Stack gap="1" role="group" aria-label={intl.formatMessage({ id: 'table_search_column' }, { column: title })}>
      <DayTime
        value={range.from ? (toDateTime(range.from, RANGE_START_TIME) ?? null) : null}
        end="from"
        withTimeInput={withTimeInput}
        dateLabel={intl.formatMessage({ id: 'table_from_column' }, { column: title })}
        timeLabel={intl.formatMessage({ id: 'table_from_time' }, { column: title })}
        testId={`${testId}-from`}
        onChange={(next) => change('from', next)}
      />
      <DayTime
        value={range.to ? (toDateTime(range.to, RANGE_END_TIME) ?? null) : null}
        end="to"
        withTimeInput={withTimeInput}
        dateLabel={intl.formatMessage({ id: 'table_to_column' }, { column: title })}
        timeLabel={intl.formatMessage({ id: 'table_to_time' }, { column: title })}
        testId={`${testId}-to`}
        onChange={(next) => change('to', next)}
      />
    </Stack>
  );
}
