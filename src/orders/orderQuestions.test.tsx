// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { QUESTION_MESSAGES } from "@songs/domain";
import { closeAppDb } from "../offline/db";
import { keepPendingAnswer, pendingAnswersFor } from "../offline/pendingAnswers";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import { OrderQuestions } from "./OrderQuestions";

afterEach(async () => {
  await closeAppDb();
});

const thread = {
  questions: [
    {
      id: "q1",
      askedBy: { role: "artist", name: "Ada" },
      text: "Which lake was it?",
      askedAt: "2026-01-01T10:00:00.000Z",
      answer: null,
    },
  ],
  canAsk: false,
  canAnswer: false,
};

describe("an answer typed offline", () => {
  it("that the server refuses on reconnecting stays on the device with the reason shown until dismissed", async () => {
    await keepPendingAnswer({ uid: "ada", orderId: "o1", questionId: "q1", text: "Lough Leane" });
    stubApi({
      "/api/orders/o1/questions": thread,
      "/api/orders/o1/questions/q1/answer": () =>
        jsonResponse(409, { error: { code: "questions_closed", message: QUESTION_MESSAGES.answersClosed } }),
    });
    renderWithProviders(<OrderQuestions uid="ada" orderId="o1" />);

    const refused = (await screen.findByText(/Your answer was not sent/)).closest('[role="alert"]');
    expect(refused).toHaveTextContent(QUESTION_MESSAGES.answersClosed);
    expect(refused).toHaveTextContent("Lough Leane");
    expect(await pendingAnswersFor("ada", "o1")).toMatchObject([
      { questionId: "q1", text: "Lough Leane", refusal: QUESTION_MESSAGES.answersClosed },
    ]);

    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss" }));
    await expect.poll(() => pendingAnswersFor("ada", "o1")).toEqual([]);
    // The notice goes once the screen has read the device's answers again, a moment after the store.
    await expect.poll(() => screen.queryByText(/Your answer was not sent/)).toBeNull();
  });
});
