import type { MailMessage } from "../adapters/mail/mailQueue";
import { SITE_NAME } from "../security";

export type AuthAction = "verifyEmail" | "resetPassword";

/**
 * Our own `/auth` page carrying the one-time code of a link Firebase generated, so the emailed
 * link opens the app (which applies the code through the API) instead of Firebase's action page.
 */
export function authPageLink(siteUrl: string, mode: AuthAction, firebaseLink: string): string {
  const oobCode = new URL(firebaseLink).searchParams.get("oobCode");
  if (!oobCode) throw new Error("Firebase's action link carries no oobCode");
  const link = new URL("/auth", siteUrl);
  link.searchParams.set("mode", mode);
  link.searchParams.set("oobCode", oobCode);
  return link.href;
}

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
