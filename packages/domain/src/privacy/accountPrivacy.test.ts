import { describe, expect, it } from "vitest";
import { filesDeletedOn } from "./accountDeletion";
import {
  accountDeletionRequestSchema,
  isRecentSignIn,
  nextExportAllowedAt,
  RECENT_SIGN_IN_SECONDS,
} from "./accountPrivacy";

const now = new Date("2026-05-01T09:00:00.000Z");
const seconds = now.getTime() / 1000;

describe("a person's data requests", () => {
  it("takes a sign-in of at most 5 minutes ago as recent, and nothing older or unreadable", () => {
    expect(isRecentSignIn(seconds - 10, now)).toBe(true);
    expect(isRecentSignIn(seconds - RECENT_SIGN_IN_SECONDS, now)).toBe(true);
    expect(isRecentSignIn(seconds - RECENT_SIGN_IN_SECONDS - 1, now)).toBe(false);
    expect(isRecentSignIn(Number.NaN, now)).toBe(false);
  });

  it("says the day the files go (30 days on) and when the next export may be asked for (a day on)", () => {
    expect(filesDeletedOn(now)).toBe("2026-05-31");
    expect(nextExportAllowedAt(now).toISOString()).toBe("2026-05-02T09:00:00.000Z");
  });

  it("needs the deletion confirmed, in words", () => {
    expect(accountDeletionRequestSchema.safeParse({ confirm: true }).success).toBe(true);
    const refused = accountDeletionRequestSchema.safeParse({});
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Please confirm that you want to delete your account.");
  });
});
