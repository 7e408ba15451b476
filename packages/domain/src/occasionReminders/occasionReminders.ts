import { z } from "zod";
import { PACKAGE_LIST } from "../catalogue";
import { OCCASION_IDS } from "../options";
import { oneOf, requiredLine } from "../schemas/text";

/**
 * Occasion reminders: a customer asks to be told before an occasion ("Mum's birthday, 14 March",
 * yearly or once) so they can order its song in time. The reminder's email goes
 * `OCCASION_REMINDER_DAYS_BEFORE` days before the day, at `OCCASION_REMINDER_HOUR_UTC` UTC.
 */

/** A week more than the slowest package's delivery (Basic, 7 days): a week to tell the story and order, then the package's time. */
export const OCCASION_REMINDER_DAYS_BEFORE = Math.max(...PACKAGE_LIST.map((each) => each.deliveryDays)) + 7;
/** The hour (UTC) the reminder's email goes out on its day. */
export const OCCASION_REMINDER_HOUR_UTC = 9;
/** How many reminders one customer keeps: the list is one page. */
export const MAX_OCCASION_REMINDERS = 50;
/** Reminders one customer adds each hour (one added within the 14 days is emailed at once). */
export const OCCASION_REMINDER_ADDS_PER_HOUR = 20;
/** "Mum's birthday": a line, as long as a recipient's name may be. */
export const MAX_OCCASION_REMINDER_NAME_LENGTH = 100;

export const OCCASION_REMINDER_MESSAGES = {
  nameRequired: "Enter whose occasion it is, like Mum's birthday",
  nameTooLong: `Keep it to ${MAX_OCCASION_REMINDER_NAME_LENGTH} characters`,
  occasionRequired: "Choose an occasion",
  dateRequired: "Enter the occasion's date",
  dateNotAhead: "Choose a date after today",
  tooMany: `You can keep up to ${MAX_OCCASION_REMINDERS} reminders. Delete one to add another.`,
  notFound: "Reminder not found",
  tooManyAdds: "Too many reminders added. Please try again later.",
} as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "2027-03-14" as its UTC midnight; null when it is not a real calendar day. */
function dayOf(day: string): Date | null {
  const parts = DAY_PATTERN.exec(day);
  if (!parts) return null;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const midnight = new Date(Date.UTC(year, month - 1, date));
  return midnight.getUTCMonth() === month - 1 && midnight.getUTCDate() === date ? midnight : null;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** `POST /api/occasion-reminders` (a customer): what the occasion is, its kind, its day, and whether it comes every year. */
export const occasionReminderRequestSchema = z.strictObject({
  name: requiredLine(
    MAX_OCCASION_REMINDER_NAME_LENGTH,
    OCCASION_REMINDER_MESSAGES.nameRequired,
    OCCASION_REMINDER_MESSAGES.nameTooLong,
  ),
  occasion: oneOf(OCCASION_IDS, OCCASION_REMINDER_MESSAGES.occasionRequired),
  date: z
    .string(OCCASION_REMINDER_MESSAGES.dateRequired)
    .refine((day) => dayOf(day) !== null, OCCASION_REMINDER_MESSAGES.dateRequired),
  yearly: z.boolean(),
});
export type OccasionReminderRequest = z.infer<typeof occasionReminderRequestSchema>;

/** A reminder as its customer sees it: `nextOn` the occasion's next day, `remindOn` the day its email goes. */
export const occasionReminderViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  occasion: z.enum(OCCASION_IDS),
  date: z.string(),
  yearly: z.boolean(),
  nextOn: z.string(),
  remindOn: z.string(),
});
export type OccasionReminderView = z.infer<typeof occasionReminderViewSchema>;

export const occasionRemindersSchema = z.object({ reminders: z.array(occasionReminderViewSchema) });

/**
 * When the reminder of the occasion on `occursOn` ("2027-03-14") is due: that day at 09:00 UTC,
 * `OCCASION_REMINDER_DAYS_BEFORE` days earlier. The follow-up table's rule for `remind_occasion`.
 */
export function occasionReminderDueAt({ occursOn }: { occursOn: string }): Date {
  const day = dayOf(occursOn);
  if (!day) throw new Error(`Not a calendar day: ${occursOn}`);
  return new Date(day.getTime() + OCCASION_REMINDER_HOUR_UTC * 60 * 60 * 1000 - OCCASION_REMINDER_DAYS_BEFORE * DAY_MS);
}

/** The day (UTC) a reminder of the occasion on `occursOn` is sent. */
export const occasionRemindOn = (occursOn: string): string => isoDay(occasionReminderDueAt({ occursOn }));

/** The occasion's day in `year` (a 29 February falls on the 28th in other years). */
function inYear(day: string, year: number): string {
  const [, , month, date] = DAY_PATTERN.exec(day) ?? [];
  const leapDay = month === "02" && date === "29";
  const candidate = `${String(year).padStart(4, "0")}-${month}-${date}`;
  return leapDay && !dayOf(candidate) ? `${String(year).padStart(4, "0")}-02-28` : candidate;
}

/**
 * The occasion's next day after `today`'s UTC day: for a yearly one, this year's or the next's;
 * for a one-off, its own day, or null once it is not after today. A reminder whose day is less
 * than `OCCASION_REMINDER_DAYS_BEFORE` days ahead is sent at once (its due time has passed).
 */
export function nextOccasionOn({ date, yearly }: { date: string; yearly: boolean }, today: Date): string | null {
  const todayDay = isoDay(today);
  if (!yearly) return date > todayDay ? date : null;
  const year = today.getUTCFullYear();
  const thisYear = inYear(date, year);
  return thisYear > todayDay ? thisYear : inYear(date, year + 1);
}

/** The yearly occasion's day the year after `occursOn`. */
export const followingOccasionOn = (date: string, occursOn: string): string =>
  inYear(date, Number(occursOn.slice(0, 4)) + 1);
