// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DELIVERY_MESSAGES, MAX_LYRICS_LENGTH, missingItemsButtonLabel } from "@songs/domain";
import { ApiError } from "../../api/ApiError";
import { makeHandInView } from "../../test/support/orderFixtures";
import { renderWithProviders } from "../../test/support/renderWithProviders";
import { HandInForm, type HandInTarget } from "./HandInForm";

const AT = "2026-05-01T10:00:00.000Z";

function target(
  handIn: HandInTarget["handIn"] = vi.fn(async () => ({ message: "Your song was submitted for the song check." })),
): HandInTarget {
  return { requestUpload: vi.fn(), completeUpload: vi.fn(), handIn };
}

function renderForm(view = makeHandInView(), into = target()) {
  const onHandedIn = vi.fn();
  renderWithProviders(
    <HandInForm
      view={view}
      target={into}
      handInLabel="Submit for the Song Check"
      handingInLabel="Submitting..."
      verb="submit"
      onUploaded={vi.fn()}
      onHandedIn={onHandedIn}
    />,
  );
  return { onHandedIn, into };
}

describe("the hand-in form", () => {
  it("names every missing item on a disabled button, with an upload field for each owed file", () => {
    renderForm(makeHandInView({ items: ["song", "instrumental", "lyrics"] }));
    expect(
      screen.getByRole("button", { name: missingItemsButtonLabel(["song", "instrumental", "lyrics"]) }),
    ).toBeDisabled();
    expect(screen.getByLabelText(/Finished song/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Instrumental version/)).toBeInTheDocument();
  });

  it("leaves the instrumental out when the order does not owe it", () => {
    renderForm();
    expect(screen.queryByLabelText(/Instrumental version/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: missingItemsButtonLabel(["song", "lyrics"]) })).toBeDisabled();
  });

  it("hands in the uploaded files with the lyrics as typed once nothing is missing", async () => {
    const view = makeHandInView({
      items: ["song", "instrumental", "lyrics"],
      attached: [
        { item: "song", fileName: "mix.wav", attachedAt: AT },
        { item: "instrumental", fileName: "inst.wav", attachedAt: AT },
      ],
    });
    const { onHandedIn, into } = renderForm(view);
    expect(screen.getByRole("button", { name: missingItemsButtonLabel(["lyrics"]) })).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Lyrics"), "Verse 1{enter}Hello there");
    await userEvent.click(screen.getByRole("button", { name: "Submit for the Song Check" }));
    await waitFor(() => expect(onHandedIn).toHaveBeenCalled());
    expect(into.handIn).toHaveBeenCalledWith("Verse 1\nHello there");
    expect(await screen.findByText("Your song was submitted for the song check.")).toBeInTheDocument();
  });

  it("keeps the lyrics from the last version for a revision, and shows every version handed in", () => {
    renderForm(
      makeHandInView({
        latest: { song: "mix.wav", instrumental: null, lyrics: "Verse 1\nOld words" },
        versions: [
          { item: "song", number: 1, fileName: "mix.wav", by: "artist", at: AT },
          { item: "lyrics", number: 1, fileName: null, by: "artist", at: AT },
        ],
      }),
    );
    expect(screen.getByLabelText("Lyrics")).toHaveValue("Verse 1\nOld words");
    const versions = screen.getByRole("list", { name: "Versions handed in" });
    expect(versions).toHaveTextContent("Song, version 1 (mix.wav), submitted");
    expect(versions).toHaveTextContent("Lyrics, version 1, submitted");
  });

  it("shows the server's message for the lyrics, and the limit before sending lyrics that are too long", async () => {
    const refusal = new ApiError(400, "invalid_request", "Please check the form", {
      lyrics: DELIVERY_MESSAGES.lyricsRequired,
    });
    const handIn = vi.fn(async () => Promise.reject(refusal));
    renderForm(makeHandInView({ attached: [{ item: "song", fileName: "mix.wav", attachedAt: AT }] }), target(handIn));
    await userEvent.type(screen.getByLabelText("Lyrics"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Submit for the Song Check" }));
    expect(await screen.findByText(DELIVERY_MESSAGES.lyricsRequired)).toBeInTheDocument();

    handIn.mockClear();
    await userEvent.clear(screen.getByLabelText("Lyrics"));
    await userEvent.click(screen.getByLabelText("Lyrics"));
    await userEvent.paste("y".repeat(MAX_LYRICS_LENGTH + 1));
    await userEvent.click(screen.getByRole("button", { name: "Submit for the Song Check" }));
    expect(await screen.findByText(DELIVERY_MESSAGES.lyricsTooLong)).toBeInTheDocument();
    expect(handIn).not.toHaveBeenCalled();
  });
});
