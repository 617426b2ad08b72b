import { Box, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuItem } from './menu';
import { SideMenuLink } from './SideMenuLink';
import { SideMenuSubmenu } from './SideMenuSubmenu';

/** Spec part 1 section 9: side menu 208 px, 64 px collapsed. */
export const MENU_WIDTH = 208;
export const MENU_COLLAPSED_WIDTH = 64;

/** The side menu: top-level groups with a title, their submenus and links. */
export function SideMenu({ items, collapsed }: { items: readonly MenuItem[]; collapsed: boolean }) {
  const intl = useIntl();
  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage({ id: 'shell_main_menu' })}
      w={`${collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH}px`}
      flexShrink={0}
      bg="#001529"
      transition="width 0.2s"
      overflowX="hidden"
      overflowY="auto"
      py="3"
      data-collapsed={collapsed || undefined}
    >
      <Stack gap="4">
        {items.map((group) => (
          <Stack key={group.id} gap="1" role="group" aria-label={intl.formatMessage({ id: group.labelId })}>
            {!collapsed && (
              <Text
                px="4"
                pb="1"
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wider"
                color="whiteAlpha.600"
              >
                <FormattedMessage id={group.labelId} />
              </Text>
            )}
            {(group.children ?? [group]).map((item) =>
              item.children ? (
                <SideMenuSubmenu key={item.id} item={item} collapsed={collapsed} depth={0} />
              ) : (
                <SideMenuLink key={item.id} item={item} collapsed={collapsed} depth={0} />
              ),
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
