/** What is new on an order for its customer: bookkeeping in every phase, with no history entry. */
import { NOTHING_SEEN, orderNewsOf, withMoment } from "../orderNews";
import { SYSTEM_ACTOR } from "./orderState";
import { ALL_PHASES_BUT_PENDING, type Rule } from "./rule";
import { changed, unchanged } from "./transitions";

const EVERY_PHASE = ["pending", ...ALL_PHASES_BUT_PENDING] as const;

export const NEWS_RULES = {
  note_news: {
    phases: EVERY_PHASE,
    apply(order, { moment }, now) {
      const news = withMoment(order.news ?? NOTHING_SEEN, moment, now);
      return changed(order, "note_news", { order: { ...order, news }, actor: SYSTEM_ACTOR, quiet: true });
    },
    outside: (order) => unchanged(order, "the rule does not apply in this phase"),
  },

  mark_seen: {
    phases: EVERY_PHASE,
    apply(order, _command, now) {
      const moments = order.news ?? NOTHING_SEEN;
      const song = {
        version: order.songPath !== null ? order.songVersion : 0,
        isDownloaded: order.downloadedAt !== null,
      };
      // A question stays news until it is answered: seeing it changes nothing.
      if (!orderNewsOf(moments, song).some((item) => item.kind !== "question")) return unchanged(order, "nothing new");
      const news = { ...moments, seenAt: now, seenSongVersion: order.songVersion };
      return changed(order, "mark_seen", { order: { ...order, news }, actor: SYSTEM_ACTOR, quiet: true });
    },
    outside: (order) => unchanged(order, "the rule does not apply in this phase"),
  },
} satisfies { [T in "note_news" | "mark_seen"]: Rule<T> };
