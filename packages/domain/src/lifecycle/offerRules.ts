/** Offers: taking an order, passing on it, its lapse, and the admins giving it to an artist or taking it on. */
import { followUpDueAt } from "./followUpKinds";
import { phaseOf, SYSTEM_ACTOR, workOf, type LifecycleOrder } from "./orderState";
import type { OrderEvent } from "./outcomes";
import { refusal } from "./refusals";
import { notDue, statusRefusal, WAITING, workRefusal, type Rule } from "./rule";
import { artistRefusal, changed, closeOffer, passOffer, refused, reoffer, unchanged } from "./transitions";

export const OFFER_RULES = {
  accept: {
    phases: ["offered"],
    apply(order, { artistId, actor }, now) {
      const work = workOf(order);
      if (!work.offeredTo.includes(artistId)) return artistRefusal(order, artistId);
      if (work.offeredAt && now >= followUpDueAt("lapse_offer", { offeredAt: work.offeredAt }))
        return refused(refusal("offer_lapsed"));
      const others = work.offeredTo.filter((id) => id !== artistId);
      const next: LifecycleOrder = {
        ...order,
        status: "in_progress",
        work: { ...closeOffer(work, artistId), stage: "in_progress", artistId, acceptedAt: now, reminderSentAt: null },
      };
      return changed(order, "accept", {
        order: next,
        actor,
        reason: "artist_accepted",
        events: others.length > 0 ? [{ type: "offer_taken", artistIds: others }] : [],
      });
    },
    outside: (order, { artistId }) => artistRefusal(order, artistId),
  },

  decline: {
    phases: ["offered"],
    apply(order, { artistId, reason, roster, actor }, now) {
      const work = workOf(order);
      if (!work.offeredTo.includes(artistId)) return artistRefusal(order, artistId);
      const passed = passOffer(order, [artistId], roster, now);
      const declines = [...work.declines, { artistId, reason, declinedAt: now }];
      return changed(order, "decline", {
        order: { ...order, work: { ...passed.work, declines } },
        actor,
        reason: "offer_declined",
        events: passed.events,
      });
    },
    outside: (order, { artistId }) => artistRefusal(order, artistId),
  },

  lapse_offer: {
    phases: ["offered"],
    apply(order, { offeredAt, roster }, now) {
      const work = workOf(order);
      if (work.offeredAt?.getTime() !== offeredAt.getTime())
        return unchanged(order, "that offer was answered or replaced");
      if (now < followUpDueAt("lapse_offer", { offeredAt })) return unchanged(order, "the offer has not lapsed yet");
      const passed = passOffer(order, work.offeredTo, roster, now);
      return changed(order, "lapse_offer", {
        order: { ...order, work: passed.work },
        actor: SYSTEM_ACTOR,
        reason: "offer_lapsed",
        events: passed.events,
      });
    },
    outside: notDue,
  },

  assign: {
    phases: [...WAITING, "in_progress", "returned"],
    statuses: ["paid", "in_progress"],
    apply(order, { artistId, actor }, now) {
      const work = workOf(order);
      if (work.artistId === artistId && !WAITING.includes(phaseOf(order))) return workRefusal();
      const takenFrom = work.offeredTo.filter((id) => id !== artistId);
      const next: LifecycleOrder = {
        ...order,
        status: "in_progress",
        work: {
          ...closeOffer(work, artistId),
          stage: "in_progress",
          artistId,
          acceptedAt: now,
          reminderSentAt: null,
          submission: null,
        },
      };
      const events: OrderEvent[] = [{ type: "assigned", artistId, previousArtistId: work.artistId }];
      if (takenFrom.length > 0) events.push({ type: "offer_taken", artistIds: takenFrom });
      return changed(order, "assign", { order: next, actor, reason: "artist_assigned", events });
    },
    outside: workRefusal,
  },

  start_work: {
    phases: WAITING,
    statuses: ["paid"],
    apply(order, { actor }) {
      const work = workOf(order);
      const next: LifecycleOrder = {
        ...order,
        status: "in_progress",
        work: { ...closeOffer(work), stage: "in_progress", artistId: null },
      };
      return changed(order, "start_work", {
        order: next,
        actor,
        events: work.offeredTo.length > 0 ? [{ type: "offer_withdrawn", artistIds: work.offeredTo }] : [],
      });
    },
    outside: statusRefusal("in_progress"),
  },

  choose_another: {
    phases: ["awaiting_customer"],
    statuses: ["paid"],
    apply(order, { roster, actor }, now) {
      const offered = reoffer(workOf(order), roster, now);
      return changed(order, "choose_another", {
        order: { ...order, work: offered.work },
        actor,
        reason: "another_artist",
        events: offered.events,
      });
    },
    outside: workRefusal,
  },
} satisfies { [T in "accept" | "decline" | "lapse_offer" | "assign" | "start_work" | "choose_another"]: Rule<T> };
