import { Menu, useMenuContext } from '@chakra-ui/react';
import { type KeyboardEvent, forwardRef } from 'react';

/**
 * Chakra's menu trigger, plus Escape on the trigger closes an open menu. Zag's menu starts
 * listening for Escape, and moves the focus into the menu, one frame after it opens; until then
 * the keys still reach the trigger. On a busy wall PC an Escape typed right after Enter was lost:
 * the menu stayed open, and the next Enter on the trigger moved the highlight down instead of
 * opening the menu afresh.
 */
export const MenuTrigger = forwardRef<HTMLButtonElement, Menu.TriggerProps>(function MenuTrigger({ onKeyDown, ...props }, ref) {
  const menu = useMenuContext();
  const closeOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented || !menu.open) return;
    event.preventDefault();
    menu.setOpen(false);
    // The menu's own first frame still moves the focus into the closing menu: bring it back after that.
    const trigger = event.currentTarget;
    const content = document.getElementById(trigger.getAttribute('data-controls') ?? '');
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (trigger.dataset.state !== 'open' && (active === document.body || (active && content?.contains(active)))) trigger.focus({ preventScroll: true });
    });
  };
  return <Menu.Trigger ref={ref} onKeyDown={closeOnEscape} {...props} />;
});
