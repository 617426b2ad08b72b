import { Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { missingApis } from '../../../shared/permissions/permissions';
import { usePermissions } from '../../../shared/permissions/usePermissions';
import { isFullPath } from '../../../shared/utils/fullscreen';
import { MenuTrigger } from '../../../shared/widgets/MenuTrigger';
import { KANBANS, readLastDevice, switcherTarget } from '../kanbans';
import { KanbanSwitcherButton } from './KanbanSwitcherButton';

/**
 * The kanban switcher of every kanban header: the kanbans the caller may open, in the same
 * variant (full screen stays full screen). A menu button: Tab to it, Enter or the arrow keys
 * to open, arrows to pick, Enter to go. Loaded after the kanban's first paint (the header
 * shows the button, inert, until then): the menu brings Chakra's menu and positioning code.
 */
export function KanbanSwitcher() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const permissions = usePermissions();
  const full = isFullPath(location.pathname);
  const current = location.pathname.replace(/\/full\/?$/, '');
  const open = KANBANS.filter((k) => missingApis(k.apis, permissions).length === 0);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => navigate(value)}>
      <MenuTrigger asChild>
        <KanbanSwitcherButton />
      </MenuTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px" data-testid="kanban-switcher-menu">
            {open.map((k) => (
              <Menu.Item key={k.id} value={switcherTarget(k, full, readLastDevice())} aria-current={k.path === current ? 'page' : undefined} fontWeight={k.path === current ? 'semibold' : undefined}>
                {intl.formatMessage({ id: k.titleId })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
