import { Field, HStack, Heading, Input, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { CANVAS_PRESETS, type CanvasPreset, type CanvasStyle, DASHBOARD_LIMITS, type AnimationItem, type DashboardComponent } from '@contract/dashboards';
import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ComponentDataPanel, ComponentPropertyPanel, type ComponentChange, hasDataPanel } from '../../components/ComponentPanels';
import { useDraft } from '../../../../shared/hooks/useDraft';
import { AnimationPanel } from './AnimationPanel';

/** The preset a canvas size matches, or custom. */
export function presetOf(style: Pick<CanvasStyle, 'width' | 'height'>): CanvasPreset {
  return CANVAS_PRESETS.find((p) => p === `${style.width}*${style.height}`) ?? 'custom';
}

export function sizeOfPreset(preset: CanvasPreset): { width: number; height: number } | undefined {
  if (preset === 'custom') return undefined;
  const [width, height] = preset.split('*').map(Number);
  return { width: width!, height: height! };
}

/** 画布属性 (spec part 2 section 2): 页面尺寸 preset, 宽 and 高 (editable for custom only), 主题. */
export const CanvasProperties = memo(function CanvasProperties({ style, onChange }: { style: CanvasStyle; onChange: (style: Partial<CanvasStyle>) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [custom, setCustom] = useState(() => presetOf(style) === 'custom');
  const preset = custom ? 'custom' : presetOf(style);
  return (
    <Stack gap="3" data-testid="dd-canvas-properties">
      <Heading as="h2" size="sm">
        {t('dd_canvas_properties')}
      </Heading>
      <Field.Root>
        <Field.Label>{t('dd_page_size')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={preset}
            data-testid="dd-page-size"
            onChange={(e) => {
              const next = e.target.value as CanvasPreset;
              setCustom(next === 'custom');
              const size = sizeOfPreset(next);
              if (size) onChange(size);
            }}
          >
            {CANVAS_PRESETS.map((p) => (
              <option key={p} value={p}>
                {p === 'custom' ? t('dd_custom_size') : p}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack>
        <SizeInput labelId="dd_width" value={style.width} bounds={DASHBOARD_LIMITS.canvasWidth} disabled={preset !== 'custom'} onCommit={(width) => onChange({ width })} />
        <SizeInput labelId="dd_height" value={style.height} bounds={DASHBOARD_LIMITS.canvasHeight} disabled={preset !== 'custom'} onCommit={(height) => onChange({ height })} />
      </HStack>
      <Field.Root>
        <Field.Label>{t('dd_theme')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={style.theme} data-testid="dd-theme" onChange={(e) => onChange({ theme: e.target.value === 'light' ? 'light' : 'dark' })}>
            <option value="light">{t('dd_theme_light')}</option>
            <option value="dark">{t('dd_theme_dark')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
});

function SizeInput({ labelId, value, bounds, disabled, onCommit }: { labelId: string; value: number; bounds: { min: number; max: number }; disabled: boolean; onCommit: (n: number) => void }) {
  const intl = useIntl();
  // The typed text until it is committed; a new value (a preset, undo) replaces it from its first render.
  const [text, editText] = useDraft(String(value));
  const setText = (next: string) => editText(() => next);
  const commit = () => {
    const n = Number(text);
    if (!Number.isFinite(n) || text.trim() === '') return setText(String(value));
    const clamped = Math.min(bounds.max, Math.max(bounds.min, Math.round(n)));
    setText(String(clamped));
    if (clamped !== value) onCommit(clamped);
  };
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{intl.formatMessage({ id: labelId })}</Field.Label>
      <Input
        size="sm"
        type="number"
        min={bounds.min}
        max={bounds.max}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        data-testid={labelId === 'dd_width' ? 'dd-canvas-width' : 'dd-canvas-height'}
      />
      <Field.HelperText>
        {bounds.min}-{bounds.max}
      </Field.HelperText>
    </Field.Root>
  );
}

type ComponentTabsProps = {
  component: DashboardComponent;
  onChange: (change: ComponentChange) => void;
  onAddAnimation: (item: AnimationItem) => void;
  onRemoveAnimation: (index: number) => void;
  onUpdateAnimation: (index: number, item: AnimationItem) => void;
  nodeOf: (id: string) => HTMLElement | undefined;
};

/** 属性 / 数据 / 动画 of the selected unlocked component (数据 only for types that bind a device). */
export function ComponentTabs({ component, onChange, onAddAnimation, onRemoveAnimation, onUpdateAnimation, nodeOf }: ComponentTabsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Tabs.Root defaultValue="properties" variant="line" size="sm" lazyMount key={component.id} data-testid="dd-component-tabs">
      <Tabs.List>
        <Tabs.Trigger value="properties">{t('dd_tab_properties')}</Tabs.Trigger>
        {hasDataPanel(component) && <Tabs.Trigger value="data">{t('dd_tab_data')}</Tabs.Trigger>}
        <Tabs.Trigger value="animation">{t('dd_tab_animation')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="properties">
        <Text fontSize="xs" color="fg.muted" mb="2">
          {component.label} · {component.component}
        </Text>
        <ComponentPropertyPanel component={component} onChange={onChange} />
      </Tabs.Content>
      {hasDataPanel(component) && (
        <Tabs.Content value="data">
          <ComponentDataPanel component={component} onChange={onChange} />
        </Tabs.Content>
      )}
      <Tabs.Content value="animation">
        <AnimationPanel component={component} onAdd={onAddAnimation} onRemove={onRemoveAnimation} onUpdate={onUpdateAnimation} nodeOf={nodeOf} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
