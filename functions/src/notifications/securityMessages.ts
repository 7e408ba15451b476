import { formatDateTime } from "@songs/domain";
import type { MailMessage } from "../adapters/mail/mailQueue";
import { SITE_NAME } from "./siteName";

/** When something happened, as an email states it (in UTC, so it reads the same for everyone): "March 4, 2026 at 5:06 AM (UTC)". */
export function describeTime(at: Date): string {
  return formatDateTime(at, "UTC");
}

/** The spec's send-security-notification for `password_change`. */
export function passwordChangedMail(to: string, at: Date, siteUrl: string): MailMessage {
  return {
    to,
    subject: "Your password was changed",
    text: [
      `The password of your ${SITE_NAME} account (${to}) was changed on ${describeTime(at)}.`,
      "You have been logged out on your other devices.",
      "",
      "If this was you, there is nothing more to do.",
      `If it wasn't you, reset your password at ${siteUrl}/auth right away and contact our support team through the contact form on ${siteUrl}.`,
    ].join("\n"),
  };
}

export interface SignInDevice {
  ip: string;
  userAgent: string | null;
}

/** The spec's send-security-notification for `login`: a sign-in from a device not seen before. */
export function newSignInMail(to: string, at: Date, device: SignInDevice, siteUrl: string): MailMessage {
  return {
    to,
    subject: "New log-in to your account",
    text: [
      `Someone logged in to your ${SITE_NAME} account (${to}) from a new device on ${describeTime(at)}.`,
      `IP address: ${device.ip}`,
      `Browser: ${device.userAgent ?? "unknown"}`,
      "",
      "If this was you, there is nothing more to do.",
      `If it wasn't you, reset your password at ${siteUrl}/auth right away and contact our support team through the contact form on ${siteUrl}.`,
    ].join("\n"),
  };
}
