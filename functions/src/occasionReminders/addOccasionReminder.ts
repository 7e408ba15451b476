import {
  nextOccasionOn,
  OCCASION_REMINDER_ADDS_PER_HOUR,
  OCCASION_REMINDER_MESSAGES,
  occasionReminderRequestSchema,
} from "@songs/domain";
import { badRequest } from "../http/errors";
import { handler } from "../http/handler";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";
import { occasionReminderView } from "./occasionReminderRecord";
import { occasionReminders } from "./occasionReminders";

/** Additions per account: one added within the reminder's 14 days emails the customer at once. */
const REMINDER_ADDS: RateLimitRule = {
  name: "occasion-reminder-adds",
  limit: OCCASION_REMINDER_ADDS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

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
    await enforceRateLimit(db, REMINDER_ADDS, { uid: user.uid }, OCCASION_REMINDER_MESSAGES.tooManyAdds);
    return { reminder: occasionReminderView(await occasionReminders(db).add(user.uid, input, nextOn)) };
  },
  { auth: "customer" },
);
