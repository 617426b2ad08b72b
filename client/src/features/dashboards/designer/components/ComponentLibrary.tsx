import { Box, Button, Collapsible, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ComponentType } from '@contract/dashboards';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { LIBRARY_GROUPS, templateOf } from '../library';
import { LIBRARY_DRAG_TYPE } from './Canvas';

/**
 * 组件库 (spec part 2 section 2): every type in its collapsible group. Drag an entry onto the
 * canvas (HTML5 drag and drop), or press it (keyboard users) to add it at the canvas's top left.
 */
export const ComponentLibrary = memo(function ComponentLibrary({ onAdd }: { onAdd: (type: ComponentType) => void }) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('zh') ? 'zh' : 'en';
  return (
    <Stack as="aside" aria-label={intl.formatMessage({ id: 'dd_library' })} gap="2" p="2" overflowY="auto" width="220px" flex="none" borderRightWidth="1px" bg="bg.panel">
      <Heading as="h2" size="sm">
        {intl.formatMessage({ id: 'dd_library' })}
      </Heading>
      {LIBRARY_GROUPS.map(({ group, types }) => (
        <Collapsible.Root key={group} defaultOpen>
          <Collapsible.Trigger asChild>
            <Button size="xs" variant="subtle" width="100%" justifyContent="flex-start" data-testid={`dd-library-group-${group}`}>
              {intl.formatMessage({ id: `dd_group_${group}` })}
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <SimpleGrid columns={2} gap="1" pt="1">
              {types.map((type) => {
                const name = templateOf(type).label[locale];
                return (
                  <Box
                    key={type}
                    as="button"
                    draggable
                    data-testid={`dd-library-${type}`}
                    title={type}
                    aria-label={intl.formatMessage({ id: 'dd_add_component' }, { name })}
                    onDragStart={(e: React.DragEvent) => {
                      e.dataTransfer.setData(LIBRARY_DRAG_TYPE, type);
                      e.dataTransfer.effectAllowed = 'copy';
                    }}
                    onClick={() => onAdd(type)}
                    fontSize="xs"
                    p="2"
                    borderWidth="1px"
                    borderRadius="md"
                    textAlign="center"
                    cursor="grab"
                    _hover={{ bg: 'bg.muted' }}
                  >
                    {name}
                  </Box>
                );
              })}
            </SimpleGrid>
          </Collapsible.Content>
        </Collapsible.Root>
      ))}
    </Stack>
  );
});
