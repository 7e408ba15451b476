/** The song: an artist's version through the song check, an admin's own delivery, a revision. */
import { isPackageKey, PACKAGES } from "../catalogue";
import { missingItems } from "./fulfilment";
import { hasDeliveredSong, isRefundedInFull, workOf } from "./orderState";
import type { OrderEvent } from "./outcomes";
import { refusal } from "./refusals";
import { statusRefusal, UNFINISHED, WORKING, workRefusal, type Rule } from "./rule";
import { artistRefusal, changed, handIn, handInRefusal, refused, withDelivery } from "./transitions";

export const SONG_RULES = {
  submit: {
    phases: ["in_progress", "returned", "revision"],
    apply(order, { artistId, lyrics, actor }, now) {
      const work = workOf(order);
      if (work.artistId !== artistId) return artistRefusal(order, artistId);
      const handed = handIn(order, "artist", lyrics, now);
      const refusedHandIn = handInRefusal(missingItems(order, handed.items), handed, "artist");
      if (refusedHandIn || !handed.items.song) return refusedHandIn ?? workRefusal();
      const submission = { items: { ...handed.items, song: handed.items.song }, submittedAt: now };
      return changed(order, "submit", {
        order: {
          ...order,
          work: { ...work, stage: "song_check", submission, submittedVersions: work.submittedVersions + 1, attached: handed.attached, versions: handed.versions },
        },
        actor,
        reason: "song_submitted",
      });
    },
    outside(order, { artistId }) {
      return workOf(order).artistId === artistId && order.status !== "cancelled" ? workRefusal() : artistRefusal(order, artistId);
    },
  },

  release: {
    phases: ["song_check"],
    apply(order, { actor }, now) {
      const work = workOf(order);
      if (!work.submission || !work.artistId) return workRefusal();
      const next = withDelivery(order, work.submission.items, actor, now);
      return changed(order, "release", {
        order: next,
        actor,
        reason: "song_delivered",
        events: [{ type: "song_delivered", version: next.songVersion }],
        records: [{ type: "ledger_release", artistId: work.artistId, refundedInFull: isRefundedInFull(order) }],
      });
    },
    outside: workRefusal,
  },

  send_back: {
    phases: ["song_check"],
    apply(order, { notes, actor }) {
      const work = workOf(order);
      if (!work.artistId) return workRefusal();
      return changed(order, "send_back", {
        order: { ...order, work: { ...work, stage: "returned", songCheckNotes: notes, submission: null } },
        actor,
        reason: "song_sent_back",
        events: [{ type: "song_sent_back", artistId: work.artistId }],
      });
    },
    outside: workRefusal,
  },

  deliver: {
    phases: [...UNFINISHED, "delivered", "revision"],
    apply(order, { lyrics, actor }, now) {
      const work = workOf(order);
      const handed = handIn(order, "admins", lyrics, now);
      const refusedHandIn = handInRefusal(missingItems(order, handed.items), handed, "admins");
      if (refusedHandIn || !handed.items.song) return refusedHandIn ?? refused(refusal("song_required"));
      const handedIn = { ...order, work: { ...work, attached: handed.attached, versions: handed.versions } };
      const next = withDelivery(handedIn, { ...handed.items, song: handed.items.song }, actor, now);
      const events: OrderEvent[] = [{ type: "song_delivered", version: next.songVersion }];
      if (work.offeredTo.length > 0) events.push({ type: "offer_withdrawn", artistIds: work.offeredTo });
      return changed(order, "deliver", { order: next, actor, reason: "song_delivered", events });
    },
    outside: () => refused(refusal("order_not_deliverable")),
  },

  complete: {
    phases: WORKING,
    statuses: ["in_progress"],
    apply(order, { actor }) {
      if (!order.songPath) return refused(refusal("song_required"));
      return changed(order, "complete", { order: { ...order, status: "completed", work: { ...workOf(order), stage: "delivered", submission: null } }, actor });
    },
    outside: statusRefusal("completed"),
  },

  request_revision: {
    phases: ["delivered"],
    statuses: ["completed"],
    apply(order, { revisionId, note, actor }, now) {
      if (!hasDeliveredSong(order)) return refused(refusal("order_not_completed"));
      if (order.revisionRequested) return refused(refusal("revision_open"));
      const included = isPackageKey(order.package) ? PACKAGES[order.package].includedRevisions : null;
      if (included !== null && order.revisions.length >= included) return refused(refusal("revision_limit_reached"));
      const work = workOf(order);
      const revisions = [...order.revisions, { id: revisionId, note, requestedAt: now, resolvedAt: null, resolvedByVersion: null }];
      return changed(order, "request_revision", {
        order: { ...order, revisionRequested: true, revisions, work: { ...work, stage: "revision" } },
        actor,
        reason: "revision_requested",
        events: [{ type: "revision_requested", artistId: work.artistId, count: revisions.length }],
      });
    },
    outside: (order) => refused(refusal(hasDeliveredSong(order) ? "revision_open" : "order_not_completed")),
  },
} satisfies { [T in "submit" | "release" | "send_back" | "deliver" | "complete" | "request_revision"]: Rule<T> };
