import { Box, chakra } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { Icon } from '../../shared/widgets/Icon';
import type { MenuItem } from './menu';

const StyledNavLink = chakra(NavLink);

/** One menu link; the current route is highlighted (NavLink sets aria-current). */
export function SideMenuLink({ item, collapsed, depth }: { item: MenuItem; collapsed: boolean; depth: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: item.labelId });
  return (
    <StyledNavLink
      to={item.path ?? '/'}
      title={collapsed ? label : undefined}
      aria-label={collapsed ? label : undefined}
      display="flex"
      alignItems="center"
      gap="3"
      h="40px"
      px={collapsed ? '0' : `${16 + depth * 12}px`}
      justifyContent={collapsed ? 'center' : 'flex-start'}
      color="whiteAlpha.800"
      fontSize="sm"
      borderRadius="md"
      mx="2"
      _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
      css={{ '&[aria-current=page]': { background: 'var(--chakra-colors-blue-600)', color: 'white' } }}
    >
      <Icon name={item.icon} />
      {!collapsed && (
        <Box as="span" truncate>
          <FormattedMessage id={item.labelId} />
        </Box>
      )}
    </StyledNavLink>
  );
}
