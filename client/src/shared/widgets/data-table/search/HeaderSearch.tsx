import { Input } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { NumberRange } from '../../NumberRange';
import type { NumberRangeValue } from '../../numberRange';
import { type DateTimeRange, digitsOnly, type RegionNode, type RegionValue, type SearchSpec, type SearchValue, type SearchValues } from '../searchRules';
import { DateRangeSearch, DateSearch } from './DateSearch';
import { RegionSearch } from './RegionSearch';
import { SelectSearch } from './SelectSearch';

export type HeaderSearchProps = {
  columnKey: string;
  spec: SearchSpec;
  /** The column's header text, for the controls' names. */
  title: string;
  /** What the control holds (the table's draft). */
  value: SearchValue;
  regions: readonly RegionNode[];
  setDraft: (key: string, value: SearchValue) => void;
  search: (patch?: SearchValues) => void;
};

const asText = (value: SearchValue) => (typeof value === 'string' ? value : null);
const asRange = (value: SearchValue) => (value && typeof value === 'object' && 'from' in value ? (value as DateTimeRange) : null);
const asAmounts = (value: SearchValue) => (value && typeof value === 'object' && 'min' in value ? (value as NumberRangeValue) : null);
const asRegion = (value: SearchValue) => (value && typeof value === 'object' && 'country' in value ? (value as RegionValue) : null);

/**
 * The search control of one column's header, by the column's search kind. Text waits for
 * Enter (or the toolbar's search button, which searches every header); the other kinds
 * search as soon as something is picked.
 */
export const HeaderSearch = memo(function HeaderSearch({ columnKey, spec, title, value, regions, setDraft, search }: HeaderSearchProps) {
  const intl = useIntl();
  const testId = `search-${columnKey}`;
  const searchWith = (next: SearchValue) => search({ [columnKey]: next });
  switch (spec.kind) {
    case 'text':
      return (
        <Input
          size="xs"
          type="search"
          inputMode={spec.digits ? 'numeric' : undefined}
          aria-label={intl.formatMessage({ id: 'table_search_column' }, { column: title })}
          value={asText(value) ?? ''}
          data-testid={testId}
          onChange={(event) => setDraft(columnKey, spec.digits ? digitsOnly(event.target.value) : event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search();
          }}
        />
      );
    case 'date':
    case 'datetime':
      return <DateSearch kind={spec.kind} title={title} value={asText(value)} testId={testId} onSearch={searchWith} />;
    case 'dateRange':
    case 'datetimeRange':
      return <DateRangeSearch kind={spec.kind} title={title} value={asRange(value)} testId={testId} onSearch={searchWith} />;
    case 'select':
      return <SelectSearch title={title} options={spec.options} clearable={spec.clearable} value={asText(value)} testId={testId} onSearch={searchWith} />;
    case 'numberRange':
      return <NumberRange size="xs" label={title} precision={spec.precision} value={asAmounts(value)} testId={testId} onChange={searchWith} />;
    case 'region':
      return <RegionSearch title={title} regions={regions} value={asRegion(value)} testId={testId} onSearch={searchWith} />;
  }
});
