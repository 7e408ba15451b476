import { z } from "zod";
import { OCCASION_IDS, occasionRemindOn, type OccasionReminderView } from "@songs/domain";
import { storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/**
 * `occasionReminders/{id}`: a customer's (`uid`) reminder of an occasion: what it is (`name`, in
 * their words), its kind (the order builder's occasion), its day as they gave it, whether it comes
 * every year, and the occasion's next day (`nextOn`), whose `remind_occasion` follow-up is pending.
 */
const storedOccasionReminder = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  occasion: z.enum(OCCASION_IDS),
  date: z.iso.date(),
  yearly: z.boolean(),
  nextOn: z.iso.date(),
  createdAt: timestamp,
});

export const occasionReminderRecord = storedRecord(storedOccasionReminder, { id: "id", stamps: ["createdAt"] });
export type OccasionReminderRecord = z.output<typeof storedOccasionReminder>;

/** The reminder as its customer sees it (and as their copy of their data holds it). */
export const occasionReminderView = (reminder: OccasionReminderRecord): OccasionReminderView => ({
  id: reminder.id,
  name: reminder.name,
  occasion: reminder.occasion,
  date: reminder.date,
  yearly: reminder.yearly,
  nextOn: reminder.nextOn,
  remindOn: occasionRemindOn(reminder.nextOn),
});
