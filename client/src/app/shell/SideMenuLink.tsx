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
      // The whole name on hover, also where two lines do not hold it.
      title={label}
      aria-label={collapsed ? label : undefined}
      display="flex"
      alignItems="center"
      gap="3"
      minH="40px"
      py="1"
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
        // Up to two lines: English names such as "Role permission management" do not fit the 208 px menu on one.
        <Box as="span" lineClamp={2} lineHeight="short">
          <FormattedMessage id={item.labelId} />
        </Box>
      )}
    </StyledNavLink>
  );
}
