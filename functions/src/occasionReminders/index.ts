import type { FollowUpHandlers } from "../followUps";
import type { Capability, FollowUpDependencies } from "../platform/capability";
import { accountField, byUid, deleted, onAccount } from "../platform/dataMap";
import { occasionReminderView } from "./occasionReminderRecord";
import { occasionReminders } from "./occasionReminders";
import { occasionReminderRoutes } from "./routes";

/**
 * The occasion reminders capability: the one owner of `occasionReminders/*`, a customer's
 * reminders before their occasions ("Mum's birthday, 14 March"), each emailed by its
 * `remind_occasion` follow-up with a link to start that occasion's song.
 */
function occasionReminderFollowUpHandlers({
  db,
  auth,
  siteUrl,
}: FollowUpDependencies): Pick<FollowUpHandlers, "remind_occasion"> {
  return { remind_occasion: (record) => occasionReminders(db).remindDue({ auth, siteUrl }, record) };
}

/** The occasion reminders capability, as `functions/src/capabilities.ts` lists it. */
export const occasionRemindersCapability = {
  name: "occasionReminders",
  routes: occasionReminderRoutes,
  followUps: occasionReminderFollowUpHandlers,
  collections: [
    {
      path: "occasionReminders",
      holds: "a customer's reminder of an occasion: what it is in their words, its kind, its day, yearly or once",
      person: byUid("uid"),
      retention: "until the customer deletes it or their account (a one-off stays listed after its day)",
      erasure: deleted(onAccount(({ db, uid }) => occasionReminders(db).forget(uid))),
      copy: accountField("occasionReminders", async ({ db, uid }) =>
        (await occasionReminders(db).listOf(uid)).map(occasionReminderView),
      ),
    },
  ],
} satisfies Capability;
