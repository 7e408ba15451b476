// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./ApiError";
import { networkError } from "./client";
import { useApiQuery } from "./useApiQuery";

function setBrowserOnline(isOnline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(isOnline);
  window.dispatchEvent(new Event(isOnline ? "online" : "offline"));
}

describe("useApiQuery offline states", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reports a read that failed for want of a connection as offline, without an error event", async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useApiQuery("thing", () => Promise.reject(networkError()), { onError }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isOffline: true, isSavedCopy: false, failure: "offline", data: undefined });
    expect(onError).not.toHaveBeenCalled();
  });

  it("keeps a server failure an error (not offline) and reports it", async () => {
    const onError = vi.fn();
    const { result } = renderHook(() =>
      useApiQuery("thing", () => Promise.reject(new ApiError(500, "internal", "boom")), { onError }),
    );
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isOffline: false, failure: "error" });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("reads again by itself when the browser comes back online", async () => {
    setBrowserOnline(false);
    const read = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(networkError()).mockResolvedValueOnce(["Ava"]);
    const { result } = renderHook(() => useApiQuery("artists", read));
    await waitFor(() => expect(result.current.isOffline).toBe(true));
    act(() => setBrowserOnline(true));
    await waitFor(() => expect(result.current.data).toEqual(["Ava"]));
    expect(result.current).toMatchObject({ isOffline: false, isSavedCopy: false });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("marks data read while offline as a saved copy, and refreshes it once online", async () => {
    setBrowserOnline(false);
    const read = vi.fn<() => Promise<string>>().mockResolvedValueOnce("saved").mockResolvedValueOnce("fresh");
    const { result } = renderHook(() => useApiQuery("thing", read));
    await waitFor(() => expect(result.current.data).toBe("saved"));
    expect(result.current.isSavedCopy).toBe(true);
    act(() => setBrowserOnline(true));
    await waitFor(() => expect(result.current.data).toBe("fresh"));
    expect(result.current.isSavedCopy).toBe(false);
  });

  it("does not read again on 'online' after a read that succeeded online", async () => {
    const read = vi.fn(() => Promise.resolve("fresh"));
    const { result } = renderHook(() => useApiQuery("thing", read));
    await waitFor(() => expect(result.current.data).toBe("fresh"));
    act(() => setBrowserOnline(true));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
