import { createContext, useContext } from "react";
import type { InitialRead, InitialReads } from "@songs/domain";
import { ApiError } from "./ApiError";

/** The id of the `<script type="application/json">` that hands the reads to the browser. */
export const INITIAL_READS_ELEMENT_ID = "initial-reads";

/**
 * The reads a server-rendered page was rendered with, by API path (the key `useApiQuery` reads).
 * Holds the reads until the screen that needs them has taken them: each is used once, by the first
 * render, so a later visit to the same page reads fresh data.
 */
export class InitialReadStore {
  private readonly reads: Map<string, InitialRead>;

  constructor(reads: InitialReads = {}) {
    this.reads = new Map(Object.entries(reads));
  }

  /** The data (or ApiError) for `key`, or undefined when the page was not rendered with it. */
  peek(key: string): { data: unknown } | { error: ApiError } | undefined {
    const read = this.reads.get(key);
    if (!read) return undefined;
    return "data" in read ? read : { error: new ApiError(read.error.status, read.error.code, read.error.message) };
  }

  forget(key: string): void {
    this.reads.delete(key);
  }
}

const InitialReadContext = createContext(new InitialReadStore());

export const InitialReadProvider = InitialReadContext.Provider;

export function useInitialReads(): InitialReadStore {
  return useContext(InitialReadContext);
}

/** The reads the server put in the page, or none (a page the browser renders on its own). */
export function readInitialReads(document: Document): InitialReads {
  const element = document.getElementById(INITIAL_READS_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as InitialReads) : {};
}
