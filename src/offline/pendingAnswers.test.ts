import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { closeAppDb } from "./db";
import { keepPendingAnswer, pendingAnswersFor, removePendingAnswer } from "./pendingAnswers";
import { clearUserData } from "./userData";

afterEach(async () => {
  await closeAppDb();
});

describe("answers typed offline", () => {
  it("are kept per user and order until sent, and removed with the user's data at logout", async () => {
    await keepPendingAnswer({ uid: "ada", orderId: "o1", questionId: "q1", text: "SHEE-vawn" }, 1);
    await keepPendingAnswer({ uid: "ada", orderId: "o1", questionId: "q2", text: "The collie" }, 2);
    await keepPendingAnswer({ uid: "bob", orderId: "o1", questionId: "q3", text: "Not Ada's" }, 3);
    expect((await pendingAnswersFor("ada", "o1")).map((answer) => answer.text)).toEqual(["SHEE-vawn", "The collie"]);
    await removePendingAnswer("ada", "q1");
    expect((await pendingAnswersFor("ada", "o1")).map((answer) => answer.questionId)).toEqual(["q2"]);
    await clearUserData("ada");
    expect(await pendingAnswersFor("ada", "o1")).toEqual([]);
    expect(await pendingAnswersFor("bob", "o1")).toHaveLength(1);
  });
});
