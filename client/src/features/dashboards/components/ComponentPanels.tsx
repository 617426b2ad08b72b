import { Box, Button, Checkbox, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { COMPONENT_CATALOGUE, type PropShape } from '@contract/dashboard-components';
import type { ComponentStyle, DashboardComponent } from '@contract/dashboards';
import type { FileEntryValue } from '@contract/files';
import { useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { Attachments } from '../../../shared/widgets/attachments/Attachments';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';

/**
 * The designer's right-panel tabs for one selected, unlocked component: 属性 (properties and
 * style the spec lists for its type, drawn from the catalogue's shapes) and 数据 (the bound
 * device, a searchable picker of the caller's devices, and the parameter where the type reads
 * one). They only report changes.
 */
export type ComponentChange = { propValue?: unknown; style?: Partial<ComponentStyle> };

export type ComponentPanelProps = {
  component: DashboardComponent;
  onChange: (change: ComponentChange) => void;
};

/** Pictures of Image components go to their own storage bucket. */
export const DASHBOARD_BUCKET = 'dashboard';

const LABELS: Record<string, string> = { '': 'dashboard_prop_text', color: 'dashboard_prop_color' };
const labelId = (key: string, shape: PropShape) => LABELS[key] ?? (shape.kind === 'colors' && key === 'color' ? 'dashboard_prop_colors' : `dashboard_prop_${key}`);

function fileOf(url: string): FileEntryValue[] {
  if (!url) return [];
  const name = url.split('/').pop() ?? 'picture';
  return [{ filename: name, md5name: name, bucketname: DASHBOARD_BUCKET, fileurl: url, filesize: 0 }];
}

/** One control per shape kind; `uuid` and `param` belong to the 数据 tab. */
function ShapeControl({ name, shape, value, onValue, testId }: { name: string; shape: PropShape; value: unknown; onValue: (v: unknown) => void; testId: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId(name, shape) });
  switch (shape.kind) {
    case 'text':
      return (
        <Field label={label}>
          {shape.max > 200 ? (
            <Textarea size="sm" value={typeof value === 'string' ? value : ''} maxLength={shape.max} onChange={(e) => onValue(e.target.value)} aria-label={label} data-testid={testId} />
          ) : (
            <Input size="sm" value={typeof value === 'string' ? value : ''} maxLength={shape.max} onChange={(e) => onValue(e.target.value)} aria-label={label} data-testid={testId} />
          )}
        </Field>
      );
    case 'number':
      return (
        <Field label={label}>
          <Input
            size="sm"
            type="number"
            min={shape.min}
            max={shape.max}
            step={shape.min > 0 && shape.min < 1 ? 0.1 : 1}
            value={typeof value === 'number' ? value : ''}
            onChange={(e) => {
              const n = e.target.valueAsNumber;
              if (Number.isFinite(n)) onValue(Math.min(shape.max, Math.max(shape.min, n)));
            }}
            aria-label={label}
            data-testid={testId}
          />
        </Field>
      );
    case 'boolean':
      return (
        <Checkbox.Root size="sm" checked={value === true} onCheckedChange={(e) => onValue(e.checked === true)} data-testid={testId}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      );
    case 'color':
      return (
        <Field label={label}>
          <ColorInput value={typeof value === 'string' ? value : ''} onValue={onValue} label={label} testId={testId} />
        </Field>
      );
    case 'colors': {
      const list = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Field label={label}>
          <Stack gap="1">
            {list.map((c, i) => (
              <ColorInput key={i} value={c} onValue={(v) => onValue(list.map((old, j) => (j === i ? v : old)))} label={`${label} ${i + 1}`} testId={`${testId}-${i}`} />
            ))}
          </Stack>
        </Field>
      );
    }
    case 'choice':
      return (
        <Field label={label}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={typeof value === 'string' ? value : ''} onChange={(e) => onValue(e.target.value)} aria-label={label} data-testid={testId}>
              {shape.values.map((v) => (
                <option key={v} value={v}>
                  {choiceLabel(intl, name, v)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
      );
    case 'url':
      return (
        <Attachments
          kind="picture"
          label={label}
          value={fileOf(typeof value === 'string' ? value : '')}
          onChange={(files) => onValue(files[0]?.fileurl ?? '')}
          maxCount={1}
          bucketname={DASHBOARD_BUCKET}
          testId={testId}
        />
      );
    default:
      return null;
  }
}

function choiceLabel(intl: ReturnType<typeof useIntl>, key: string, value: string): string {
  if (key === 'textAlign') return intl.formatMessage({ id: `dashboard_align_${value}` });
  if (key === 'time_precision') return intl.formatMessage({ id: `dashboard_precision_${value}` });
  return value;
}

function ColorInput({ value, onValue, label, testId }: { value: string; onValue: (v: string) => void; label: string; testId: string }) {
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : /^#[0-9a-f]{3}$/i.test(value) ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : '#000000';
  return (
    <HStack gap="2">
      <input type="color" value={hex} onChange={(e) => onValue(e.target.value)} aria-label={label} style={{ width: 32, height: 28, padding: 0, border: 'none', background: 'none' }} />
      <Input size="sm" value={value} maxLength={40} onChange={(e) => onValue(e.target.value)} aria-label={label} data-testid={testId} />
    </HStack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" opacity={0.8} aria-hidden="true">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** 属性: the type's properties (text, border, colours, formats, chart settings) and its own style keys. */
export function ComponentPropertyPanel({ component, onChange }: ComponentPanelProps) {
  const template = COMPONENT_CATALOGUE[component.component];
  if (!template) return null;
  const props = Object.entries(template.props).filter(([, shape]) => shape.kind !== 'uuid' && shape.kind !== 'param');
  const value = component.propValue;
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return (
    <Stack gap="3" data-testid="component-property-panel">
      {props.map(([key, shape]) => (
        <ShapeControl
          key={`p-${key}`}
          name={key}
          shape={shape}
          value={key === '' ? value : record[key]}
          onValue={(v) => onChange({ propValue: key === '' ? v : { ...record, [key]: v } })}
          testId={`prop-${key || 'text'}`}
        />
      ))}
      {Object.entries(template.styleProps).map(([key, shape]) => (
        <ShapeControl key={`s-${key}`} name={key} shape={shape} value={component.style[key]} onValue={(v) => onChange({ style: { [key]: v as string | number } })} testId={`style-${key}`} />
      ))}
    </Stack>
  );
}

/** Whether a type has a 数据 tab (the proprietary components). */
export function hasDataPanel(component: DashboardComponent): boolean {
  return COMPONENT_CATALOGUE[component.component]?.group === 'proprietary';
}

export const DashboardDevicePickerQuery = graphql(`
  query DashboardDevicePicker($search: String) {
    devices(page: 1, pageSize: 20, search: $search) {
      total
      items {
        id
        uuid
        devalias
        status
      }
    }
  }
`);

export const DashboardDeviceParametersQuery = graphql(`
  query DashboardDeviceParameters($uuid: String!) {
    deviceParameterValues(uuid: $uuid) {
      uuid
      key
    }
  }
`);

/** 数据: a searchable picker of the caller's devices (20 at a time) and, where the type reads one, the parameter. */
export function ComponentDataPanel({ component, onChange }: ComponentPanelProps) {
  const intl = useIntl();
  const template = COMPONENT_CATALOGUE[component.component];
  const record = (component.propValue && typeof component.propValue === 'object' && !Array.isArray(component.propValue) ? component.propValue : {}) as Record<string, unknown>;
  const uuid = typeof record.uuid === 'string' ? record.uuid : '';
  const param = typeof record.param === 'string' ? record.param : '';
  const readsParam = !!template?.props.param;
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const devices = useAppQuery(DashboardDevicePickerQuery, { variables: { search: deferred || null }, fetchPolicy: 'cache-and-network' });
  const params = useAppQuery(DashboardDeviceParametersQuery, { variables: { uuid }, skip: !uuid || !readsParam, fetchPolicy: 'cache-and-network' });
  const keys = useMemo(() => {
    const found = new Set((params.data?.deviceParameterValues ?? []).map((p) => p.key));
    if (param) found.add(param);
    return [...found].sort();
  }, [params.data, param]);
  if (!hasDataPanel(component)) return null;
  const items = devices.data?.devices.items ?? [];
  const bound = items.find((d) => d.uuid === uuid);
  const choose = (next: string) => onChange({ propValue: { ...record, uuid: next, ...(readsParam && next !== uuid ? { param: '' } : {}) } });
  return (
    <Stack gap="3" data-testid="component-data-panel">
      <Field label={intl.formatMessage({ id: 'dashboard_data_device' })}>
        <Input
          size="sm"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={intl.formatMessage({ id: 'dashboard_data_device_search' })}
          aria-label={intl.formatMessage({ id: 'dashboard_data_device_search' })}
          maxLength={100}
          data-testid="data-device-search"
        />
      </Field>
      {uuid && (
        <Text fontSize="xs" data-testid="data-bound">
          {intl.formatMessage({ id: 'dashboard_data_bound' }, { name: bound?.devalias || uuid })}
        </Text>
      )}
      {devices.error && !devices.data ? (
        <LoadFailed error={devices.error} onRetry={() => devices.refetch()} size="sm" />
      ) : (
        <Box as="ul" maxH="60" overflowY="auto" listStyleType="none" role="listbox" aria-label={intl.formatMessage({ id: 'dashboard_data_device' })}>
          {devices.data && items.length === 0 && (
            <Text as="li" fontSize="xs" opacity={0.7}>
              {intl.formatMessage({ id: 'dashboard_data_device_none' })}
            </Text>
          )}
          {items.map((d) => (
            <li key={d.id} role="option" aria-selected={d.uuid === uuid}>
              <Button size="xs" w="full" justifyContent="flex-start" variant={d.uuid === uuid ? 'solid' : 'ghost'} onClick={() => choose(d.uuid)} data-testid="data-device" data-uuid={d.uuid}>
                {d.devalias || d.uuid}
              </Button>
            </li>
          ))}
        </Box>
      )}
      {readsParam && (
        <Field label={intl.formatMessage({ id: 'dashboard_data_param' })}>
          <NativeSelect.Root size="sm" disabled={!uuid}>
            <NativeSelect.Field value={param} onChange={(e) => onChange({ propValue: { ...record, param: e.target.value } })} aria-label={intl.formatMessage({ id: 'dashboard_data_param' })} data-testid="data-param">
              <option value="">{intl.formatMessage({ id: 'dashboard_data_param_pick' })}</option>
              {keys.map((k) => (
                <option key={k} value={k}>
                  {`param_${k}` in intl.messages ? intl.formatMessage({ id: `param_${k}` }) : k}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
      )}
    </Stack>
  );
}
