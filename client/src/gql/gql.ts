/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  subscription SystemMessages {\n    systemMessages {\n      id\n      text\n      createdAt\n    }\n  }\n": typeof types.SystemMessagesDocument,
    "\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      user {\n        ...SessionUserFields\n      }\n      expiresAt\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {\n    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    account\n    role\n    language\n    avatarUrl\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  fragment TenantNodeFields on TenantNode {\n    id\n    name\n    oemCode\n    level\n  }\n": typeof types.TenantNodeFieldsFragmentDoc,
    "\n  query TenantTree {\n    tenantTree {\n      ...TenantNodeFields\n      subTenants {\n        ...TenantNodeFields\n        subTenants {\n          ...TenantNodeFields\n          subTenants {\n            ...TenantNodeFields\n            subTenants {\n              ...TenantNodeFields\n              subTenants {\n                ...TenantNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TenantTreeDocument,
};
const documents: Documents = {
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetLanguageDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  subscription SystemMessages {\n    systemMessages {\n      id\n      text\n      createdAt\n    }\n  }\n": types.SystemMessagesDocument,
    "\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      user {\n        ...SessionUserFields\n      }\n      expiresAt\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {\n    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    account\n    role\n    language\n    avatarUrl\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  fragment TenantNodeFields on TenantNode {\n    id\n    name\n    oemCode\n    level\n  }\n": types.TenantNodeFieldsFragmentDoc,
    "\n  query TenantTree {\n    tenantTree {\n      ...TenantNodeFields\n      subTenants {\n        ...TenantNodeFields\n        subTenants {\n          ...TenantNodeFields\n          subTenants {\n            ...TenantNodeFields\n            subTenants {\n              ...TenantNodeFields\n              subTenants {\n                ...TenantNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TenantTreeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SystemMessages {\n    systemMessages {\n      id\n      text\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  subscription SystemMessages {\n    systemMessages {\n      id\n      text\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      user {\n        ...SessionUserFields\n      }\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      user {\n        ...SessionUserFields\n      }\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {\n    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($oldPassword: String!, $newPassword: String!) {\n    resetPassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    name\n    account\n    role\n    language\n    avatarUrl\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    name\n    account\n    role\n    language\n    avatarUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TenantNodeFields on TenantNode {\n    id\n    name\n    oemCode\n    level\n  }\n"): (typeof documents)["\n  fragment TenantNodeFields on TenantNode {\n    id\n    name\n    oemCode\n    level\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantTree {\n    tenantTree {\n      ...TenantNodeFields\n      subTenants {\n        ...TenantNodeFields\n        subTenants {\n          ...TenantNodeFields\n          subTenants {\n            ...TenantNodeFields\n            subTenants {\n              ...TenantNodeFields\n              subTenants {\n                ...TenantNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TenantTree {\n    tenantTree {\n      ...TenantNodeFields\n      subTenants {\n        ...TenantNodeFields\n        subTenants {\n          ...TenantNodeFields\n          subTenants {\n            ...TenantNodeFields\n            subTenants {\n              ...TenantNodeFields\n              subTenants {\n                ...TenantNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;