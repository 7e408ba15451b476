import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { VALIDATION } from "../messages";
import { checkSampleFile, checkSongFile, mfaCodeSchema, sampleFormSchema } from "./adminUploads";
import { loginSchema, newPasswordSchema, signupSchema } from "./auth";
import { contactMessageSchema } from "./contact";
import { fieldErrors } from "./fieldErrors";
import { orderDetailsSchema, packageStepSchema, storyStepSchema } from "./order";
import { artistListQuerySchema, reviewListQuerySchema } from "./publicCatalogue";
import { reviewFormSchema, reviewRequestSchema } from "./review";

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const text = (length: number) => "a".repeat(length);

describe("contact message schema", () => {
  const valid = {
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+1 555 0100",
    subject: "billing",
    message: "Hello there",
  };

  it("accepts a valid message and trims its text", () => {
    const parsed = contactMessageSchema.parse({ ...valid, fullName: "  Ada  ", email: " ada@example.com " });
    expect(parsed.fullName).toBe("Ada");
    expect(parsed.email).toBe("ada@example.com");
  });

  it.each([
    ["fullName", "   ", VALIDATION.fullNameRequired],
    ["fullName", text(101), VALIDATION.nameTooLong],
    ["email", "not-an-email", VALIDATION.invalidEmail],
    ["email", `${text(250)}@example.com`, VALIDATION.emailTooLong],
    ["phone", "", VALIDATION.phoneRequired],
    ["phone", "1".repeat(21), VALIDATION.phoneTooLong],
    ["subject", "", VALIDATION.subjectRequired],
    ["subject", "marketing", VALIDATION.subjectRequired],
    ["message", "  ", VALIDATION.messageRequired],
    ["message", text(1501), VALIDATION.messageTooLong],
  ])("rejects %s = %j with the spec's message", (field, value, message) => {
    expect(errorsOf(contactMessageSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it("accepts every field exactly at its limit", () => {
    const atLimit = {
      ...valid,
      fullName: text(100),
      phone: "1".repeat(20),
      message: text(1500),
      email: `${text(243)}@example.com`,
    };
    expect(atLimit.email).toHaveLength(255);
    expect(contactMessageSchema.safeParse(atLimit).success).toBe(true);
  });

  it("refuses unknown fields", () => {
    expect(contactMessageSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});

describe("order builder schemas", () => {
  const valid = {
    occasion: "wedding",
    genre: "pop",
    recipientName: "Emma",
    story: "We met in the rain.",
    keyMoments: "",
    package: "premium",
    addOns: ["rush"],
  };

  it("accepts a complete order with or without an artist", () => {
    expect(orderDetailsSchema.safeParse(valid).success).toBe(true);
    expect(orderDetailsSchema.safeParse({ ...valid, artistId: "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b" }).success).toBe(
      true,
    );
  });

  it.each([
    ["recipientName", " ", VALIDATION.recipientNameRequired],
    ["recipientName", text(101), VALIDATION.recipientNameTooLong],
    ["story", "", VALIDATION.storyRequired],
    ["story", text(1001), VALIDATION.storyTooLong],
    ["keyMoments", text(1001), VALIDATION.keyMomentsTooLong],
    ["package", "platinum", VALIDATION.packageRequired],
    ["occasion", "retirement", VALIDATION.occasionRequired],
    ["genre", "polka", VALIDATION.genreRequired],
    ["artistId", "not-a-uuid", VALIDATION.invalidArtist],
  ])("rejects %s = %j with its message", (field, value, message) => {
    expect(errorsOf(orderDetailsSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it("accepts the story and key moments at 1000 characters", () => {
    expect(orderDetailsSchema.safeParse({ ...valid, story: text(1000), keyMoments: text(1000) }).success).toBe(true);
  });

  it("accepts the checkout-only genres indie, folk and christian", () => {
    for (const genre of ["indie", "folk", "christian"]) {
      expect(orderDetailsSchema.safeParse({ ...valid, genre }).success).toBe(true);
    }
  });

  it("refuses an unknown add-on", () => {
    expect(errorsOf(orderDetailsSchema, { ...valid, addOns: ["free-money"] })["addOns.0"]).toBe(
      VALIDATION.invalidAddOn,
    );
  });

  it("validates the story and package steps on their own", () => {
    expect(errorsOf(storyStepSchema, { recipientName: "", story: "" })).toEqual({
      recipientName: VALIDATION.recipientNameRequired,
      story: VALIDATION.storyRequired,
    });
    expect(errorsOf(packageStepSchema, {}).package).toBe(VALIDATION.packageRequired);
  });
});

describe("auth schemas", () => {
  it("requires a valid email and an 8-character password to log in", () => {
    expect(errorsOf(loginSchema, { email: "nope", password: "short" })).toEqual({
      email: VALIDATION.invalidEmail,
      password: VALIDATION.passwordTooShort,
    });
    expect(loginSchema.safeParse({ email: "a@b.co", password: "12345678" }).success).toBe(true);
  });

  it("requires the full name to sign up", () => {
    expect(errorsOf(signupSchema, { fullName: " ", email: "a@b.co", password: "12345678" }).fullName).toBe(
      VALIDATION.signupNameRequired,
    );
  });

  it("requires the new password and its confirmation to match", () => {
    expect(errorsOf(newPasswordSchema, { password: "12345678", confirmPassword: "12345679" }).confirmPassword).toBe(
      VALIDATION.passwordsDoNotMatch,
    );
  });
});

describe("review schemas", () => {
  const valid = { customerName: "Sam", rating: 5, comment: "Lovely" };

  it.each([
    ["customerName", "", VALIDATION.reviewNameRequired],
    ["customerName", text(101), VALIDATION.nameTooLong],
    ["rating", undefined, VALIDATION.ratingRequired],
    ["rating", 0, VALIDATION.ratingOutOfRange],
    ["rating", 6, VALIDATION.ratingOutOfRange],
    ["rating", 4.5, VALIDATION.ratingOutOfRange],
    ["comment", " ", VALIDATION.commentRequired],
    ["comment", text(1001), VALIDATION.commentTooLong],
  ])("rejects %s = %j with the spec's message", (field, value, message) => {
    expect(errorsOf(reviewFormSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it("takes the order id in the request and nothing the server decides", () => {
    expect(reviewRequestSchema.safeParse({ ...valid, orderId: "cs_1" }).success).toBe(true);
    expect(reviewRequestSchema.safeParse({ ...valid, orderId: "cs_1", approved: true }).success).toBe(false);
  });
});

describe("admin upload rules", () => {
  it("requires title, genre, mood and occasion, and limits the story to 500", () => {
    expect(errorsOf(sampleFormSchema, { title: "", genre: "", mood: "", occasion: "", story: text(501) })).toEqual({
      title: VALIDATION.sampleTitleRequired,
      genre: VALIDATION.sampleGenreRequired,
      mood: VALIDATION.sampleMoodRequired,
      occasion: VALIDATION.sampleOccasionRequired,
      story: VALIDATION.sampleStoryTooLong,
    });
    expect(errorsOf(sampleFormSchema, { title: text(101), genre: "Pop", mood: "Happy", occasion: "Love" }).title).toBe(
      VALIDATION.sampleTitleTooLong,
    );
  });

  it("checks the sample audio file", () => {
    expect(checkSampleFile(null)).toBe(VALIDATION.sampleFileRequired);
    expect(checkSampleFile({ name: "a.png", type: "image/png", size: 10 })).toBe(VALIDATION.sampleFileInvalid);
    expect(checkSampleFile({ name: "a.mp3", type: "audio/mpeg", size: 10 * 1024 * 1024 })).toBe(
      VALIDATION.sampleFileTooLarge,
    );
    expect(checkSampleFile({ name: "a.mp3", type: "audio/mpeg", size: 1024 })).toBeNull();
  });

  it("accepts MP3, WAV and M4A songs under 50MB only", () => {
    expect(checkSongFile({ name: "song.mp3", type: "audio/mpeg", size: 1 })).toBeNull();
    expect(checkSongFile({ name: "song.m4a", type: "", size: 1 })).toBeNull();
    expect(checkSongFile({ name: "song.ogg", type: "audio/ogg", size: 1 })).toBe(VALIDATION.songFileInvalid);
    expect(checkSongFile({ name: "song.wav", type: "audio/wav", size: 50 * 1024 * 1024 })).toBe(
      VALIDATION.songFileTooLarge,
    );
  });

  it("accepts exactly six digits as an MFA code", () => {
    expect(mfaCodeSchema.safeParse({ code: "123456" }).success).toBe(true);
    expect(errorsOf(mfaCodeSchema, { code: "" }).code).toBe(VALIDATION.mfaCodeRequired);
    expect(errorsOf(mfaCodeSchema, { code: "12345a" }).code).toBe(VALIDATION.mfaCodeInvalid);
    expect(errorsOf(mfaCodeSchema, { code: "1234567" }).code).toBe(VALIDATION.mfaCodeInvalid);
  });
});

describe("public catalogue queries", () => {
  it("accepts an occasion and a limit for reviews, and refuses malformed ones", () => {
    expect(reviewListQuerySchema.parse({ occasion: "memorial", limit: "3" })).toEqual({
      occasion: "memorial",
      limit: 3,
    });
    expect(errorsOf(reviewListQuerySchema, { limit: "lots" }).limit).toBeDefined();
    expect(errorsOf(reviewListQuerySchema, { limit: "0" }).limit).toBe("Limit must be at least 1");
    expect(errorsOf(reviewListQuerySchema, { occasion: "party" }).occasion).toBe("Unknown occasion");
    expect(reviewListQuerySchema.safeParse({ sort: "asc" }).success).toBe(false);
  });

  it("accepts a genre filter for artists", () => {
    expect(artistListQuerySchema.parse({ genre: " Pop " })).toEqual({ genre: "Pop" });
    expect(artistListQuerySchema.safeParse({ genre: text(51) }).success).toBe(false);
  });
});
