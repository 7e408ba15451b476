/** The time-driven alerts and reminders: each changes the order once, and nothing when it no longer applies. */
import { followUpDueAt } from "./followUpKinds";
import { dueDateOf, SYSTEM_ACTOR, workOf } from "./orderState";
import { notDue, UNFINISHED, WAITING, type Rule } from "./rule";
import { changed, unchanged } from "./transitions";

export const FOLLOW_UP_COMMAND_RULES = {
  alert_unclaimed: {
    phases: WAITING,
    statuses: ["paid"],
    apply(order, _command, now) {
      const work = workOf(order);
      if (work.unclaimedAlertedAt) return unchanged(order, "the admins were alerted already");
      const { firstOfferedAt } = work;
      if (!firstOfferedAt || now < followUpDueAt("alert_unclaimed", { firstOfferedAt }))
        return unchanged(order, "not unclaimed long enough");
      return changed(order, "alert_unclaimed", {
        order: { ...order, work: { ...work, unclaimedAlertedAt: now } },
        actor: SYSTEM_ACTOR,
        reason: "unclaimed_alert",
        events: [{ type: "unclaimed_too_long" }],
      });
    },
    outside: notDue,
  },

  remind_artist: {
    phases: ["in_progress", "returned"],
    apply(order, { artistId }, now) {
      const work = workOf(order);
      const due = dueDateOf(order);
      if (work.artistId !== artistId) return unchanged(order, "another artist has the order now");
      if (work.reminderSentAt) return unchanged(order, "reminded already");
      if (!due || now < followUpDueAt("remind_artist", { dueDate: due })) return unchanged(order, "not due soon yet");
      return changed(order, "remind_artist", {
        order: { ...order, work: { ...work, reminderSentAt: now } },
        actor: SYSTEM_ACTOR,
        reason: "due_reminder",
        events: [{ type: "due_soon", artistId, dueAt: due }],
      });
    },
    outside: notDue,
  },

  alert_overdue: {
    phases: UNFINISHED,
    statuses: ["paid", "in_progress"],
    apply(order, _command, now) {
      const due = dueDateOf(order);
      if (order.overdueAlertedAt) return unchanged(order, "the admins were alerted already");
      if (!due || now < followUpDueAt("alert_overdue", { dueDate: due })) return unchanged(order, "not due yet");
      return changed(order, "alert_overdue", {
        order: { ...order, overdueAlertedAt: now },
        actor: SYSTEM_ACTOR,
        reason: "overdue_alert",
        events: [{ type: "overdue", dueAt: due }],
      });
    },
    outside: notDue,
  },
} satisfies { [T in "alert_unclaimed" | "remind_artist" | "alert_overdue"]: Rule<T> };
