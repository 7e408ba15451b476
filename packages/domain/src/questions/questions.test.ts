import { describe, expect, it } from "vitest";
import { answerQuestionRequestSchema, askQuestionRequestSchema } from "../schemas/questions";
import { containsEmailAddress, containsPhoneNumber } from "./contactDetails";
import { areQuestionsOpen, QUESTION_MESSAGES } from "./questions";

describe("contact details in a question or an answer", () => {
  it("finds email addresses and phone numbers however they are written", () => {
    for (const text of ["write me at ada@example.com", "ada (at) example (dot) com", "ada @ example.ie"])
      expect(containsEmailAddress(text), text).toBe(true);
    for (const text of ["call 087 123 4567", "+353 87 123 4567", "(555) 123-4567", "555.123.4567", "5551234567"])
      expect(containsPhoneNumber(text), text).toBe(true);
  });

  const caught: [string, "email" | "phone"][] = [
    ["maya at gmail dot com", "email"],
    ["Maya AT gmail DOT com", "email"],
    ["maya at gmail.com", "email"],
    ["maya(at)gmail(dot)com", "email"],
    ["maya [at] gmail [dot] co [dot] uk", "email"],
    ["maya＠gmail．com", "email"],
    ["ｍａｙａ＠ｇｍａｉｌ．ｃｏｍ", "email"],
    ["maya.byrne@gmail.com", "email"],
    ["call ０８７ １２３ ４５６７", "phone"],
    ["٠٨٧١٢٣٤٥٦٧", "phone"],
    ["०८७ १२३ ४५६७", "phone"],
    ["087_123_4567", "phone"],
    ["087,123,4567", "phone"],
    ["+1 (555) 123-4567", "phone"],
  ];
  it.each(caught)("finds %s (%s)", (text, kind) => {
    expect(kind === "email" ? containsEmailAddress(text) : containsPhoneNumber(text)).toBe(true);
  });

  const legitimate = [
    "Let's start the song at dawn",
    "She was born at home. Then we moved to Cork",
    "We met at the lake dot by dot",
    "2 dots on the map, 3 at the end",
    "We married in 1998, moved in 2004, 2010 and 2016",
    "The party is at 5.30 on the 3rd",
    "٢٠٢٤ was our year",
    "born 14/05/1990 at 7.15",
    "It cost 1,500 euro",
    "at home, at work, at last",
  ];
  it.each(legitimate)("lets %s through", (text) => {
    expect(containsEmailAddress(text) || containsPhoneNumber(text)).toBe(false);
  });

  it("leaves years, dates, prices and counts alone", () => {
    for (const text of [
      "We met in 2019 and married on 2024-05-14",
      "born 14/05/1990",
      "the 3 dogs cost $1,200",
      "Flat 12, 45 Main St",
    ]) {
      expect(containsPhoneNumber(text) || containsEmailAddress(text), text).toBe(false);
    }
  });

  it("refuses a question or an answer that carries them, with the clear message", () => {
    expect(askQuestionRequestSchema.safeParse({ text: "Text me on 087 123 4567" }).error?.issues[0]?.message).toBe(
      QUESTION_MESSAGES.contactDetails,
    );
    expect(answerQuestionRequestSchema.safeParse({ text: "mail me: ada@example.com" }).error?.issues[0]?.message).toBe(
      QUESTION_MESSAGES.contactDetails,
    );
    expect(answerQuestionRequestSchema.safeParse({ text: "SHEE-vawn, like the Irish" }).success).toBe(true);
    expect(answerQuestionRequestSchema.safeParse({ voiceUploadId: "abc123" }).success).toBe(true);
  });
});

describe("an order's questions", () => {
  it("are open while the song is being made, and closed once it is delivered or the order cancelled", () => {
    expect(areQuestionsOpen({ status: "in_progress", songPath: null })).toBe(true);
    expect(areQuestionsOpen({ status: "paid", songPath: null })).toBe(true);
    expect(areQuestionsOpen({ status: "completed", songPath: "a.wav" })).toBe(false);
    expect(areQuestionsOpen({ status: "cancelled", songPath: null })).toBe(false);
  });
});
