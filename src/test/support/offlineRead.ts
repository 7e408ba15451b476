import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, vi } from "vitest";
import { OFFLINE_MESSAGES } from "@songs/domain";
import type { stubApi } from "./renderWithProviders";

/**
 * Opens a screen while the device is offline, so its first read fails as fetch does then, and
 * expects the offline notice rather than `failureMessage` (what the screen says when a read fails
 * online); then the device is back online and Retry is pressed. The test then looks for what the
 * screen read on the second try.
 */
export async function openOfflineThenRetry(
  fetchMock: ReturnType<typeof stubApi>,
  openScreen: () => unknown,
  failureMessage: string,
): Promise<void> {
  const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  openScreen();
  expect(await screen.findByRole("heading", { name: OFFLINE_MESSAGES.title })).toBeInTheDocument();
  expect(screen.queryByText(failureMessage)).not.toBeInTheDocument();
  onLine.mockReturnValue(true);
  await userEvent.setup().click(screen.getByRole("button", { name: OFFLINE_MESSAGES.retry }));
}
