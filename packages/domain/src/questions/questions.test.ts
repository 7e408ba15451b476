import { describe, expect, it } from "vitest";
import { answerQuestionRequestSchema, askQuestionRequestSchema } from "../schemas/questions";
import { containsEmailAddress, containsPhoneNumber } from "./contactDetails";
import { QUESTION_MESSAGES } from "./questions";

describe("contact details in a question or an answer", () => {
  it("finds email addresses and phone numbers however they are written", () => {
    for (const text of ["write me at ada@example.com", "ada (at) example (dot) com", "ada @ example.ie"]) expect(containsEmailAddress(text), text).toBe(true);
    for (const text of ["call 087 123 4567", "+353 87 123 4567", "(555) 123-4567", "555.123.4567", "5551234567"]) expect(containsPhoneNumber(text), text).toBe(true);
  });

  it("leaves years, dates, prices and counts alone", () => {
    for (const text of ["We met in 2019 and married on 2024-05-14", "born 14/05/1990", "the 3 dogs cost $1,200", "Flat 12, 45 Main St"]) {
      expect(containsPhoneNumber(text) || containsEmailAddress(text), text).toBe(false);
    }
  });

  it("refuses a question or an answer that carries them, with the clear message", () => {
    expect(askQuestionRequestSchema.safeParse({ text: "Text me on 087 123 4567" }).error?.issues[0]?.message).toBe(QUESTION_MESSAGES.contactDetails);
    expect(answerQuestionRequestSchema.safeParse({ text: "mail me: ada@example.com" }).error?.issues[0]?.message).toBe(QUESTION_MESSAGES.contactDetails);
    expect(answerQuestionRequestSchema.safeParse({ text: "SHEE-vawn, like the Irish" }).success).toBe(true);
    expect(answerQuestionRequestSchema.safeParse({ voiceUploadId: "abc123" }).success).toBe(true);
  });
});
