import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import {
  accountFollowUpKey,
  followingOccasionOn,
  followUpOf,
  MAX_OCCASION_REMINDERS,
  OCCASION_REMINDER_MESSAGES,
  type FollowUp,
  type OccasionReminderRequest,
} from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { runTransaction } from "../adapters/firestore/transactions";
import { followUps, type FollowUpOf } from "../followUps";
import { HttpError, notFound } from "../http/errors";
import { occasionReminderMessages } from "../notifications";
import { occasionReminderRecord, type OccasionReminderRecord } from "./occasionReminderRecord";

export interface OccasionReminderDependencies {
  db: Firestore;
  /** The customer's email, read when the reminder goes (the records keep none). */
  auth: Auth;
  /** The site's origin, for the order builder's link. */
  siteUrl: string;
}

/** The follow-up that sends the reminder of the occasion's day `occursOn` (one per reminder and day). */
const reminderFollowUp = (reminder: Pick<OccasionReminderRecord, "id" | "uid">, occursOn: string): FollowUp =>
  followUpOf(accountFollowUpKey(reminder.uid), { kind: "remind_occasion", reminderId: reminder.id, occursOn });

/**
 * The owner of `occasionReminders/*`: a reminder is written with its follow-up in one transaction,
 * deleted with it closed, and each follow-up, when it runs, queues the email and (for a yearly
 * occasion) writes the next year's in the transaction that marks it done.
 */
export function occasionReminders(db: Firestore) {
  const collection = db.collection("occasionReminders");
  const ofAccount = (uid: string) => collection.where("uid", "==", uid);

  return {
    /** The customer's reminders, soonest first: at most `MAX_OCCASION_REMINDERS`, so one page holds them all. */
    async listOf(uid: string): Promise<OccasionReminderRecord[]> {
      const snapshot = await ofAccount(uid).limit(MAX_OCCASION_REMINDERS).get();
      return snapshot.docs
        .map((doc) => occasionReminderRecord.read(doc))
        .sort((a, b) => a.nextOn.localeCompare(b.nextOn) || a.id.localeCompare(b.id));
    },

    /** A new reminder whose occasion next comes on `nextOn`, with its follow-up; 409 past the limit. */
    add(uid: string, request: OccasionReminderRequest, nextOn: string): Promise<OccasionReminderRecord> {
      return runTransaction(db, async (transaction) => {
        const held = await transaction.get(ofAccount(uid).select().limit(MAX_OCCASION_REMINDERS));
        if (held.size >= MAX_OCCASION_REMINDERS)
          throw new HttpError(409, "too_many_occasion_reminders", OCCASION_REMINDER_MESSAGES.tooMany);
        const ref = collection.doc();
        const reminder = { id: ref.id, uid, ...request, nextOn };
        transaction.create(ref, occasionReminderRecord.write(reminder));
        followUps(db).createNew(transaction, [reminderFollowUp(reminder, nextOn)]);
        return { ...reminder, createdAt: new Date() };
      });
    },

    /** Deletes the customer's own reminder (404 for anyone else's), its pending follow-up closed with it. */
    remove(uid: string, id: string): Promise<void> {
      return runTransaction(db, async (transaction) => {
        const reminder = occasionReminderRecord.readIfExists(await transaction.get(collection.doc(id)));
        if (!reminder || reminder.uid !== uid) throw notFound(OCCASION_REMINDER_MESSAGES.notFound);
        const { id: followUpId } = reminderFollowUp(reminder, reminder.nextOn);
        const followUp = await followUps(db).read(transaction, followUpId);
        if (followUp?.state === "pending") followUps(db).markDone(transaction, followUpId, "the reminder was deleted");
        transaction.delete(collection.doc(id));
      });
    },

    /**
     * The `remind_occasion` follow-up: the email, composed now from the reminder, queued once; a
     * yearly occasion's next year written with it (once: its id is the reminder's and the day's).
     * A deleted reminder or account has nothing left to remind.
     */
    async remindDue(
      { auth, siteUrl }: Omit<OccasionReminderDependencies, "db">,
      record: FollowUpOf<"remind_occasion">,
    ) {
      const { reminderId, occursOn } = record.action;
      const found = occasionReminderRecord.readIfExists(await collection.doc(reminderId).get());
      const email =
        found &&
        (await auth.getUser(found.uid).then(
          (user) => user.email ?? null,
          () => null,
        ));
      await runTransaction(db, async (transaction) => {
        const [reminder, followUp] = await Promise.all([
          transaction.get(collection.doc(reminderId)).then((snapshot) => occasionReminderRecord.readIfExists(snapshot)),
          followUps(db).read(transaction, record.id),
        ]);
        if (followUp?.state !== "pending") return;
        const done = (outcome: string) => followUps(db).markDone(transaction, record.id, outcome);
        if (!reminder) return done("the reminder was deleted");
        if (!email) return done("the account is gone");
        const nextOn = reminder.yearly ? followingOccasionOn(reminder.date, occursOn) : occursOn;
        const mail = await mailQueue(db).prepareOnce(transaction, [
          {
            id: `occasion-${reminderId}-${occursOn}`,
            mail: { to: email, ...occasionReminderMessages.comingUp({ ...reminder, occursOn }, siteUrl) },
            about: { uid: reminder.uid, occasionReminderId: reminderId },
          },
        ]);
        const createNext = await followUps(db).prepareCreate(
          transaction,
          reminder.yearly ? [reminderFollowUp(reminder, nextOn)] : [],
        );
        mail.write();
        createNext();
        transaction.update(collection.doc(reminderId), occasionReminderRecord.fields({ nextOn }));
        done("reminded");
      });
    },

    /** Deletes every reminder of the account (its erasure). */
    async forget(uid: string): Promise<void> {
      for (;;) {
        const page = await ofAccount(uid).limit(200).get();
        if (page.empty) return;
        const batch = db.batch();
        for (const doc of page.docs) batch.delete(doc.ref);
        await batch.commit();
      }
    },
  };
}
