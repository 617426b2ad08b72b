import { Session } from '../modules/auth/session.entity';
import { RolePolicy } from '../modules/permissions/role-policy.entity';
import { Tenant } from '../modules/tenants/tenant.entity';
import { User } from '../modules/users/user.entity';

export const ENTITIES = [Tenant, User, Session, RolePolicy];
