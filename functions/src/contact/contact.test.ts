import { describe, expect, it } from "vitest";
import { loadContactConfig, LOCAL_SUPPORT_EMAIL } from "./contactConfig";
import { mailDocument } from "../adapters/mail/mailQueue";
import { supportMail } from "../notifications";

const message = {
  fullName: "Emma\r\nBcc: someone@example.com",
  email: "emma@example.com",
  phone: "555-0100",
  subject: "refund" as const,
  message: "Please help.\nThanks",
};

describe("contact mail", () => {
  it("queues a Trigger Email document to support that replies to the sender", () => {
    const mail = mailDocument(supportMail(message, "help@songs.example"));
    expect(mail.to).toBe("help@songs.example");
    expect(mail.replyTo).toBe("emma@example.com");
    expect(mail.message.text).toContain("Subject: Refund");
    expect(mail.message.text).toContain("Please help.\nThanks");
  });

  it("keeps the email subject on one line", () => {
    expect(mailDocument(supportMail(message, "x@example.com")).message.subject).toBe(
      "Contact form: Refund from Emma Bcc: someone@example.com",
    );
  });
});

describe("contact configuration", () => {
  it("uses SUPPORT_EMAIL, or the local inbox under the emulators", () => {
    expect(loadContactConfig({ SUPPORT_EMAIL: "help@songs.example" }).supportEmail).toBe("help@songs.example");
    expect(loadContactConfig({ FUNCTIONS_EMULATOR: "true" }).supportEmail).toBe(LOCAL_SUPPORT_EMAIL);
  });

  it("refuses to run without an inbox outside the emulators", () => {
    expect(() => loadContactConfig({})).toThrow(/SUPPORT_EMAIL/);
  });
});
