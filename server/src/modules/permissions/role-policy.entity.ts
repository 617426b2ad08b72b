import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { HttpMethod, Role } from '../../contract/roles';

/** One API (path + method) a role may call. A role's policy is the set of its rows. */
@Entity()
@Unique({ properties: ['role', 'path', 'method'] })
export class RolePolicy {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 20, index: true })
  role!: Role;

  @Property({ type: 'string', length: 200 })
  path!: string;

  @Property({ type: 'string', length: 8 })
  method!: HttpMethod;
}
