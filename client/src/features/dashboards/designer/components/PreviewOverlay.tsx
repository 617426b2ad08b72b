import { Box, Button } from '@chakra-ui/react';
import type { DashboardComponent, DashboardContent } from '@contract/dashboards';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DashboardComponentView } from '../../components/DashboardComponentView';
import { type DashboardLiveData, useDashboardLiveData } from '../../live/useDashboardLiveData';
import { callComponentEvents } from '../../viewRules';
import { playAnimations } from '../playAnimations';
import { CANVAS_BACKGROUND } from './Canvas';

const PreviewItem = memo(function PreviewItem({ component, live, theme }: { component: DashboardComponent; live: DashboardLiveData; theme: DashboardContent['canvasStyle']['theme'] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current || component.animations.length === 0) return;
    return playAnimations(ref.current, component.animations);
  }, [component.animations]);
  const { left, top, width, height, rotate, opacity } = component.style;
  return (
    <div
      ref={ref}
      data-testid="dd-preview-item"
      data-type={component.component}
      onClick={() => callComponentEvents(component.events)}
      style={{ position: 'absolute', left, top, width, height, transform: `rotate(${rotate ?? 0}deg)`, opacity: opacity ?? 1 }}
    >
      <DashboardComponentView component={component} live={live} theme={theme} />
    </div>
  );
});

/** 预览: the dashboard read-only and live over the whole window, fitted to it, with 关闭. */
export function PreviewOverlay({ content, onClose }: { content: DashboardContent; onClose: () => void }) {
  const intl = useIntl();
  const live = useDashboardLiveData(content.componentData, { enabled: true });
  const [fit, setFit] = useState(1);
  const { width, height, theme } = content.canvasStyle;
  useLayoutEffect(() => {
    const measure = () => setFit(Math.min(window.innerWidth / width, window.innerHeight / height));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [width, height]);
  useEffect(() => {
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [onClose]);
  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="black" data-testid="dd-preview" role="dialog" aria-modal="true" aria-label={intl.formatMessage({ id: 'dd_preview' })}>
      <div style={{ position: 'absolute', left: 0, top: 0, width, height, transform: `scale(${fit})`, transformOrigin: '0 0', background: CANVAS_BACKGROUND[theme], overflow: 'hidden' }}>
        {content.componentData.map((c) => (
          <PreviewItem key={c.id} component={c} live={live} theme={theme} />
        ))}
      </div>
      <Button position="absolute" top="3" right="3" size="sm" onClick={onClose} data-testid="dd-preview-close">
        {intl.formatMessage({ id: 'dd_close' })}
      </Button>
    </Box>
  );
}
