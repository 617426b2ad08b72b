import type { Language } from '@contract/roles';
import { readStoredUser, type StoredUser, writeStoredUser } from './storedUser';

/**
 * Global login state (spec: islogin, isinit, roles, userinfo), kept outside React so the
 * Apollo links can end a session too. Components read it through useSession.
 */
export type SessionState = {
  /** True once /starter (or a login) has confirmed the login state with the server. */
  isInitialised: boolean;
  user: StoredUser | null;
};

type Listener = () => void;

export type SessionStore = {
  getState(): SessionState;
  subscribe(listener: Listener): () => void;
  /** A confirmed user (login or `me`): kept in local storage, app initialised. */
  signIn(user: StoredUser): void;
  /** Logged out: local user info removed. */
  signOut(): void;
  markInitialised(): void;
  setLanguage(language: Language): void;
};

export function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  const listeners = new Set<Listener>();
  const set = (next: SessionState) => {
    state = next;
    writeStoredUser(next.user);
    listeners.forEach((l) => l());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (user) => set({ isInitialised: true, user }),
    signOut: () => {
      if (state.user) set({ ...state, user: null });
    },
    markInitialised: () => {
      if (!state.isInitialised) set({ ...state, isInitialised: true });
    },
    setLanguage: (language) => {
      if (state.user) set({ ...state, user: { ...state.user, language } });
    },
  };
}

/** The app's one session, restored from local storage and confirmed later by `me`. */
export const sessionStore = createSessionStore({ isInitialised: false, user: readStoredUser() });
