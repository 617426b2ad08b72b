import { Box, Button } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

export type ContextMenuItem = 'copy' | 'paste' | 'cut' | 'delete' | 'lock' | 'unlock' | 'top' | 'bottom' | 'up' | 'down';

/**
 * Spec part 2 section 2: with a selection 复制, 粘贴, 剪切, 删除, 锁定, 置顶, 置底, 上移, 下移; a locked
 * component only 解锁; no selection only 粘贴.
 */
export function contextMenuItems(selection: 'none' | 'locked' | 'unlocked'): ContextMenuItem[] {
  if (selection === 'none') return ['paste'];
  if (selection === 'locked') return ['unlock'];
  return ['copy', 'paste', 'cut', 'delete', 'lock', 'top', 'bottom', 'up', 'down'];
}

const LABEL: Record<ContextMenuItem, string> = {
  copy: 'dd_menu_copy',
  paste: 'dd_menu_paste',
  cut: 'dd_menu_cut',
  delete: 'dd_menu_delete',
  lock: 'dd_lock',
  unlock: 'dd_unlock',
  top: 'dd_menu_top',
  bottom: 'dd_menu_bottom',
  up: 'dd_menu_up',
  down: 'dd_menu_down',
};

export function ContextMenu({ x, y, items, onPick, onClose }: { x: number; y: number; items: ContextMenuItem[]; onPick: (item: ContextMenuItem) => void; onClose: () => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const away = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('mousedown', away, true);
    window.addEventListener('keydown', key);
    return () => {
      window.removeEventListener('mousedown', away, true);
      window.removeEventListener('keydown', key);
    };
  }, [onClose]);
  return (
    <Box
      ref={ref}
      role="menu"
      data-testid="dd-context-menu"
      position="fixed"
      left={`${x}px`}
      top={`${y}px`}
      zIndex="popover"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      py="1"
      minW="120px"
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
        e.preventDefault();
        const buttons = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
        const at = buttons.indexOf(document.activeElement as HTMLElement);
        buttons[(at + (e.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
      }}
    >
      {items.map((item) => (
        <Button
          key={item}
          role="menuitem"
          variant="ghost"
          size="sm"
          width="100%"
          justifyContent="flex-start"
          borderRadius="0"
          onClick={() => {
            onPick(item);
            onClose();
          }}
        >
          {intl.formatMessage({ id: LABEL[item] })}
        </Button>
      ))}
    </Box>
  );
}
