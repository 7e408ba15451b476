// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { z } from "zod";
import { configureTransport } from "./client";
import { ApiError } from "./ApiError";
import { InitialReadProvider, InitialReadStore, INITIAL_READS_ELEMENT_ID, readInitialReads } from "./initialData";
import { useApiQuery } from "./useApiQuery";

const listSchema = z.object({ names: z.array(z.string()) });
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

describe("reads a server-rendered page carries", () => {
  let fakeFetch: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fakeFetch = vi.fn<typeof fetch>();
    configureTransport({ fetch: fakeFetch });
  });
  afterEach(() => document.body.replaceChildren());

  const withReads = (store: InitialReadStore) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <StrictMode>
          <InitialReadProvider value={store}>{children}</InitialReadProvider>
        </StrictMode>
      );
    };

  it("gives the first render the page's data, with no request", async () => {
    const store = new InitialReadStore({ "/api/names": { data: { names: ["Maya"] } } });
    const { result } = renderHook(() => useApiQuery("/api/names", listSchema), { wrapper: withReads(store) });
    expect(result.current).toMatchObject({ data: { names: ["Maya"] }, isLoading: false });
    await act(async () => {});
    expect(fakeFetch).not.toHaveBeenCalled();
  });

  it("gives the first render the error the server answered, as an ApiError", () => {
    const store = new InitialReadStore({
      "/api/names": { error: { status: 404, code: "not_found", message: "Gone" } },
    });
    const { result } = renderHook(() => useApiQuery("/api/names", listSchema), { wrapper: withReads(store) });
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 404, code: "not_found" });
    expect(result.current.isLoading).toBe(false);
  });

  it("is used once: a later screen asking for the same path reads it from the API", async () => {
    const store = new InitialReadStore({ "/api/names": { data: { names: ["Maya"] } } });
    const first = renderHook(() => useApiQuery("/api/names", listSchema), { wrapper: withReads(store) });
    await act(async () => {});
    first.unmount();
    fakeFetch.mockResolvedValueOnce(json({ names: ["Jake"] }));
    const { result } = renderHook(() => useApiQuery("/api/names", listSchema), { wrapper: withReads(store) });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ names: ["Jake"] }));
  });

  it("reads again from the API on reload and for another path", async () => {
    const store = new InitialReadStore({ "/api/names": { data: { names: ["Maya"] } } });
    fakeFetch.mockImplementation(async () => json({ names: ["Fresh"] }));
    const { result, rerender } = renderHook(({ path }) => useApiQuery(path, listSchema), {
      wrapper: withReads(store),
      initialProps: { path: "/api/names" },
    });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual({ names: ["Fresh"] }));
    rerender({ path: "/api/other" });
    await waitFor(() => expect(fakeFetch).toHaveBeenCalledWith("/api/other", expect.anything()));
  });

  it("ignores data that does not match the screen's schema, and reads from the API", async () => {
    const store = new InitialReadStore({ "/api/names": { data: { wrong: true } } });
    fakeFetch.mockResolvedValueOnce(json({ names: ["Jake"] }));
    const { result } = renderHook(() => useApiQuery("/api/names", listSchema), { wrapper: withReads(store) });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ names: ["Jake"] }));
  });

  it("finds the reads in the page's JSON script, and none in the app shell", () => {
    expect(readInitialReads(document)).toEqual({});
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = INITIAL_READS_ELEMENT_ID;
    script.textContent = JSON.stringify({ "/api/names": { data: { names: ["Maya"] } } });
    document.body.append(script);
    expect(readInitialReads(document)).toEqual({ "/api/names": { data: { names: ["Maya"] } } });
  });
});
