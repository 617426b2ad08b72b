import { Badge } from '@chakra-ui/react';
import type { Role } from '@contract/roles';
import { FormattedMessage } from 'react-intl';

/** Badge colour per role: the spec fixes maintainadmin (blue) and maintainer (green). */
const ROLE_PALETTE: Record<Role, string> = {
  super_admin: 'purple',
  tenant_admin: 'orange',
  maintainadmin: 'blue',
  maintainer: 'green',
  user: 'gray',
};

/** The signed-in user's role, named in the user's language. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge colorPalette={ROLE_PALETTE[role]} variant="solid" size="sm" data-testid="role-badge">
      <FormattedMessage id={`role_${role}`} />
    </Badge>
  );
}
