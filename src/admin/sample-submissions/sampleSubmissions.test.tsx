// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PendingSample } from "@songs/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openOfflineThenRetry } from "../../test/support/offlineRead";
import { renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import SampleSubmissionsPage from "./SampleSubmissionsPage";
import { SAMPLE_SUBMISSIONS_PATH } from "./sampleSubmissionsApi";

const submitted = (title: string): PendingSample => ({
  id: `sample-${title.toLowerCase()}`,
  artistId: "00000000-0000-4000-8000-0000000000aa",
  artistName: "Maya Rivers",
  title,
  audioUrl: `/api/media/samples/${title.toLowerCase()}.mp3`,
  occasion: "birthday",
  genre: "Pop",
  mood: "Joyful",
  createdAt: "2025-03-06T09:00:00.000Z",
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the samples artists submitted", () => {
  it("says the device is offline, rather than nothing or a failure, and reads again on Retry", async () => {
    const fetchMock = stubApi({ [SAMPLE_SUBMISSIONS_PATH]: { samples: [], nextCursor: null, count: 0 } });
    await openOfflineThenRetry(
      fetchMock,
      () => renderWithProviders(<SampleSubmissionsPage />, { route: "/admin/sample-submissions" }),
      "The submitted samples could not be loaded. Please try again.",
    );
    expect(await screen.findByText("No samples are waiting for approval.")).toBeInTheDocument();
  });

  it("says so when the list could not be loaded online", async () => {
    const fetchMock = stubApi({});
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: "internal", message: "Boom" } }), {
        status: 500,
        headers: { "Content-Type": "application/json" },
      }),
    );
    renderWithProviders(<SampleSubmissionsPage />, { route: "/admin/sample-submissions" });
    expect(await screen.findByText("The submitted samples could not be loaded. Please try again.")).toHaveAttribute(
      "role",
      "alert",
    );
  });

  it("shows how many wait and the first page, the next page on Show more, and takes a decided sample out of both", async () => {
    const [first, later] = [submitted("Sunrise"), submitted("Lullaby")];
    stubApi({
      [SAMPLE_SUBMISSIONS_PATH]: { samples: [first], nextCursor: "after-sunrise", count: 2 },
      [`${SAMPLE_SUBMISSIONS_PATH}?cursor=after-sunrise`]: { samples: [later], nextCursor: null, count: 2 },
      [`${SAMPLE_SUBMISSIONS_PATH}/${later.id}/approve`]: { sample: later },
    });
    const user = userEvent.setup();
    renderWithProviders(<SampleSubmissionsPage />, { route: "/admin/sample-submissions" });
    expect(await screen.findByText("2 samples waiting")).toBeInTheDocument();
    expect(screen.getByText("Sunrise")).toBeInTheDocument();
    expect(screen.queryByText("Lullaby")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Lullaby")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();

    const approveButtons = screen.getAllByRole("button", { name: "Approve" });
    await user.click(approveButtons[1]!);
    expect(await screen.findByText("1 sample waiting")).toBeInTheDocument();
    expect(screen.queryByText("Lullaby")).not.toBeInTheDocument();
    expect(screen.getByText("Sunrise")).toBeInTheDocument();
  });
});
