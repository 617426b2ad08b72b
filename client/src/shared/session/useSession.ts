import { useSyncExternalStore } from 'react';
import { type SessionState, sessionStore } from './sessionStore';

/** The current login state; re-renders on sign in, sign out and language changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}
