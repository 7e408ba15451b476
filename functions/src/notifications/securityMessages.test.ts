import { describe, expect, it } from "vitest";
import { newSignInMail, passwordChangedMail } from "./securityMessages";

describe("security notifications", () => {
  const at = new Date("2026-03-04T05:06:07Z");

  it("tells the owner when their password changed and what to do if it wasn't them", () => {
    const mail = passwordChangedMail("ana@example.com", at, "https://songs.example");
    expect(mail).toMatchObject({ to: "ana@example.com", subject: "Your password was changed" });
    expect(mail.text).toContain("March 4, 2026 at 5:06 AM (UTC)");
    expect(mail.text).toContain("If it wasn't you, reset your password at https://songs.example/auth");
    expect(mail.text).toContain("You have been logged out on your other devices.");
  });

  it("names the new device's IP and browser", () => {
    const mail = newSignInMail(
      "ana@example.com",
      at,
      { ip: "203.0.113.7", userAgent: "Firefox" },
      "https://songs.example",
    );
    expect(mail.subject).toBe("New log-in to your account");
    expect(mail.text).toContain(
      "Someone logged in to your Songs From The Heart account (ana@example.com) from a new device",
    );
    expect(mail.text).toContain("IP address: 203.0.113.7");
    expect(mail.text).toContain("Browser: Firefox");
  });
});
