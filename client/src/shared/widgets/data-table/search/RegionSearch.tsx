import { NativeSelect, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { pickRegion, regionChoices, type RegionNode, type RegionValue } from '../searchRules';

const LEVELS = ['country', 'province', 'city'] as const;

/**
 * Header search by region: country, province and city as a cascade of three lists (choosing
 * a level clears the ones below; a level without places to offer is disabled). The places
 * come from the table's `regions` prop; a pick searches at once.
 */
export function RegionSearch({
  title,
  regions,
  value,
  testId,
  onSearch,
}: {
  title: string;
  regions: readonly RegionNode[];
  value: RegionValue | null;
  testId: string;
  onSearch: (value: RegionValue | null) => void;
}) {
  const intl = useIntl();
  const choices = regionChoices(regions, value);
  const lists = { country: choices.countries, province: choices.provinces, city: choices.cities };
  return (
    <Stack gap="1" role="group" aria-label={intl.formatMessage({ id: 'table_search_column' }, { column: title })}>
      {LEVELS.map((level) => (
        <NativeSelect.Root key={level} size="xs" disabled={lists[level].length === 0}>
          <NativeSelect.Field
            aria-label={intl.formatMessage({ id: `table_${level}` }, { column: title })}
            value={value?.[level] ?? ''}
            data-testid={`${testId}-${level}`}
            onChange={(event) => onSearch(pickRegion(value, level, event.target.value))}
          >
            <option value="">{intl.formatMessage({ id: 'table_any' })}</option>
            {lists[level].map((place) => (
              <option key={place.name} value={place.name}>
                {place.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ))}
    </Stack>
  );
}
