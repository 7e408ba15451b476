import { MESSAGES, type ListenResponse } from "@songs/domain";
import { clientIp } from "../http/clientIp";
import { HttpError } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { tokenParams } from "../http/routeParams";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";
import { readSharedSong } from "./sharedSong";

/** Listening-page loads allowed per IP and window: generous for a family, too few to guess tokens. */
export const LISTEN_RATE_LIMIT: RateLimitRule = { name: "listen", limit: 60, windowMs: 10 * 60 * 1000 };
export const TOO_MANY_LISTENS = "Too many requests. Please try again later.";

export const linkUnavailable = () => new HttpError(404, "link_unavailable", MESSAGES.shareLinkUnavailable);

/**
 * GET /api/listen/:token (public): what a private listening link shows (`readSharedSong`).
 * Unknown, revoked, replaced and no-longer-deliverable links all answer 404 `link_unavailable`.
 */
export const getSharedSong = handler(
  emptyQuerySchema,
  async ({ params, req, res, ...dependencies }): Promise<ListenResponse> => {
    res.set("X-Robots-Tag", "noindex, nofollow");
    await enforceRateLimit(
      dependencies.db,
      LISTEN_RATE_LIMIT,
      { ip: clientIp(req, dependencies.config) },
      TOO_MANY_LISTENS,
    );
    const song = await readSharedSong(dependencies, params.token);
    if (!song) throw linkUnavailable();
    return song;
  },
  { params: tokenParams },
);
