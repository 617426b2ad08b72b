import { LANGUAGES, type Language, ROLES, type Role } from '@contract/roles';

/**
 * What the browser keeps about the signed-in user (spec: user info in local storage).
 * Never the token: it travels only in the HttpOnly cookie.
 */
export type StoredUser = {
  id: string;
  username: string;
  account: string;
  roles: Role[];
  language: Language | null;
  avatarUrl: string | null;
};

export const USER_INFO_KEY = 'userinfo';

/** The server's User shape as far as the client keeps it. */
export type UserFromServer = {
  id: string;
  name: string;
  account: string;
  role: Role;
  language?: Language | null;
  avatarUrl?: string | null;
};

export function storedUserFrom(user: UserFromServer): StoredUser {
  return {
    id: user.id,
    username: user.name,
    account: user.account,
    roles: [user.role],
    language: user.language ?? null,
    avatarUrl: user.avatarUrl ?? null,
  };
}

/** Reads the stored user; anything malformed counts as signed out. */
export function parseStoredUser(text: string | null): StoredUser | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredUser>;
    if (typeof value.id !== 'string' || typeof value.username !== 'string' || typeof value.account !== 'string') return null;
    const roles = Array.isArray(value.roles) ? value.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r)) : [];
    const language = value.language && (LANGUAGES as readonly string[]).includes(value.language) ? value.language : null;
    return {
      id: value.id,
      username: value.username,
      account: value.account,
      roles,
      language,
      avatarUrl: typeof value.avatarUrl === 'string' ? value.avatarUrl : null,
    };
  } catch {
    return null;
  }
}

export function readStoredUser(): StoredUser | null {
  try {
    return parseStoredUser(window.localStorage.getItem(USER_INFO_KEY));
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser | null): void {
  try {
    if (user) window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(USER_INFO_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the session still works for this tab.
  }
}
