import type { MailMessage } from "../adapters/mail/mailQueue";
import { SITE_NAME } from "./siteName";

export function verificationMail(to: string, fullName: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your email for ${SITE_NAME}`,
    text: [
      `Hi ${fullName},`,
      "",
      "Confirm your email address to finish creating your account:",
      link,
      "",
      "If you didn't create an account, you can ignore this email.",
    ].join("\n"),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${SITE_NAME} password`,
    text: [
      "Someone asked to reset the password of your account. Choose a new password here:",
      link,
      "",
      "If it wasn't you, you can ignore this email: your password stays the same.",
    ].join("\n"),
  };
}
