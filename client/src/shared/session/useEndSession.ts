import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { restartLiveConnection } from '../api/liveClient';
import { sessionStore } from './sessionStore';

/**
 * Ends the session on this side (after sign out or a password reset): to /login, local
 * user info removed, cached data dropped, live connection re-opened without the cookie.
 */
export function useEndSession(): () => Promise<void> {
  const navigate = useNavigate();
  const client = useApolloClient();
  return useCallback(async () => {
    // Navigate first, rendered at once (the router renders a navigation as a transition, which the
    // store's urgent update below would overtake: the guard then sent the signed-out page to /login?origin=).
    await navigate('/login', { replace: true, flushSync: true });
    sessionStore.signOut();
    restartLiveConnection();
    await client.clearStore();
  }, [navigate, client]);
}
