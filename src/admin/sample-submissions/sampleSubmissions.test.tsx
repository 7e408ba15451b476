// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openOfflineThenRetry } from "../../test/support/offlineRead";
import { renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import SampleSubmissionsPage from "./SampleSubmissionsPage";
import { SAMPLE_SUBMISSIONS_PATH } from "./sampleSubmissionsApi";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the samples artists submitted", () => {
  it("says the device is offline, rather than nothing or a failure, and reads again on Retry", async () => {
    const fetchMock = stubApi({ [SAMPLE_SUBMISSIONS_PATH]: { samples: [] } });
    await openOfflineThenRetry(fetchMock, () => renderWithProviders(<SampleSubmissionsPage />, { route: "/admin/sample-submissions" }), "The submitted samples could not be loaded. Please try again.");
    expect(await screen.findByText("No samples are waiting for approval.")).toBeInTheDocument();
  });

  it("says so when the list could not be loaded online", async () => {
    const fetchMock = stubApi({});
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: { code: "internal", message: "Boom" } }), { status: 500, headers: { "Content-Type": "application/json" } }));
    renderWithProviders(<SampleSubmissionsPage />, { route: "/admin/sample-submissions" });
    expect(await screen.findByText("The submitted samples could not be loaded. Please try again.")).toHaveAttribute("role", "alert");
  });
});
