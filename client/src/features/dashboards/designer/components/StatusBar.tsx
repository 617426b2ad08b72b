import { Button, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { DASHBOARD_LIMITS, SCALE_CHOICES } from '@contract/dashboards';
import { useIntl } from 'react-intl';
import { stepScale } from '../geometry/scale';

type Props = {
  scale: number;
  autosaving: boolean;
  fullScreen: boolean;
  onScale: (scale: number) => void;
  onFit: () => void;
  onToggleFullScreen: () => void;
};

/**
 * The status bar (spec part 2 sections 2 and 4): 自动保存中 while autosaving, the full-screen toggle,
 * the scale list (20-200 %, 自适应), minus and plus by 1 within 1-200 and a slider.
 */
export function StatusBar({ scale, autosaving, fullScreen, onScale, onFit, onToggleFullScreen }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const listed = (SCALE_CHOICES as readonly number[]).includes(scale);
  return (
    <HStack gap="2" px="3" py="1" borderTopWidth="1px" bg="bg.panel" fontSize="sm" data-testid="dd-status-bar">
      <HStack minW="120px" aria-live="polite">
        {autosaving && (
          <>
            <Spinner size="xs" />
            <Text data-testid="dd-autosaving">{t('dd_autosaving')}</Text>
          </>
        )}
      </HStack>
      <Button size="xs" variant="ghost" onClick={onToggleFullScreen} aria-pressed={fullScreen} data-testid="dd-fullscreen">
        {t(fullScreen ? 'dd_exit_fullscreen' : 'dd_fullscreen')}
      </Button>
      <HStack ml="auto" gap="1">
        <Button size="xs" variant="outline" aria-label={t('dd_zoom_out')} onClick={() => onScale(stepScale(scale, -1))} disabled={scale <= DASHBOARD_LIMITS.scale.min}>
          −
        </Button>
        <input
          type="range"
          aria-label={t('dd_scale')}
          min={DASHBOARD_LIMITS.scale.min}
          max={DASHBOARD_LIMITS.scale.max}
          step={1}
          value={scale}
          onChange={(e) => onScale(Number(e.target.value))}
          style={{ width: 140 }}
          data-testid="dd-scale-slider"
        />
        <Button size="xs" variant="outline" aria-label={t('dd_zoom_in')} onClick={() => onScale(stepScale(scale, 1))} disabled={scale >= DASHBOARD_LIMITS.scale.max}>
          +
        </Button>
        <NativeSelect.Root size="xs" width="100px">
          <NativeSelect.Field
            aria-label={t('dd_scale')}
            data-testid="dd-scale-select"
            value={listed ? String(scale) : 'current'}
            onChange={(e) => (e.target.value === 'fit' ? onFit() : e.target.value !== 'current' && onScale(Number(e.target.value)))}
          >
            {!listed && <option value="current">{scale}%</option>}
            {SCALE_CHOICES.map((s) => (
              <option key={s} value={s}>
                {s}%
              </option>
            ))}
            <option value="fit">{t('dd_scale_fit')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </HStack>
  );
}
