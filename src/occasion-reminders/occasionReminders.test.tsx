// @vitest-environment jsdom
import "fake-indexeddb/auto";
import userEvent from "@testing-library/user-event";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OCCASION_REMINDER_MESSAGES, type OccasionReminderView } from "@songs/domain";
import { setSessionHint } from "../auth/sessionHint";
import { fakeAuthBackend, fakeUser } from "../auth/testing/fakeAuthBackend";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import OccasionRemindersPage from "./OccasionRemindersPage";

const mum: OccasionReminderView = {
  id: "r1",
  name: "Mum's birthday",
  occasion: "birthday",
  date: "1960-03-14",
  yearly: true,
  nextOn: "2099-03-14",
  remindOn: "2099-02-28",
};
const wedding: OccasionReminderView = {
  id: "r2",
  name: "Sam and Lee's wedding",
  occasion: "wedding",
  date: "2099-06-01",
  yearly: false,
  nextOn: "2099-06-01",
  remindOn: "2099-05-18",
};

/** The API as the page calls it: the list, then each POST's answer in turn, and the deletion. */
function renderPage(answers: Response[]) {
  setSessionHint(true);
  const { loadBackend } = fakeAuthBackend({ user: fakeUser() });
  let reads = 0;
  const fetchMock = stubApi({
    "/api/occasion-reminders": () => ((reads += 1) === 1 ? jsonResponse(200, { reminders: [mum] }) : answers.shift()!),
    "/api/occasion-reminders/r1": () => jsonResponse(200, { deleted: true }),
  });
  renderWithProviders(<OccasionRemindersPage />, {
    route: "/dashboard/reminders",
    path: "/dashboard/reminders",
    loadBackend,
  });
  const calls = (method: string) =>
    (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
      ([url, init]) => url.startsWith("/api/occasion-reminders") && (init?.method ?? "GET") === method,
    );
  return { calls };
}

describe("occasion reminders", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists the customer's reminders with when each email goes, and deletes one", async () => {
    const user = userEvent.setup();
    const { calls } = renderPage([]);
    const list = await screen.findByRole("list", { name: "Your reminders" });
    expect(within(list).getByText("Mum's birthday")).toBeInTheDocument();
    expect(within(list).getByText("We will email you on February 28, 2099")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete the reminder for Mum's birthday" }));
    expect(await screen.findByText("No reminders yet. Add the first below.")).toBeInTheDocument();
    expect(calls("DELETE").map(([url]) => url)).toEqual(["/api/occasion-reminders/r1"]);
  });

  it("checks the form with the shared schema, shows the server's field message, then adds the reminder", async () => {
    const user = userEvent.setup();
    const { calls } = renderPage([
      jsonResponse(400, {
        error: {
          code: "invalid_request",
          message: OCCASION_REMINDER_MESSAGES.dateNotAhead,
          fields: { date: OCCASION_REMINDER_MESSAGES.dateNotAhead },
        },
      }),
      jsonResponse(200, { reminder: wedding }),
    ]);
    await screen.findByRole("list", { name: "Your reminders" });
    await user.click(screen.getByRole("button", { name: "Add reminder" }));
    expect(await screen.findByText(OCCASION_REMINDER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(OCCASION_REMINDER_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(calls("POST")).toHaveLength(0);

    await user.type(screen.getByLabelText("What is the occasion?"), "Sam and Lee's wedding");
    await user.selectOptions(screen.getByLabelText("Kind of occasion"), "wedding");
    await user.type(screen.getByLabelText("Date"), "2099-06-01");
    await user.click(screen.getByLabelText("Every year"));
    await user.click(screen.getByRole("button", { name: "Add reminder" }));
    expect(await screen.findByText(OCCASION_REMINDER_MESSAGES.dateNotAhead)).toBeInTheDocument();
    expect(screen.getByLabelText("Date")).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: "Add reminder" }));
    const list = screen.getByRole("list", { name: "Your reminders" });
    expect(await within(list).findByText("Sam and Lee's wedding")).toBeInTheDocument();
    expect(JSON.parse(String(calls("POST")[1]?.[1]?.body))).toEqual({
      name: "Sam and Lee's wedding",
      occasion: "wedding",
      date: "2099-06-01",
      yearly: false,
    });
  });
});
