import type http from 'node:http';
import type { LanePlace } from '../core/caller-lanes';
import type { AppServices } from '../graphql/context';
import { findCaller } from '../modules/auth/session.service';
import { tokenFrom } from '../modules/auth/tokens';
import { answerBusy } from './request-body';

/** What `enterLane` answers for a request it has answered itself (1013) or whose client went away while it waited. */
export const TURNED_AWAY = Symbol('turned away');
/** What `enterLane` answers for a request without a token, or with one that is no one's (looked up once: the request goes on without it). */
export const NO_CREDENTIAL = Symbol('no credential');

/** A signed-in caller's request with its place in its user's lane. */
export interface Admitted {
  place: LanePlace;
  userId: number;
}

/**
 * A signed-in caller's request waits for a place in its user's lane (`app.lanes`,
 * core/caller-lanes.ts) before its body is read or its work starts. NO_CREDENTIAL for a request
 * with no valid credential (no lane: it can only sign in or read public things, each bounded on
 * its own); null when the look-up failed (no lane; the request goes on with its token, and its
 * context reports the failure); TURNED_AWAY when the lane's queue is full (answered 1013, `Retry-After: 5`, its body unread) or
 * the client went away while waiting. The caller gives the place back (`leave`) once the
 * request's work is done, even if its client went meanwhile: a client that hung up could
 * otherwise start request after request.
 */
export async function enterLane(app: AppServices, token: string | undefined, req: http.IncomingMessage, res: http.ServerResponse): Promise<Admitted | typeof NO_CREDENTIAL | null | typeof TURNED_AWAY> {
  if (!token) return NO_CREDENTIAL;
  const caller = await findCaller(app.orm, app.callers, token).catch(() => undefined);
  if (caller === undefined) return null;
  if (caller === null) return NO_CREDENTIAL;
  // Gone during the look-up: its 'close' has passed, so a place taken now would never come back.
  if (res.destroyed) return TURNED_AWAY;
  const place = app.lanes.enter(caller.userId);
  if (!place) {
    res.shouldKeepAlive = false;
    answerBusy(req, res);
    req.resume();
    return TURNED_AWAY;
  }
  let gone = false;
  const leaveUnstarted = () => {
    gone = true;
    place.leave();
  };
  res.once('close', leaveUnstarted);
  await place.ready;
  res.off('close', leaveUnstarted);
  return gone ? TURNED_AWAY : { place, userId: caller.userId };
}

/**
 * Express middleware for the site's heavy routes (spreadsheet imports and exports): the request
 * takes its turn in its user's lane like a `/graphql` request, and gives the place back once its
 * answer is sent or its client goes; those routes stop their work when the client goes (the
 * export checks between pages), so hanging up does not buy another place while work goes on.
 */
export function inLane(app: AppServices): (req: http.IncomingMessage, res: http.ServerResponse, next: (error?: unknown) => void) => void {
  return (req, res, next) => {
    enterLane(app, tokenFrom(req.headers.authorization, req.headers.cookie), req, res).then((admitted) => {
      if (admitted === TURNED_AWAY) return;
      if (admitted && admitted !== NO_CREDENTIAL) res.once('close', () => admitted.place.leave());
      next();
    }, next);
  };
}
