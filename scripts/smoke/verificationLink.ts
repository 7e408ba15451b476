/**
 * The sign-up's verification link, as the person would open it from their email: read from the
 * `mail` document the server wrote for the Trigger Email extension (the local stack's Firestore
 * emulator, or a real project with the person's own Google Cloud credentials), or pasted by them.
 */
import { createInterface } from "node:readline/promises";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { VerifyLinkSource } from "./smokeOptions";

/** How long the verification email may take to be written. */
const MAIL_TIMEOUT_MS = 60_000;

/** The line of an email's text that is our /auth page's verification link. */
export function verificationLinkIn(text: string): string | undefined {
  return text
    .split("\n")
    .map((line) => line.trim())
    .find((line) => /^https?:\/\/[^\s]+\/auth\?/.test(line) && line.includes("mode=verifyEmail"));
}

export interface MailSource {
  projectId: string;
  /** The local stack's Firestore emulator; without it the project's real Firestore. */
  emulatorHost?: string;
}

/** Reads the verification email sent to `email` from the `mail` collection, waiting for it a while. */
async function linkFromMail(email: string, source: MailSource): Promise<string> {
  if (source.emulatorHost) {
    process.env.FIRESTORE_EMULATOR_HOST = source.emulatorHost;
    // No Google Cloud machine to ask for credentials: the emulator needs none.
    process.env.METADATA_SERVER_DETECTION = "none";
  } else delete process.env.FIRESTORE_EMULATOR_HOST;
  const app = initializeApp({ projectId: source.projectId }, `smoke-mail-${Date.now()}`);
  try {
    // One equality filter: no composite index needed on the real project.
    const sentTo = getFirestore(app).collection("mail").where("to", "==", email).limit(10);
    const deadline = Date.now() + MAIL_TIMEOUT_MS;
    while (Date.now() < deadline) {
      for (const mail of (await sentTo.get()).docs) {
        const link = verificationLinkIn(String(mail.get("message.text") ?? ""));
        if (link) return link;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`no verification email to ${email} in the \`mail\` collection of ${source.projectId} within 60 s`);
  } finally {
    await deleteApp(app);
  }
}

/** Asks the person running the smoke test to paste the link from the email. */
async function linkPasted(email: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(`\n  Paste the verification link emailed to ${email}: `);
    const link = verificationLinkIn(answer.trim());
    if (!link)
      throw new Error(`"${answer.trim()}" is not the email's verification link (…/auth?mode=verifyEmail&oobCode=…)`);
    return link;
  } finally {
    prompt.close();
  }
}

export function verificationLink(email: string, from: VerifyLinkSource, mail: MailSource): Promise<string> {
  return from === "mail" ? linkFromMail(email, mail) : linkPasted(email);
}
