import { nextOccasionOn, OCCASION_REMINDER_MESSAGES, occasionReminderRequestSchema } from "@songs/domain";
import { badRequest } from "../http/errors";
import { handler } from "../http/handler";
import { occasionReminderView } from "./occasionReminderRecord";
import { occasionReminders } from "./occasionReminders";

/**
 * POST /api/occasion-reminders {name, occasion, date, yearly} (a customer): a reminder, its email
 * due before the occasion's next day; a one-off whose day is not after today is refused (400).
 */
export const addOccasionReminder = handler(
  occasionReminderRequestSchema,
  async ({ input, user, db }) => {
    const nextOn = nextOccasionOn(input, new Date());
    if (!nextOn)
      throw badRequest(OCCASION_REMINDER_MESSAGES.dateNotAhead, { date: OCCASION_REMINDER_MESSAGES.dateNotAhead });
    return { reminder: occasionReminderView(await occasionReminders(db).add(user.uid, input, nextOn)) };
  },
  { auth: "customer" },
);
