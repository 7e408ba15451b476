import { z } from "zod";
import { apiSend } from "../api/client";
import { noContent } from "../api/noContent";
import { occasionReminderViewSchema, type OccasionReminderRequest, type OccasionReminderView } from "@songs/domain";

/** The occasion reminders' API: the customer's list, adding one, deleting one. */

/** `GET /api/occasion-reminders`: the customer's reminders, soonest first (read with `occasionRemindersSchema`). */
export const OCCASION_REMINDERS_PATH = "/api/occasion-reminders";

/** `POST /api/occasion-reminders`: a new reminder, as the server stored it. */
export async function addOccasionReminder(request: OccasionReminderRequest): Promise<OccasionReminderView> {
  const answer = await apiSend(
    "POST",
    OCCASION_REMINDERS_PATH,
    request,
    z.object({ reminder: occasionReminderViewSchema }),
  );
  return answer.reminder;
}

/** `DELETE /api/occasion-reminders/:id`: the reminder and its pending email go. */
export function deleteOccasionReminder(id: string): Promise<void> {
  return apiSend("DELETE", `${OCCASION_REMINDERS_PATH}/${encodeURIComponent(id)}`, undefined, noContent);
}
