import { Menu, useMenuContext } from '@chakra-ui/react';
import { type KeyboardEvent, forwardRef } from 'react';

/**
 * Chakra's menu trigger, plus Escape on the trigger closes an open menu. Zag's menu starts
 * listening for Escape, and moves the focus into the menu, one frame after it opens: on a busy
 * wall PC an Escape pressed before that frame was lost, the menu stayed open, and the next
 * Enter on the trigger moved the highlight down instead of opening the menu afresh.
 */
export const MenuTrigger = forwardRef<HTMLButtonElement, Menu.TriggerProps>(function MenuTrigger({ onKeyDown, ...props }, ref) {
  const menu = useMenuContext();
  const closeOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented || !menu.open) return;
    event.preventDefault();
    menu.setOpen(false);
    // The menu's own frame still moves the focus into the closing menu: bring it back after that.
    const trigger = event.currentTarget;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      const content = document.getElementById(trigger.getAttribute('data-controls') ?? '');
      if (active === document.body || (active && content?.contains(active))) trigger.focus({ preventScroll: true });
    });
  };
  return <Menu.Trigger ref={ref} onKeyDown={closeOnEscape} {...props} />;
});
