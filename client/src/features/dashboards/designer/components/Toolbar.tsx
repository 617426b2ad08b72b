import { Box, Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { MenuTrigger } from '../../../../shared/widgets/MenuTrigger';
import { ALIGNMENTS, type Alignment, canAlign, canOpenAlignment } from '../geometry/align';
import type { designerAbilities } from '../state/designerReducer';

type Props = {
  abilities: ReturnType<typeof designerAbilities>;
  saving: boolean;
  canSave: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onView: () => void;
  onPreview: () => void;
  onSave: () => void;
  onClear: () => void;
  onCompose: () => void;
  onDecompose: () => void;
  onLock: () => void;
  onUnlock: () => void;
  onAlign: (alignment: Alignment) => void;
  onImport: () => void;
  onExport: () => void;
};

/** The designer's toolbar (spec part 2 section 2) with its enable rules. */
export function Toolbar(p: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const a = p.abilities;
  const button = (id: string, onClick: () => void, enabled = true, extra: Partial<React.ComponentProps<typeof Button>> = {}) => (
    <Button size="sm" variant="ghost" onClick={onClick} disabled={!enabled} data-testid={`dd-toolbar-${id.replace('dd_', '')}`} {...extra}>
      {t(id)}
    </Button>
  );
  return (
    <HStack as="nav" aria-label={t('route_customDashboard_edit')} gap="1" px="2" py="1" borderBottomWidth="1px" wrap="wrap" bg="bg.panel">
      {button('dd_undo', p.onUndo, a.undo)}
      {button('dd_redo', p.onRedo, a.redo)}
      <Box aria-hidden borderLeftWidth="1px" height="5" mx="1" />
      {button('dd_view', p.onView)}
      {button('dd_preview', p.onPreview)}
      {button('dd_save', p.onSave, p.canSave, { loading: p.saving, variant: 'solid', colorPalette: 'blue' })}
      {button('dd_clear_canvas', p.onClear, a.clear)}
      <Box aria-hidden borderLeftWidth="1px" height="5" mx="1" />
      {button('dd_compose', p.onCompose, a.compose)}
      {button('dd_decompose', p.onDecompose, a.decompose)}
      {button('dd_lock', p.onLock, a.lock)}
      {button('dd_unlock', p.onUnlock, a.unlock)}
      <Menu.Root onSelect={({ value }) => p.onAlign(value as Alignment)}>
        <MenuTrigger asChild>
          <Button size="sm" variant="ghost" disabled={!canOpenAlignment(a.alignmentCount)} data-testid="dd-toolbar-alignment">
            {t('dd_alignment')}
          </Button>
        </MenuTrigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="160px">
              {ALIGNMENTS.map((alignment) => (
                <Menu.Item key={alignment} value={alignment} disabled={!canAlign(alignment, a.alignmentCount)}>
                  {t(`dd_align_${alignment}`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Box aria-hidden borderLeftWidth="1px" height="5" mx="1" />
      {button('dd_import_json', p.onImport)}
      {button('dd_export_json', p.onExport)}
    </HStack>
  );
}
