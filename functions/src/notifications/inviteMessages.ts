import type { MailMessage } from "../adapters/mail/mailQueue";
import { describeTime } from "./securityMessages";
import { SITE_NAME } from "./siteName";

export function artistInviteMail(to: string, artistName: string, link: string, expiresAt: Date): MailMessage {
  return {
    to,
    subject: `Your artist studio at ${SITE_NAME}`,
    text: [
      "Hi,",
      "",
      `You're invited to the artist studio of ${SITE_NAME} as ${artistName}. Open this link to set up your account and start taking orders:`,
      link,
      "",
      `The link works until ${describeTime(expiresAt)}.`,
      "If you weren't expecting this invite, you can ignore this email.",
    ].join("\n"),
  };
}
