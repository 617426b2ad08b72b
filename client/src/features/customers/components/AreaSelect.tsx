import { HStack, NativeSelect } from "@chakra-ui/react";
import { CHINA } from "@contract/customers";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useAppQuery } from "../../../shared/api/useAppQuery";

export const AreasDoc = graphql(`
  query CustomerAreas($level: AreaLevel, $parent: String) {
    areas(level: $level, parent: $parent) {
      code
      name
    }
  }
`);

export type AreaValue = { province: string; city: string };

/** Province and city from the area lookup by administrative level (China's provinces, then the chosen province's cities). */
export function AreaSelect({ value, onChange, testId = "customer-area" }: { value: AreaValue; onChange: (next: AreaValue) => void; testId?: string }) {
  const intl = useIntl();
  const provinces = useAppQuery(AreasDoc, { variables: { level: "country", parent: CHINA } });
  const cities = useAppQuery(AreasDoc, { variables: { level: "province", parent: value.province }, skip: !value.province });
  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" width="160px">
        <NativeSelect.Field
          aria-label={intl.formatMessage({ id: "cu_province" })}
          value={value.province}
          onChange={(e) => onChange({ province: e.target.value, city: "" })}
          data-testid={`${testId}-province`}
        >
          <option value="">{intl.formatMessage({ id: "cu_province" })}</option>
          {provinces.data?.areas.map((a) => (
            <option key={a.code} value={a.code}>
              {a.name}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="160px" disabled={!value.province}>
        <NativeSelect.Field aria-label={intl.formatMessage({ id: "cu_city" })} value={value.city} onChange={(e) => onChange({ ...value, city: e.target.value })} data-testid={`${testId}-city`}>
          <option value="">{intl.formatMessage({ id: "cu_city" })}</option>
          {(value.province ? (cities.data?.areas ?? []) : []).map((a) => (
            <option key={a.code} value={a.code}>
              {a.name}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </HStack>
  );
}
