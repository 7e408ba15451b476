import { z } from "zod";
import { DOCUMENT_ID_PATTERN, OCCASION_REMINDER_MESSAGES } from "@songs/domain";
import { handler } from "../http/handler";
import { occasionReminders } from "./occasionReminders";

const reminderParams = z.object({
  reminderId: z.string().regex(DOCUMENT_ID_PATTERN, OCCASION_REMINDER_MESSAGES.notFound),
});

/** DELETE /api/occasion-reminders/:reminderId (its customer): the reminder and its pending email go. */
export const deleteOccasionReminder = handler(
  z.strictObject({}),
  async ({ user, db, params }) => {
    await occasionReminders(db).remove(user.uid, params.reminderId);
    return { deleted: true };
  },
  { auth: "customer", params: reminderParams },
);
