import { Box, chakra, Collapsible } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../shared/widgets/Icon';
import type { MenuItem } from './menu';
import { SideMenuLink } from './SideMenuLink';

/** A submenu (e.g. Overview) that opens and closes; open at first so its links are one click away. */
export function SideMenuSubmenu({ item, collapsed, depth }: { item: MenuItem; collapsed: boolean; depth: number }) {
  const children = item.children ?? [];

  // Collapsed, the submenu has no room for a title: its links show as icons.
  if (collapsed) {
    return (
      <>
        {children.map((child) => (
          <SideMenuLink key={child.id} item={child} collapsed depth={depth} />
        ))}
      </>
    );
  }
  return (
    <Collapsible.Root defaultOpen>
      <Collapsible.Trigger asChild>
        <chakra.button
          type="button"
          display="flex"
          alignItems="center"
          gap="3"
          h="40px"
          w="calc(100% - 16px)"
          mx="2"
          px={`${16 + depth * 12}px`}
          color="whiteAlpha.800"
          fontSize="sm"
          borderRadius="md"
          _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
          css={{ '&[data-state=open] .submenu-chevron': { transform: 'rotate(180deg)' } }}
        >
          <Icon name={item.icon} />
          <Box as="span" flex="1" textAlign="start" truncate>
            <FormattedMessage id={item.labelId} />
          </Box>
          <Icon name="chevronDown" className="submenu-chevron" transition="transform 0.2s" />
        </chakra.button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        {children.map((child) => (
          <SideMenuLink key={child.id} item={child} collapsed={false} depth={depth + 1} />
        ))}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
