import 'animate.css';
import { Box, Button, Dialog, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import type { ComponentType, DashboardContent } from '@contract/dashboards';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import type { ComponentChange } from '../components/ComponentPanels';
import { useDashboardLiveData } from '../live/useDashboardLiveData';
import { Canvas } from './components/Canvas';
import { ComponentLibrary } from './components/ComponentLibrary';
import { PreviewOverlay } from './components/PreviewOverlay';
import { CanvasProperties, ComponentTabs } from './components/RightPanel';
import { StatusBar } from './components/StatusBar';
import { Toolbar } from './components/Toolbar';
import { exportComponents, parseImportedComponents } from './contentIO';
import { autoFitScale } from './geometry/scale';
import { createComponent, newComponentId } from './library';
import { type DesignerAction, contentOf, designerAbilities, designerReducer, initialDesignerState, selectedComponent } from './state/designerReducer';
import { shortcutAction } from './shortcuts';
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

/** Spec: autosave after the changes settle. */
export const AUTOSAVE_DELAY_MS = 3000;

export type DesignerProps = {
  initialContent: DashboardContent;
  /** Saves the content; `cover` is given on the toolbar's save. Resolves true when saved. */
  onSave: (content: DashboardContent, options: { cover?: string; auto: boolean }) => Promise<boolean>;
  /** Opens the view of the saved dashboard in a new tab. */
  onView: () => void;
  /** Whether the caller may save (owner or administrator, with the save API); without, no save and no autosave. */
  canSave?: boolean;
  /** Autosave stops while a save conflict waits for the user. */
  autosavePaused?: boolean;
  /** Captures the cover (half scale, JPEG quality 0.1); injectable for tests. */
  captureCover?: (canvas: HTMLElement, size: { width: number; height: number }) => Promise<string | undefined>;
};

async function defaultCaptureCover(canvas: HTMLElement, size: { width: number; height: number }): Promise<string | undefined> {
  const { toJpeg } = await import('html-to-image');
  return toJpeg(canvas, {
    quality: 0.1,
    pixelRatio: 0.5,
    width: size.width,
    height: size.height,
    style: { transform: 'none' },
    filter: (node) => !(node instanceof HTMLElement && (node.classList.contains('dd-handle') || node.classList.contains('dd-rotate-handle'))),
  });
}

/**
 * The dashboard designer (spec part 2 sections 2 and 4): toolbar, component library, canvas,
 * right panel and status bar around one pure reducer. Components only render and dispatch.
 */
export function Designer({ initialContent, onSave, onView, canSave = true, autosavePaused = false, captureCover = defaultCaptureCover }: DesignerProps) {
  const intl = useIntl();
  const t = useCallback((id: string) => intl.formatMessage({ id }), [intl]);
  const [state, dispatch] = useReducer(designerReducer, initialContent, initialDesignerState);
  const canvasRef = useRef<HTMLDivElement>(null);
  const centreRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const nodes = useRef(new Map<string, HTMLElement>());
  const [saving, setSaving] = useState(false);
  const [autosaving, setAutosaving] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [importing, setImporting] = useState(false);
  const savedRevision = useRef(0);
  const busy = useRef(false);
  /** A toolbar save asked for while an autosave ran: it runs right after. */
  const queuedSave = useRef(false);
  const live = useDashboardLiveData(state.components, { enabled: state.mode === 'edit' });
  const abilities = designerAbilities(state);
  const selected = selectedComponent(state);
  const locale = intl.locale.startsWith('zh') ? 'zh' : 'en';

  // Notices of the reducer (请选择组件, 已经到顶了, 已经到底了) as toasts.
  const noticeSeq = state.notice?.seq;
  useEffect(() => {
    if (state.notice) toaster.warning({ title: t(`dd_notice_${state.notice.key}`), duration: TOAST_DURATION_MS });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noticeSeq]);

  const stateRef = useRef(state);
  stateRef.current = state;

  const save = useCallback(
    async (auto: boolean) => {
      if (busy.current) {
        if (!auto) queuedSave.current = true;
        return;
      }
      busy.current = true;
      const revision = stateRef.current.revision;
      const content = contentOf(stateRef.current);
      if (auto) setAutosaving(true);
      else setSaving(true);
      try {
        let cover: string | undefined;
        if (!auto && canvasRef.current) {
          cover = await captureCover(canvasRef.current, content.canvasStyle).catch(() => undefined);
        }
        const ok = await onSave(content, { cover, auto });
        if (ok) {
          savedRevision.current = Math.max(savedRevision.current, revision);
          if (!auto) toaster.success({ title: t('dd_saved'), duration: TOAST_DURATION_MS });
        }
      } finally {
        busy.current = false;
        setSaving(false);
        setAutosaving(false);
      }
      if (queuedSave.current) {
        queuedSave.current = false;
        await saveRef.current(false);
      }
    },
    [captureCover, onSave, t],
  );

  const saveRef = useRef(save);
  saveRef.current = save;

  // Autosave once the changes settle.
  useEffect(() => {
    if (!canSave || autosavePaused || state.revision <= savedRevision.current) return;
    const timer = window.setTimeout(() => void save(true), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.revision, autosavePaused, canSave, save]);

  // Keyboard shortcuts.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (stateRef.current.mode !== 'edit' || importing) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (target?.closest('[role="dialog"],[role="menu"]')) return;
      const action = shortcutAction(e, () => `${newComponentId()}-`);
      if (!action) return;
      e.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [importing]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const fit = useCallback(() => {
    const el = centreRef.current;
    if (!el) return;
    dispatch({ type: 'scale', scale: autoFitScale({ width: el.clientWidth, height: el.clientHeight }, stateRef.current.canvasStyle) });
  }, []);

  const add = useCallback(
    (type: ComponentType) => {
      const n = stateRef.current.components.length % 20;
      dispatch({ type: 'drop', component: createComponent(type, newComponentId(), 20 + n * 10, 20 + n * 10, locale) });
    },
    [locale],
  );
  const onChange = useCallback((change: ComponentChange) => selected && dispatch({ type: 'update', id: selected.id, change }), [selected]);
  const act = (action: DesignerAction) => () => dispatch(action);

  const exportJson = () => {
    const blob = new Blob([exportComponents(state.components)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'dashboard-components.json';
    a.click();
    URL.revokeObjectURL(url);
  };

  const previewContent = useMemo(() => (state.mode === 'preview' ? contentOf(state) : null), [state]);

  return (
    <Flex ref={rootRef} direction="column" height="calc(100vh - 64px)" minH="480px" bg="bg" data-testid="dd-designer">
      <Toolbar
        abilities={abilities}
        saving={saving}
        canSave={canSave && !saving}
        onUndo={act({ type: 'undo' })}
        onRedo={act({ type: 'redo' })}
        onView={onView}
        onPreview={act({ type: 'mode', mode: 'preview' })}
        onSave={() => void save(false)}
        onClear={act({ type: 'clearCanvas' })}
        onCompose={() => dispatch({ type: 'compose', id: newComponentId(), label: t('dd_compose') })}
        onDecompose={act({ type: 'decompose' })}
        onLock={act({ type: 'lock' })}
        onUnlock={act({ type: 'unlock' })}
        onAlign={(alignment) => dispatch({ type: 'align', alignment })}
        onImport={() => setImporting(true)}
        onExport={exportJson}
      />
      <Flex flex="1" minH="0">
        <ComponentLibrary onAdd={add} />
        <Stack flex="1" minW="0" gap="0">
          <Box ref={centreRef} flex="1" overflow="auto" p="2" bg="bg.muted" data-testid="dd-centre">
            <Canvas state={state} dispatch={dispatch} live={live} canvasRef={canvasRef} nodes={nodes} />
          </Box>
          <StatusBar
            scale={state.canvasStyle.scale}
            autosaving={autosaving}
            fullScreen={fullScreen}
            onScale={(scale) => dispatch({ type: 'scale', scale })}
            onFit={fit}
            onToggleFullScreen={() => {
              if (document.fullscreenElement) void document.exitFullscreen?.();
              else void rootRef.current?.requestFullscreen?.();
            }}
          />
        </Stack>
        <Box as="aside" width="300px" flex="none" borderLeftWidth="1px" p="3" overflowY="auto" bg="bg.panel" data-testid="dd-right-panel">
          {selected && !selected.isLock ? (
            <ComponentTabs
              component={selected}
              onChange={onChange}
              onAddAnimation={(item) => dispatch({ type: 'addAnimation', item })}
              onRemoveAnimation={(index) => dispatch({ type: 'removeAnimation', index })}
              onUpdateAnimation={(index, item) => dispatch({ type: 'updateAnimation', index, item })}
              nodeOf={(id) => nodes.current.get(id)}
            />
          ) : (
            <CanvasProperties style={state.canvasStyle} onChange={(style) => dispatch({ type: 'canvasStyle', style })} />
          )}
        </Box>
      </Flex>
      {previewContent && <PreviewOverlay content={previewContent} onClose={() => dispatch({ type: 'mode', mode: 'edit' })} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} onImport={(components) => dispatch({ type: 'importComponents', components })} />}
    </Flex>
  );
}

function ImportDialog({ onClose, onImport }: { onClose: () => void; onImport: (components: DashboardContent['componentData']) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const result = parseImportedComponents(text);
    if ('error' in result) {
      const id = result.error === 'invalid_json' ? 'dd_json_invalid' : result.error === 'not_array' ? 'dd_json_not_array' : 'dd_json_not_content';
      setError(t(id));
      toaster.error({ title: t(id), duration: TOAST_DURATION_MS });
      return;
    }
    onImport(result.components);
    onClose();
  };
  return (
    <DialogFrame open onClose={onClose} size="lg" testId="dd-import-dialog">
      <Dialog.Header>
        <Dialog.Title>{t('dd_import_json')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <chakra.textarea aria-label={t('dd_import_json')} rows={12} value={text} onChange={(e) => setText(e.target.value)} fontFamily="mono" fontSize="xs" width="100%" borderWidth="1px" borderRadius="md" p="2" />
        {error && (
          <Text role="alert" color="fg.error" mt="2">
            {error}
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('dd_cancel')}
        </Button>
        <Button colorPalette="blue" onClick={apply} data-testid="dd-import-apply">
          {t('dd_import_apply')}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
