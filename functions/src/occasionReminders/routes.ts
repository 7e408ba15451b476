import type { AudienceRoutes } from "../platform/routeTable";
import { addOccasionReminder } from "./addOccasionReminder";
import { deleteOccasionReminder } from "./deleteOccasionReminder";
import { listOccasionReminders } from "./listOccasionReminders";

/** Occasion reminders: a customer's own, listed, added and deleted. */
export const occasionReminderRoutes: AudienceRoutes = {
  customer: [
    { path: "/occasion-reminders", handlers: { get: listOccasionReminders, post: addOccasionReminder } },
    { path: "/occasion-reminders/:reminderId", handlers: { delete: deleteOccasionReminder } },
  ],
};
