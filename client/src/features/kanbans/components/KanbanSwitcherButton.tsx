import { Button, type ButtonProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { INERT_STAND_IN } from '../../../shared/widgets/deferred';
import { Icon } from '../../../shared/widgets/Icon';

/** The kanban switcher's button (white on the navy header): the menu's trigger, and its look until the menu's code has loaded. */
export function KanbanSwitcherButton(button: ButtonProps) {
  const label = useIntl().formatMessage({ id: 'kanban_switcher' });
  return (
    <Button variant="ghost" size="sm" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} _expanded={{ bg: 'whiteAlpha.200' }} aria-label={label} data-testid="kanban-switcher" {...button}>
      <Icon name="apps" />
      {label}
      <Icon name="chevronDown" size={14} />
    </Button>
  );
}

/** The switcher before the menu's code has loaded: the same button, inert. */
export function KanbanSwitcherPlaceholder() {
  return <KanbanSwitcherButton {...INERT_STAND_IN} />;
}
