// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Navigate, Route, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../auth/testing/fakeAuthBackend";
import {
  ARTIST_PROFILE_MESSAGES,
  MESSAGES,
  OFFLINE_MESSAGES,
  VALIDATION,
  type OrderDraft,
  CATALOGUE_MESSAGES,
} from "@songs/domain";
import { loadDraft, saveDraft } from "../offline/draftStore";
import { resetDeviceStorageForEachTest } from "../offline/testing/deviceStorage";
import { redirectToCheckout } from "../payments/checkout/redirectToCheckout";
import { artistPages } from "../test/support/artistPages";
import { makeArtist } from "../test/support/fixtures";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import OrderBuilderPage from "./OrderBuilderPage";

vi.mock("../payments/checkout/redirectToCheckout", () => ({ redirectToCheckout: vi.fn(() => "navigated") }));

const popArtists = [4.1, 4.9, 4.3, 4.7, 4.5, 4.2, 4.8].map((rating) =>
  makeArtist({ name: `Pop Singer ${rating}`, rating, genres: ["Pop"] }),
);
const resting = makeArtist({ name: "Resting Star", rating: 5, genres: ["Pop"], availability: false });
const rocker = makeArtist({ name: "Rick Rocker", rating: 4.95, genres: ["Rock"] });
const artists = [...popArtists, resting, rocker];

/** The artist list a page at a time, each artist's profile, and `others`. */
const stubArtists = (others: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    "/api/artists?*": artistPages(artists),
    ...Object.fromEntries(artists.map((artist) => [`/api/artists/${artist.id}`, { artist, samples: [], reviews: [] }])),
    ...others,
  });

const complete: OrderDraft = {
  occasion: "birthday",
  genre: "pop",
  artistId: rocker.id,
  recipientName: "Grandpa Joe",
  story: "He taught me to fish.",
  keyMoments: "The lake house",
  package: "premium",
  addOns: ["lyrics-print"],
};

/** Shows where /auth was asked to bring the user back to. */
function AuthProbe() {
  const state = useLocation().state as { from?: { pathname: string; search: string } } | null;
  return <h1>Sign in, then back to {state?.from ? state.from.pathname + state.from.search : "nowhere"}</h1>;
}

const authRoute = <Route path="/auth" element={<AuthProbe />} />;

function renderBuilder(
  options: { route?: string; loadBackend?: ReturnType<typeof signedInAs>; extraRoutes?: React.ReactElement } = {},
) {
  return renderWithProviders(<OrderBuilderPage />, {
    route: options.route ?? "/create",
    path: "/create",
    loadBackend: options.loadBackend,
    extraRoutes: options.extraRoutes ?? authRoute,
  });
}

function radioNames() {
  return screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
}

async function stepTitle(name: string) {
  return screen.findByRole("heading", { level: 2, name });
}

/**
 * A signed-in customer's complete saved draft, opened on the review step, with the checkout
 * answering `checkout` (a body, or a function that makes the answer); answers the fetch stub.
 */
async function openCompleteDraftSignedIn(checkout: Parameters<typeof stubApi>[0][string]) {
  await saveDraft(complete, 6);
  const fetchMock = stubArtists({ "/api/checkout": checkout });
  renderBuilder({ loadBackend: signedInAs() });
  await stepTitle("Review");
  return fetchMock;
}

// Each test walks the screen as a user does; jsdom renders the styled steps slowly on a busy machine.
describe("order builder", { timeout: 20_000 }, () => {
  let user: ReturnType<typeof userEvent.setup>;

  resetDeviceStorageForEachTest();
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(redirectToCheckout).mockClear();
    stubArtists();
    user = userEvent.setup();
  });

  it("refuses to continue without an occasion, says why and focuses the choices", async () => {
    renderBuilder();
    await stepTitle("Occasion");
    expect(screen.getByText("Step 1 of 6: Occasion")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    // The form checks the step before it answers (react-hook-form's submit is asynchronous).
    expect(await screen.findByText(VALIDATION.stepIncomplete)).toHaveAttribute("role", "alert");
    expect(screen.getByText(VALIDATION.occasionRequired)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Wedding" })).toHaveFocus();

    await user.click(screen.getByRole("radio", { name: "Birthday" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await stepTitle("Style")).toHaveFocus();
    expect(screen.queryByText(VALIDATION.stepIncomplete)).not.toBeInTheDocument();
    const progress = screen.getByRole("list", { name: "Order progress" });
    expect(within(progress).getAllByRole("listitem")[1]).toHaveAttribute("aria-current", "step");
  });

  it("lists available artists that fit the style, best rated first, at most six", async () => {
    renderBuilder();
    await user.click(await screen.findByRole("radio", { name: "Wedding" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("radio", { name: "Pop" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await stepTitle("Artist");
    await screen.findByRole("radio", { name: "Pop Singer 4.9" });
    expect(radioNames()).toEqual([
      "Pop Singer 4.9",
      "Pop Singer 4.8",
      "Pop Singer 4.7",
      "Pop Singer 4.5",
      "Pop Singer 4.3",
      "Pop Singer 4.2",
    ]);
    // The next six at "Show more artists": here the one left.
    await user.click(screen.getByRole("button", { name: CATALOGUE_MESSAGES.artistsShowMore }));
    expect(await screen.findByRole("radio", { name: "Pop Singer 4.1" })).toBeInTheDocument();
    expect(radioNames()).toHaveLength(7);
    expect(screen.queryByRole("button", { name: CATALOGUE_MESSAGES.artistsShowMore })).not.toBeInTheDocument();
  });

  it("shows every available artist for a style with no keyword mapping", async () => {
    await saveDraft({ ...complete, genre: "other", artistId: null }, 3);
    renderBuilder();
    await stepTitle("Artist");
    await screen.findByRole("radio", { name: "Rick Rocker" });
    const names = radioNames();
    expect(names).toHaveLength(6);
    expect(names[0]).toBe("Rick Rocker");
    expect(names).not.toContain("Resting Star");
  });

  it("preselects the artist from ?artist= and clears the choice when the step is skipped", async () => {
    await saveDraft({ ...complete, artistId: null }, 3);
    renderBuilder({ route: `/create?artist=${rocker.id}` });
    await stepTitle("Artist");
    expect(await screen.findByRole("radio", { name: "Rick Rocker" })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/create$/));
    await user.click(screen.getByRole("button", { name: "Skip this step" }));
    await stepTitle("Story");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await stepTitle("Artist");
    expect(screen.queryByRole("radio", { name: "Rick Rocker" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });

  it("marks a chosen artist who is not taking orders, and will not go on with them", async () => {
    await saveDraft({ ...complete, artistId: null }, 3);
    renderBuilder({ route: `/create?artist=${resting.id}` });
    await stepTitle("Artist");
    const marked = await screen.findByRole("radio", { name: "Resting Star" });
    expect(marked).toBeDisabled();
    expect(marked).not.toBeChecked();
    expect(marked).toHaveAccessibleDescription(expect.stringContaining(CATALOGUE_MESSAGES.artistUnavailable));
    expect(radioNames()[0]).toBe("Resting Star");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(ARTIST_PROFILE_MESSAGES.chosenArtistUnavailable)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Pop Singer 4.9" })).toHaveFocus();
    await user.click(screen.getByRole("radio", { name: "Pop Singer 4.9" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await stepTitle("Story");
  });

  it("preselects the package from ?package= (the pricing cards' 'Choose ...')", async () => {
    await saveDraft({ ...complete, package: "" }, 5);
    renderBuilder({ route: "/create?package=premium" });
    await stepTitle("Package");
    expect(screen.getByRole("radio", { name: /Premium Song/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Premium Song/ })).toHaveAccessibleDescription(
      expect.stringContaining("Delivery within 5 days"),
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/create$/));
  });

  it("ignores a ?package= the catalogue does not sell", async () => {
    await saveDraft({ ...complete, package: "" }, 5);
    renderBuilder({ route: "/create?package=platinum" });
    await stepTitle("Package");
    expect(screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });

  it("preselects the occasion from ?occasion=", async () => {
    renderBuilder({ route: "/create?occasion=memorial" });
    await stepTitle("Occasion");
    expect(screen.getByRole("radio", { name: "Memorial" })).toBeChecked();
  });

  it("counts the characters of the story fields as they are typed", async () => {
    await saveDraft({ ...complete, recipientName: "", story: "", keyMoments: "" }, 4);
    renderBuilder();
    await stepTitle("Story");
    await user.type(screen.getByRole("textbox", { name: "Your Story" }), "She sings in the car.");
    expect(screen.getByRole("textbox", { name: "Your Story" })).toHaveAccessibleDescription(/21\/1,000/);
    expect(screen.getByText("0/100")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Recipient Name" })).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Recipient Name" })).toHaveAccessibleDescription(
      /Recipient name is required/,
    );
    expect(screen.getByRole("textbox", { name: "Key Moments" })).not.toHaveAttribute("aria-invalid");
  });

  it("updates the total as the package and add-ons change", async () => {
    await saveDraft({ ...complete, package: "", addOns: [] }, 5);
    renderBuilder();
    await stepTitle("Package");
    expect(screen.getByText("Choose a package to see your total")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Premium Song" }));
    expect(screen.getByText("Total: $49.99")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Framed Lyrics Print" }));
    await user.click(screen.getByRole("checkbox", { name: "Extra verse" }));
    expect(screen.getByText("Total: $89.99")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Extra verse" }));
    expect(screen.getByText("Total: $74.99")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Premium Song" }).closest("li")).toHaveTextContent("Most Popular");
  });

  it("reviews every choice, the total and when the artist will reach out", async () => {
    await saveDraft(complete, 6);
    renderBuilder();
    await stepTitle("Review");
    const summary = within(screen.getByLabelText("Your order"));
    for (const text of [
      "Birthday",
      "Pop",
      "Grandpa Joe",
      "He taught me to fish.",
      "The lake house",
      "Premium Song",
      "Framed Lyrics Print",
    ]) {
      expect(summary.getByText(text)).toBeInTheDocument();
    }
    expect(await summary.findByText("Rick Rocker")).toBeInTheDocument();
    expect(screen.getByText("Total: $74.99")).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.builderArtistContact)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Complete Order" })).toBeInTheDocument();
  });

  it("keeps what was typed on the story step across a reload", async () => {
    const first = renderBuilder();
    await user.click(await screen.findByRole("radio", { name: "Anniversary" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("radio", { name: "Country" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Skip this step" }));
    await user.type(screen.getByRole("textbox", { name: "Recipient Name" }), "Maria");
    await user.type(screen.getByRole("textbox", { name: "Your Story" }), "Thirty years");
    await waitFor(async () => expect((await loadDraft())?.draft.story).toBe("Thirty years"));
    first.unmount();

    renderBuilder();
    await stepTitle("Story");
    expect(screen.getByRole("textbox", { name: "Recipient Name" })).toHaveValue("Maria");
    expect(screen.getByRole("textbox", { name: "Your Story" })).toHaveValue("Thirty years");
  });

  it("saves the draft and sends a visitor to log in on Complete Order", async () => {
    await saveDraft(complete, 6);
    renderBuilder();
    await user.click(await screen.findByRole("button", { name: "Complete Order" }));
    expect(await screen.findByRole("heading", { name: "Sign in, then back to /create" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginToCompleteOrder)).toBeInTheDocument();
    expect(await loadDraft()).toEqual({ draft: complete, step: 6 });
  });

  it("restores a signed-in customer's complete draft at the review step", async () => {
    await saveDraft(complete, 2);
    renderBuilder({ loadBackend: signedInAs() });
    await stepTitle("Review");
    expect(await screen.findByText(MESSAGES.orderRestored)).toBeInTheDocument();
  });

  it("welcomes a customer back from the login at the review step", async () => {
    await saveDraft(complete, 6);
    renderBuilder({
      route: "/back-from-login",
      loadBackend: signedInAs(),
      extraRoutes: <Route path="/back-from-login" element={<Navigate to="/create" state={{ welcomeBack: true }} />} />,
    });
    await stepTitle("Review");
    expect(await screen.findByText(MESSAGES.welcomeBackCompleteOrder)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.orderRestored)).not.toBeInTheDocument();
  });

  it("sends the order to the checkout and the browser to the payment page", async () => {
    const fetchMock = await openCompleteDraftSignedIn({
      sessionId: "cs_test_1",
      url: "https://checkout.example/pay/cs_test_1",
    });
    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    expect(await screen.findByText(MESSAGES.redirectingToPayment)).toBeInTheDocument();
    await waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith("https://checkout.example/pay/cs_test_1"));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/checkout") as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual(complete);
  });

  it.each([
    [
      "the order's first message",
      () =>
        jsonResponse(400, { error: { code: "invalid_request", message: "Story must be less than 1000 characters" } }),
      "Story must be less than 1000 characters",
    ],
    [
      "the fraud block",
      () => jsonResponse(403, { error: { code: "fraud_blocked", message: "This order was blocked for review." } }),
      "This order was blocked for review.",
    ],
    [
      "a payment provider failure",
      () => jsonResponse(502, { error: { code: "payment_provider_error", message: "upstream" } }),
      MESSAGES.checkoutFailed,
    ],
    ["a session without a URL", () => jsonResponse(200, { sessionId: "cs_test_2", url: null }), MESSAGES.checkoutNoUrl],
    [
      "that the order is saved and payment needs a connection on a network failure",
      () => Promise.reject(new TypeError("Failed to fetch")),
      OFFLINE_MESSAGES.orderSaved,
    ],
  ])("shows %s when the checkout fails and keeps the draft", async (_case, answer, message) => {
    await openCompleteDraftSignedIn(answer);
    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(redirectToCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Complete Order" })).toBeEnabled();
    expect(await loadDraft()).toEqual({ draft: complete, step: 6 });
  });

  it("keeps an order completed offline and pays with one tap once back online", async () => {
    const fetchMock = await openCompleteDraftSignedIn({
      sessionId: "cs_test_3",
      url: "https://checkout.example/pay/cs_test_3",
    });
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => window.dispatchEvent(new Event("offline")));
    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    expect(await screen.findByText(OFFLINE_MESSAGES.orderSaved)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.redirectingToPayment)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/checkout")).toBe(false);
    expect(await loadDraft()).toEqual({ draft: complete, step: 6 });

    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event("online")));
    expect(await screen.findByText(OFFLINE_MESSAGES.orderResume)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    await waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith("https://checkout.example/pay/cs_test_3"));
  });

  it("sends the customer to log in when the checkout says the session ended", async () => {
    await openCompleteDraftSignedIn(() => jsonResponse(401, { error: { code: "unauthorized", message: "Sign in" } }));
    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    expect(await screen.findByRole("heading", { name: "Sign in, then back to /create" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginToCompleteOrder)).toBeInTheDocument();
  });
});
