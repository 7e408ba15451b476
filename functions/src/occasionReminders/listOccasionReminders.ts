import { z } from "zod";
import { handler } from "../http/handler";
import { occasionReminderView } from "./occasionReminderRecord";
import { occasionReminders } from "./occasionReminders";

/** GET /api/occasion-reminders (a customer): their reminders, soonest first (one page: they keep at most 50). */
export const listOccasionReminders = handler(
  z.strictObject({}),
  async ({ user, db }) => ({ reminders: (await occasionReminders(db).listOf(user.uid)).map(occasionReminderView) }),
  { auth: "customer" },
);
