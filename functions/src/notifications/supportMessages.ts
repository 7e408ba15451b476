import { CONTACT_SUBJECTS, labelOf, type ContactMessage } from "@songs/domain";
import type { MailMessage } from "../adapters/mail/mailQueue";

/** The email to the support inbox, replying to the sender. */
export function supportMail(message: ContactMessage, supportEmail: string): MailMessage {
  const subject = labelOf(CONTACT_SUBJECTS, message.subject);
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `Contact form: ${subject} from ${message.fullName}`,
    text: [
      `Name: ${message.fullName}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone}`,
      `Subject: ${subject}`,
      "",
      message.message,
    ].join("\n"),
  };
}
