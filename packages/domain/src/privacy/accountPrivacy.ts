/**
 * A person's data, their call: deleting one's account and downloading a copy of one's data (GDPR
 * articles 15, 17 and 20; CCPA). The limits, retention periods and words both the screens and the
 * server use, and the answers' shapes.
 */
import { z } from "zod";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deleting the account needs a sign-in (the ID token's `auth_time`) at most this old: the password entered again. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
/** Songs, instrumentals and other delivered files of a deleted account are deleted this long after the deletion. */
export const DELETED_ACCOUNT_FILE_RETENTION_DAYS = 30;
/** While a refund is open on one of its orders, the deleted account's files wait this long and are checked again. */
export const OPEN_REFUND_RECHECK_DAYS = 7;
/** A deleted account's emails still waiting to go (its deletion's confirmation) are looked at again this long after. */
export const UNSENT_MAIL_RECHECK_MINUTES = 10;
/** An export's file and the links inside it work this long. */
export const DATA_EXPORT_LINK_DAYS = 7;
/** One export a person may ask for in this long. */
export const DATA_EXPORT_INTERVAL_HOURS = 24;
/** Orders one page of the export reads (the export reads every order, a page at a time). */
export const DATA_EXPORT_ORDERS_PAGE = 100;

export const DAYS_MS = (days: number): number => days * DAY_MS;

/** What admins see where a deleted account's name and email were. */
export const DELETED_CUSTOMER_LABEL = "Deleted customer";
/** The name a deleted account's reviews keep. */
export const ANONYMOUS_REVIEWER_NAME = "A customer";

export const ACCOUNT_PRIVACY_MESSAGES = {
  reauthenticate: "For your safety, enter your password again to delete your account.",
  artistHoldsWork:
    "You are still making songs for customers. Finish them or hand them back before you delete your account.",
  adminAccount: "An admin account cannot delete itself. Ask another admin to remove it.",
  demoAccount: "The demo accounts of the local stack cannot be deleted (start over with npm start -- --fresh).",
  deleted: "Your account is deleted. A confirmation is on its way to your email.",
  exportRequested: "We are preparing your data. We will email you a link within a few minutes; it works for 7 days.",
  exportTooSoon: "You can ask for your data once a day. Please try again later.",
  wrongPassword: "That password is not right. Please try again.",
} as const;

/** What deleting the account does to the orders still being made (`count` of them), said before it is done. */
export function openOrdersOnDeletion(count: number): string {
  return count === 1
    ? "1 order is still being made: it will be cancelled and refunded in full."
    : `${count} orders are still being made: they will be cancelled and refunded in full.`;
}

/** When the next export may be asked for after one asked for at `requestedAt`. */
export function nextExportAllowedAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DATA_EXPORT_INTERVAL_HOURS * 60 * 60 * 1000);
}

/** Whether a sign-in at `authTimeSeconds` (the ID token's `auth_time`) is recent enough at `now` to delete the account. */
export function isRecentSignIn(authTimeSeconds: number, now: Date): boolean {
  return Number.isFinite(authTimeSeconds) && now.getTime() / 1000 - authTimeSeconds <= RECENT_SIGN_IN_SECONDS;
}

/** The body of `POST /api/account/deletion`: the person confirms they read what will happen. */
export const accountDeletionRequestSchema = z.strictObject({
  confirm: z.literal(true, { error: "Please confirm that you want to delete your account." }),
});

export const accountDeletionAnswerSchema = z.object({
  message: z.string(),
  /** The day (YYYY-MM-DD) the songs and files are deleted. */
  filesDeletedOn: z.string(),
});
export type AccountDeletionAnswer = z.infer<typeof accountDeletionAnswerSchema>;

export const dataExportAnswerSchema = z.object({
  message: z.string(),
  /** When the next export may be asked for (ISO). */
  nextAllowedAt: z.string(),
});
export type DataExportAnswer = z.infer<typeof dataExportAnswerSchema>;

/**
 * The local stack's demo logins (README, "Demo logins"): the stack refuses to delete them, so the
 * demo every engineer shares keeps working (there are none in production).
 */
export const LOCAL_DEMO_LOGINS: readonly string[] = [
  "customer@example.com",
  "admin@example.com",
  "maya@example.com",
  "sofia@example.com",
];
