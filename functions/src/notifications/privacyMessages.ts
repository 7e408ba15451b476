import { DATA_EXPORT_LINK_DAYS, DELETED_ACCOUNT_FILE_RETENTION_DAYS, formatLongDate } from "@songs/domain";
import type { MailMessage } from "../adapters/mail/mailQueue";
import { SITE_NAME } from "./siteName";

/** The emails of a person's data requests: their account deleted, their copy of their data ready. */
export const privacyMessages = {
  /** Sent to the address before it is removed, in the transaction that records the deletion. */
  accountDeleted(to: string, filesDeletedOn: Date): MailMessage {
    return {
      to,
      subject: `Your ${SITE_NAME} account is deleted`,
      text: [
        "As you asked, your account is deleted: you can no longer log in, and your profile and the devices you logged in from are gone.",
        "",
        "Your orders are kept for our accounts without your personal details (who the songs were for, your stories, your messages and voice notes, your address).",
        'Your reviews stay, signed "A customer".',
        `Your songs and files are deleted on ${formatLongDate(filesDeletedOn, "UTC")} (${DELETED_ACCOUNT_FILE_RETENTION_DAYS} days from now), or once any open refund is settled. Save any song you want to keep before then.`,
        "",
        "If you did not ask for this, reply to this email at once.",
      ].join("\n"),
    };
  },

  dataExportReady(to: string, link: string, expiresOn: Date): MailMessage {
    return {
      to,
      subject: `Your ${SITE_NAME} data is ready`,
      text: [
        "Here is the copy of your data you asked for: your profile, your orders with their stories and deliverables, questions and answers, gifts, reviews and the devices you logged in from, with links to your songs and voice notes.",
        "",
        link,
        "",
        `The link works for ${DATA_EXPORT_LINK_DAYS} days, until ${formatLongDate(expiresOn, "UTC")}. If you did not ask for it, reply to this email.`,
      ].join("\n"),
    };
  },
};
