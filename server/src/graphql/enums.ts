import { registerEnumType } from 'type-graphql';
import { SORT_DIRECTIONS } from '../contract/paging';
import { HTTP_METHODS, LANGUAGES, ROLES } from '../contract/roles';

/** A TypeScript-enum-like object of string values, for `registerEnumType`. */
export const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const RoleEnum = asEnum(ROLES);
registerEnumType(RoleEnum, {
  name: 'Role',
  description: 'super_admin: platform operator; tenant_admin: administrator of a tenant; maintainadmin: maintenance administrator; maintainer: ordinary maintenance member; user: customer user.',
});

export const HttpMethodEnum = asEnum(HTTP_METHODS);
registerEnumType(HttpMethodEnum, { name: 'HttpMethod', description: 'Method of a permission-checked API.' });

export const LanguageEnum = asEnum(LANGUAGES);
registerEnumType(LanguageEnum, { name: 'Language', description: 'Interface language: en (English) or zh_CN (简体中文).' });

export const SortDirectionEnum = asEnum(SORT_DIRECTIONS);
registerEnumType(SortDirectionEnum, { name: 'SortDirection', description: "Sort direction of a list: asc (the spec's sortvalue 1) or desc (-1)." });
