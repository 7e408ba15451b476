/** The song: an artist's version through the song check, the admins' own release, a revision. */
import { isPackageKey, PACKAGES } from "../catalogue";
import { missingItems } from "./fulfilment";
import { isReleased, isRefundedInFull, phaseOf, workOf, type Actor, type LifecycleOrder } from "./orderState";
import type { Decision, OrderEvent } from "./outcomes";
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
          work: {
            ...work,
            stage: "song_check",
            submission,
            submittedVersions: work.submittedVersions + 1,
            attached: handed.attached,
            versions: handed.versions,
          },
        },
        actor,
        reason: "song_submitted",
      });
    },
    outside(order, { artistId }) {
      return workOf(order).artistId === artistId && order.status !== "cancelled"
        ? workRefusal()
        : artistRefusal(order, artistId);
    },
  },

  /**
   * The song reaches the customer, one command whoever made it: the artist's version in the song
   * check (`from: "song_check"`, with the ledger's release of the artist's share) or the admins' own
   * items (`from: "admins"`, from any stage). Both emit `song_released`.
   */
  release: {
    phases: [...UNFINISHED, "released", "revision"],
    apply(order, command, now) {
      return command.from === "song_check"
        ? releaseSongCheck(order, command.actor, now)
        : releaseAdmins(order, command.lyrics, command.actor, now);
    },
    outside: (_order, { from }) => (from === "song_check" ? workRefusal() : refused(refusal("order_not_deliverable"))),
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

  complete: {
    phases: WORKING,
    statuses: ["in_progress"],
    apply(order, { actor }) {
      if (!order.songPath) return refused(refusal("song_required"));
      return changed(order, "complete", {
        order: { ...order, status: "completed", work: { ...workOf(order), stage: "released", submission: null } },
        actor,
      });
    },
    outside: statusRefusal("completed"),
  },

  request_revision: {
    phases: ["released"],
    statuses: ["completed"],
    apply(order, { revisionId, note, actor }, now) {
      if (!isReleased(order)) return refused(refusal("order_not_completed"));
      if (order.revisionRequested) return refused(refusal("revision_open"));
      const included = isPackageKey(order.package) ? PACKAGES[order.package].includedRevisions : null;
      if (included !== null && order.revisions.length >= included) return refused(refusal("revision_limit_reached"));
      const work = workOf(order);
      const revisions = [
        ...order.revisions,
        { id: revisionId, note, requestedAt: now, resolvedAt: null, resolvedByVersion: null },
      ];
      return changed(order, "request_revision", {
        order: { ...order, revisionRequested: true, revisions, work: { ...work, stage: "revision" } },
        actor,
        reason: "revision_requested",
        events: [{ type: "revision_requested", artistId: work.artistId, count: revisions.length }],
      });
    },
    outside: (order) => refused(refusal(isReleased(order) ? "revision_open" : "order_not_completed")),
  },
} satisfies { [T in "submit" | "release" | "send_back" | "complete" | "request_revision"]: Rule<T> };

/** The song check passed: the artist's submission goes to the customer, and the artist's share is released. */
function releaseSongCheck(order: LifecycleOrder, actor: Actor, now: Date): Decision {
  const work = workOf(order);
  if (phaseOf(order) !== "song_check" || !work.submission || !work.artistId) return workRefusal();
  const next = withDelivery(order, work.submission.items, actor, now);
  return changed(order, "release", {
    order: next,
    actor,
    reason: "song_released",
    events: [{ type: "song_released", version: next.songVersion }],
    records: [{ type: "ledger_release", artistId: work.artistId, refundedInFull: isRefundedInFull(order) }],
  });
}

/** The admins release their own finished items (their attached files, these lyrics); an open offer is withdrawn. */
function releaseAdmins(order: LifecycleOrder, lyrics: string, actor: Actor, now: Date): Decision {
  const work = workOf(order);
  const handed = handIn(order, "admins", lyrics, now);
  const refusedHandIn = handInRefusal(missingItems(order, handed.items), handed, "admins");
  if (refusedHandIn || !handed.items.song) return refusedHandIn ?? refused(refusal("song_required"));
  const handedIn = { ...order, work: { ...work, attached: handed.attached, versions: handed.versions } };
  const next = withDelivery(handedIn, { ...handed.items, song: handed.items.song }, actor, now);
  const events: OrderEvent[] = [{ type: "song_released", version: next.songVersion }];
  if (work.offeredTo.length > 0) events.push({ type: "offer_withdrawn", artistIds: work.offeredTo });
  return changed(order, "release", { order: next, actor, reason: "song_released", events });
}
