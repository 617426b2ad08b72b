import { Badge, Box, Checkbox, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { apiKey } from '@contract/apis';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiName } from '../../../shared/permissions/permissions';
import { Icon } from '../../../shared/widgets/Icon';
import { type CatalogueApi, type CatalogueGroup, METHOD_TAG, type Selection, TAG_PALETTE, type Tick, countOf, groupTick } from '../rolePermission';

export type ApiGroupTreeProps = {
  groups: readonly CatalogueGroup[];
  selection: Selection;
  onToggleApi: (api: CatalogueApi) => void;
  onToggleGroup: (group: CatalogueGroup) => void;
  disabled?: boolean;
};

const checkedOf = (tick: Tick): boolean | 'indeterminate' => (tick === 'all' ? true : tick === 'some' ? 'indeterminate' : false);

/**
 * The API groups as a collapsible tree (spec part 2 section 2): a box per group (all, some or
 * none of its APIs) and per API, with its method tag, path, summary and the GraphQL fields it
 * guards. Every box is a checkbox (Space toggles); each group opens and closes with its button.
 */
export function ApiGroupTree({ groups, selection, onToggleApi, onToggleGroup, disabled }: ApiGroupTreeProps) {
  const intl = useIntl();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const toggleOpen = (tag: string) =>
    setClosed((previous) => {
      const next = new Set(previous);
      if (next.has(tag)) next.delete(tag);
      else next.add(tag);
      return next;
    });
  const summaryOf = (api: CatalogueApi) => {
    const name = apiName(api);
    // The table's own words in the user's language when it has them; the server's summary otherwise.
    return name ? intl.formatMessage({ id: `api_${name}` }) : (api.summary ?? '');
  };

  return (
    <Stack gap="3" role="tree" aria-multiselectable>
      {groups.map((group) => {
        const open = !closed.has(group.tag);
        const listId = `api-group-${group.tag}`;
        const label = intl.formatMessage({ id: 'rp_group' }, { tag: group.tag, selected: countOf(group, selection), total: group.apis.length });
        return (
          <Box key={group.tag} role="treeitem" aria-expanded={open} borderWidth="1px" borderRadius="md" bg="bg" data-testid={`api-group-${group.tag}`}>
            <HStack px="3" py="2" gap="2" borderBottomWidth={open ? '1px' : '0'}>
              <IconButton
                size="xs"
                variant="ghost"
                aria-expanded={open}
                aria-controls={listId}
                aria-label={intl.formatMessage({ id: open ? 'rp_collapse' : 'rp_expand' }, { tag: group.tag })}
                onClick={() => toggleOpen(group.tag)}
              >
                <Icon name={open ? 'chevronDown' : 'chevronRight'} size={16} />
              </IconButton>
              <Checkbox.Root checked={checkedOf(groupTick(group, selection))} onCheckedChange={() => onToggleGroup(group)} disabled={disabled}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">{label}</Checkbox.Label>
              </Checkbox.Root>
            </HStack>
            {open && (
              <Stack id={listId} role="group" gap="0" px="3" py="1">
                {group.apis.map((api) => (
                  <HStack key={apiKey(api)} py="2" gap="3" align="flex-start" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
                    <Checkbox.Root checked={selection.has(apiKey(api))} onCheckedChange={() => onToggleApi(api)} disabled={disabled} mt="0.5" aria-label={`${api.method} ${api.path}`}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                    <Badge colorPalette={TAG_PALETTE[METHOD_TAG[api.method]]} variant="subtle" minW="4rem" justifyContent="center" data-tag={METHOD_TAG[api.method]}>
                      {api.method}
                    </Badge>
                    <Stack gap="0.5" flex="1" minW="0">
                      <HStack gap="3" wrap="wrap">
                        <Code fontSize="sm">{api.path}</Code>
                        <Text fontSize="sm">{summaryOf(api)}</Text>
                      </HStack>
                      {api.fields && api.fields.length > 0 && (
                        <Text fontSize="xs" color="fg.muted">
                          {intl.formatMessage({ id: 'rp_guards' }, { fields: api.fields.join(', ') })}
                        </Text>
                      )}
                    </Stack>
                  </HStack>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
