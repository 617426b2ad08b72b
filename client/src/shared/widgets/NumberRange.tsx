import { HStack, Input, Text } from '@chakra-ui/react';
import { type KeyboardEvent, memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { commitBound, EMPTY_NUMBER_RANGE, formatAmount, type NumberRangeValue, type RangeBound, sanitizeAmountText } from './numberRange';

export type NumberRangeProps = {
  /** The range; null or an empty end means no bound. */
  value: NumberRangeValue | null;
  /** Called with the committed range when an end loses focus or Enter is pressed. */
  onChange: (value: NumberRangeValue) => void;
  /** Decimals kept: each end is rounded to them on commit (0: whole numbers). */
  precision?: number;
  /** Accessible name of the pair, e.g. the field or column it filters. */
  label: string;
  size?: 'xs' | 'sm' | 'md';
  disabled?: boolean;
  invalid?: boolean;
  /** Enter in either end, after its commit (a table's header search uses it to search). */
  onEnter?: (value: NumberRangeValue) => void;
  testId?: string;
};

/**
 * Two amounts, min and max (spec part 1 section 2): at least 0, no step controls (text inputs
 * with a numeric keyboard, so no spinner arrows and no wheel changes), rounded to the
 * precision on blur, min <= max kept; either end may stay empty.
 */
export const NumberRange = memo(function NumberRange({ value, onChange, precision = 0, label, size = 'sm', disabled, invalid, onEnter, testId = 'number-range' }: NumberRangeProps) {
  const intl = useIntl();
  const range = value ?? EMPTY_NUMBER_RANGE;
  const commit = (bound: RangeBound, text: string): NumberRangeValue => {
    const next = commitBound(range, bound, text, precision);
    if (next.min !== range.min || next.max !== range.max) onChange(next);
    return next;
  };
  const bound = (which: RangeBound) => (
    <BoundInput
      key={which}
      value={range[which]}
      precision={precision}
      label={intl.formatMessage({ id: which === 'min' ? 'nr_min' : 'nr_max' }, { label })}
      placeholder={intl.formatMessage({ id: which === 'min' ? 'nr_min_short' : 'nr_max_short' })}
      size={size}
      disabled={disabled}
      invalid={invalid}
      testId={`${testId}-${which}`}
      onCommit={(text) => commit(which, text)}
      onEnter={onEnter}
    />
  );
  return (
    <HStack role="group" aria-label={label} gap="1" data-testid={testId} w="full">
      {bound('min')}
      <Text as="span" aria-hidden="true" color="fg.muted" fontSize={size}>
        {intl.formatMessage({ id: 'nr_to' })}
      </Text>
      {bound('max')}
    </HStack>
  );
});

type BoundInputProps = {
  value: number | null;
  precision: number;
  label: string;
  placeholder: string;
  size: 'xs' | 'sm' | 'md';
  disabled?: boolean;
  invalid?: boolean;
  testId: string;
  onCommit: (text: string) => NumberRangeValue;
  onEnter?: (value: NumberRangeValue) => void;
};

/** One end: free text while typing (only digits and a point get in), the rounded value once committed. */
function BoundInput({ value, precision, label, placeholder, size, disabled, invalid, testId, onCommit, onEnter }: BoundInputProps) {
  // null while not editing: the input then shows the committed value.
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? formatAmount(value, precision);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = onCommit(shown);
    setText(null);
    onEnter?.(next);
  };
  return (
    <Input
      size={size}
      type="text"
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      aria-label={label}
      aria-invalid={invalid || undefined}
      placeholder={placeholder}
      disabled={disabled}
      value={shown}
      minW="0"
      flex="1"
      data-testid={testId}
      onFocus={() => setText(formatAmount(value, precision))}
      onChange={(event) => setText(sanitizeAmountText(event.target.value))}
      onBlur={() => {
        if (text !== null) onCommit(text);
        setText(null);
      }}
      onKeyDown={onKeyDown}
    />
  );
}
