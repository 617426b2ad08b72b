import { Box, Button, CloseButton, Dialog, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Tabs, Tag } from '@chakra-ui/react';
import type { AnimationItem, DashboardComponent } from '@contract/dashboards';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ANIMATION_EFFECTS, ANIMATION_TABS, type AnimationEffect, animationItemOf, animationLabel, canLoop, normaliseDuration } from '../animations';
import { playAnimations } from '../playAnimations';
import { DialogFrame } from '../../../../shared/widgets/DialogFrame';

type Props = {
  component: DashboardComponent;
  onAdd: (item: AnimationItem) => void;
  onRemove: (index: number) => void;
  onUpdate: (index: number, item: AnimationItem) => void;
  /** The component's body on the canvas, to preview on. */
  nodeOf: (id: string) => HTMLElement | undefined;
};

/**
 * 动画 (spec part 2 sections 2 and 4): 添加动画 opens the picker (进入 / 强调 / 退出; hovering an
 * effect previews it, clicking adds it); the component's animations as closable tags with a
 * settings dialog; 预览动画 plays them in sequence on the canvas.
 */
export function AnimationPanel({ component, onAdd, onRemove, onUpdate, nodeOf }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const locale = intl.locale.startsWith('zh') ? 'zh' : 'en';
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  // Spec: removing the last animation stops the animation.
  useEffect(() => {
    if (component.animations.length === 0) stop.current?.();
  }, [component.animations.length]);

  const preview = () => {
    stop.current?.();
    const el = nodeOf(component.id);
    if (el) stop.current = playAnimations(el, component.animations);
  };

  return (
    <Stack gap="3" data-testid="dd-animation-panel">
      <HStack>
        <Button size="sm" colorPalette="blue" onClick={() => setPicking(true)} data-testid="dd-add-animation">
          {t('dd_add_animation')}
        </Button>
        <Button size="sm" variant="outline" onClick={preview} disabled={component.animations.length === 0} data-testid="dd-preview-animation">
          {t('dd_preview_animation')}
        </Button>
      </HStack>
      <HStack wrap="wrap" gap="2">
        {component.animations.map((item, index) => {
          const label = animationLabel(item, locale);
          return (
            <Tag.Root key={`${item.value}-${index}`} size="lg" data-testid="dd-animation-tag">
              <Tag.Label>
                <button type="button" onClick={() => setEditing(index)} aria-label={t('dd_anim_configure', { label })} style={{ cursor: 'pointer' }}>
                  ⚙ {label}
                </button>
              </Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={t('dd_anim_remove', { label })} onClick={() => onRemove(index)} />
              </Tag.EndElement>
            </Tag.Root>
          );
        })}
      </HStack>
      <AnimationPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(effect) => {
          onAdd(animationItemOf(effect));
          setPicking(false);
        }}
      />
      {editing !== null && component.animations[editing] && (
        <AnimationSettings
          item={component.animations[editing]!}
          loopEnabled={canLoop(component.animations)}
          onCancel={() => setEditing(null)}
          onSave={(item) => {
            onUpdate(editing, item);
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

function AnimationPicker({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (effect: AnimationEffect) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = intl.locale.startsWith('zh') ? 'zh' : 'en';
  const stop = useRef<(() => void) | null>(null);
  const hover = (el: HTMLElement, effect: AnimationEffect) => {
    stop.current?.();
    stop.current = playAnimations(el, [{ label: '', value: effect.value, animationTime: 1, isLoop: false }]);
  };
  return (
    <DialogFrame open={open} onClose={onClose} size="lg" testId="dd-animation-picker">
      <Dialog.Header>
        <Dialog.Title>{t('dd_add_animation')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Tabs.Root defaultValue="enter" variant="line" lazyMount>
          <Tabs.List>
            {ANIMATION_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {t(`dd_anim_${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {ANIMATION_TABS.map((tab) => (
            <Tabs.Content key={tab} value={tab}>
              <SimpleGrid columns={4} gap="2">
                {ANIMATION_EFFECTS[tab].map((effect) => (
                  <Box
                    key={effect.value}
                    as="button"
                    data-testid={`dd-effect-${effect.value}`}
                    title={effect.value}
                    p="3"
                    borderWidth="1px"
                    borderRadius="md"
                    fontSize="sm"
                    _hover={{ bg: 'bg.muted' }}
                    onMouseEnter={(e: React.MouseEvent<HTMLElement>) => hover(e.currentTarget, effect)}
                    onFocus={(e: React.FocusEvent<HTMLElement>) => hover(e.currentTarget, effect)}
                    onClick={() => onPick(effect)}
                  >
                    {effect[locale]}
                  </Box>
                ))}
              </SimpleGrid>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('dd_close')} />
      </Dialog.CloseTrigger>
    </DialogFrame>
  );
}

function AnimationSettings({ item, loopEnabled, onCancel, onSave }: { item: AnimationItem; loopEnabled: boolean; onCancel: () => void; onSave: (item: AnimationItem) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const locale = intl.locale.startsWith('zh') ? 'zh' : 'en';
  const [duration, setDuration] = useState(String(item.animationTime));
  const [loop, setLoop] = useState(item.isLoop && loopEnabled);
  return (
    <DialogFrame open onClose={onCancel} testId="dd-animation-settings">
      <Dialog.Header>
        <Dialog.Title>{t('dd_anim_settings', { label: animationLabel(item, locale) })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{t('dd_anim_duration')}</Field.Label>
            <Input type="number" min={0.1} step={0.1} value={duration} onChange={(e) => setDuration(e.target.value)} data-testid="dd-anim-duration" />
          </Field.Root>
          <Field.Root disabled={!loopEnabled}>
            <Field.Label>{t('dd_anim_loop')}</Field.Label>
            <NativeSelect.Root size="sm" disabled={!loopEnabled}>
              <NativeSelect.Field value={loop ? 'yes' : 'no'} onChange={(e) => setLoop(e.target.value === 'yes')} data-testid="dd-anim-loop">
                <option value="yes">{t('dd_yes')}</option>
                <option value="no">{t('dd_no')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          {t('dd_cancel')}
        </Button>
        <Button colorPalette="blue" onClick={() => onSave({ ...item, animationTime: normaliseDuration(Number(duration)), isLoop: loopEnabled && loop })} data-testid="dd-anim-ok">
          {t('dd_ok')}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
