import { Badge, Box, Button, chakra, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isNoDocumented, type TenantTreeNode } from './tenantTree';

export type TenantTreeProps = {
  nodes: readonly TenantTreeNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  depth?: number;
};

const LEVEL_IDS: Record<string, string> = {
  company: 'level_company',
  country: 'level_country',
  province: 'level_province',
  city: 'level_city',
};

/** The customer/area tree: a tenant with its sub-tenants down to province and city; click to pick. */
export function TenantTree({ nodes, selectedId, onSelect, depth = 0 }: TenantTreeProps) {
  const intl = useIntl();
  return (
    <chakra.ul role={depth === 0 ? 'tree' : 'group'} listStyleType="none" m="0" p="0">
      {nodes.map((node) => {
        const selected = node.id === selectedId;
        const children = node.subTenants ?? [];
        const levelId = LEVEL_IDS[node.level];
        return (
          <chakra.li key={node.id} role="treeitem" aria-selected={selected} aria-expanded={children.length > 0 ? true : undefined}>
            <Button
              variant={selected ? 'solid' : 'ghost'}
              colorPalette={selected ? 'cyan' : 'gray'}
              color={selected ? undefined : 'whiteAlpha.900'}
              _hover={selected ? undefined : { bg: 'whiteAlpha.200' }}
              size="sm"
              w="full"
              justifyContent="flex-start"
              pl={`${8 + depth * 16}px`}
              onClick={() => onSelect(node.id)}
              title={node.oemCode ?? undefined}
            >
              <Stack direction="row" align="center" gap="2" minW="0">
                <Box as="span" truncate>
                  {node.name}
                </Box>
                {levelId && (
                  <Badge size="xs" variant="outline" colorPalette={isNoDocumented(node) ? 'orange' : 'cyan'}>
                    {intl.formatMessage({ id: levelId })}
                  </Badge>
                )}
              </Stack>
            </Button>
            {children.length > 0 && <TenantTree nodes={children} selectedId={selectedId} onSelect={onSelect} depth={depth + 1} />}
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
