import { TenantScope } from '../core/tenancy';
import { intList, statementOf } from './read-path';

const shape = {
  select: 'select d.id, p.id as p_id from device d left join product p on p.id = d.product_id and {{scope:p.tenant_id}}',
  tenantColumn: 'd.tenant_id',
  where: ['d.devalias like ?'],
  tail: 'order by d.id limit ?',
};
const scoped = TenantScope.forUser('tenant_admin', 2, [{ id: 2, parentId: null }, { id: 3, parentId: 2 }]);

describe('read path statements', () => {
  it("always hold the caller's scope, for the rows and for joined tenant-owned rows, as list parameters", () => {
    expect(statementOf('sqlite', scoped, shape, ['%a%', 20])).toEqual({
      text: 'select d.id, p.id as p_id from device d left join product p on p.id = d.product_id and p.tenant_id in (select value from json_each(?)) where d.tenant_id in (select value from json_each(?)) and d.devalias like ? order by d.id limit ?',
      values: [intList([2, 3]), intList([2, 3]), '%a%', 20],
    });
    expect(statementOf('postgresql', scoped, shape, ['%a%', 20]).text).toBe(
      'select d.id, p.id as p_id from device d left join product p on p.id = d.product_id and p.tenant_id = any(?::int[]) where d.tenant_id = any(?::int[]) and d.devalias like ? order by d.id limit ?',
    );
  });

  it('give every tenant to super_admin and no row to an empty scope', () => {
    expect(statementOf('sqlite', TenantScope.all(), shape, ['%a%', 20])).toEqual({
      text: 'select d.id, p.id as p_id from device d left join product p on p.id = d.product_id and 1 = 1 where d.devalias like ? order by d.id limit ?',
      values: ['%a%', 20],
    });
    expect(statementOf('sqlite', TenantScope.none(), shape, ['%a%', 20]).values.slice(0, 2)).toEqual([intList([]), intList([])]);
  });

  it('depend on the shape only, so each is prepared once whatever the values', () => {
    const other = TenantScope.forUser('tenant_admin', 7, [{ id: 7, parentId: null }]);
    expect(statementOf('sqlite', other, shape, ['%zz%', 50]).text).toBe(statementOf('sqlite', scoped, shape, ['%a%', 20]).text);
  });

  it('take no parameters in the select, where the scope tokens are', () => {
    expect(() => statementOf('sqlite', scoped, { ...shape, select: 'select * from device d where d.x = ?' }, [])).toThrow(/parameters/);
  });
});
