/** The five roles of the platform (spec part 1 section 6). */
export const ROLES = ['super_admin', 'tenant_admin', 'maintainadmin', 'maintainer', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a tenant administrator may give in the user dialog (spec part 2 section 5). */
export const USER_DIALOG_ROLES = ['tenant_admin', 'user'] as const satisfies readonly Role[];

/** Roles of the maintenance members a tenant administrator adds from the member list (the same dialog and rules). */
export const MEMBER_DIALOG_ROLES = ['maintainadmin', 'maintainer'] as const satisfies readonly Role[];

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const LANGUAGES = ['en', 'zh_CN'] as const;
export type Language = (typeof LANGUAGES)[number];
