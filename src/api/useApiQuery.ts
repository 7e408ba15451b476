import { useCallback, useEffect, useRef, useState } from "react";
import { isBrowserOnline, subscribeToOnlineStatus, useOnlineStatus } from "./onlineStatus";
import { apiGet, type ResponseSchema } from "./client";
import type { ApiError } from "./ApiError";
import { useInitialReads, type InitialReadStore } from "./initialData";
import { classifyFailure, type RequestFailure } from "./requestFailure";

/** A read that several calls make up (or that falls back to the device): it must honour `signal`. */
export type ApiRead<T> = (signal: AbortSignal) => Promise<T>;

/** What a screen needs to tell loading, offline and a saved copy apart from an empty answer. */
export interface ReadStatus {
  isLoading: boolean;
  /** The current read failed for want of a connection (there is no saved copy to show). */
  isOffline: boolean;
  /** The current data was read while offline: a copy saved earlier on this device. */
  isSavedCopy: boolean;
  /** Reads again (the screen shows loading meanwhile). */
  reload(): void;
}

export interface ApiQuery<T> extends ReadStatus {
  /** The data of the current read; undefined while it runs or when it failed. */
  data: T | undefined;
  error: ApiError | Error | undefined;
  /** Why the current read failed; undefined while it runs or when it succeeded. */
  failure: RequestFailure | undefined;
  /** The newest data read so far, also while a new read runs or after one failed. */
  lastData: T | undefined;
  /** Changes the data read (and the kept copy) after a write the server answered; nothing before a read. */
  update(change: (data: T) => T): void;
}

/**
 * Called once per read as it settles (not for an aborted one), before the screen shows the result.
 * A read that failed for want of a connection is no error event: the screen shows `isOffline`.
 */
export interface ApiQueryEvents<T> {
  onData?(data: T): void;
  onError?(error: Error): void;
}

interface Settled<T> {
  key: string;
  version: number;
  data: T | undefined;
  error: ApiError | Error | undefined;
  failure: RequestFailure | undefined;
  isSavedCopy: boolean;
  /** Read by the server and handed over with the page (which the service worker may have kept). */
  fromPage?: true;
  lastData: T | undefined;
}

/**
 * The one way screens read: whenever `key` changes or `reload` is called, the previous read is
 * aborted and a new one starts. With a schema, `key` is the API path to GET; with a read function,
 * `key` must name everything the read depends on. `key` null means "nothing to read yet".
 * A read that failed offline, or answered from a saved copy offline, is read again as soon as the
 * browser is back online.
 */
export function useApiQuery<T>(
  key: string | null,
  source: ResponseSchema<T> | ApiRead<T>,
  events: ApiQueryEvents<T> = {},
): ApiQuery<T> {
  const [version, setVersion] = useState(0);
  const initialReads = useInitialReads();
  // A server-rendered page starts with the read the server made, so hydration neither refetches nor flashes.
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    initialSettled(key, source, initialReads.peek(key ?? "")),
  );
  const initialKey = useRef(settled?.key ?? null);
  // The newest source and events, so functions written inline do not start a read on every render.
  const latest = useRef({ source, events });
  useEffect(() => {
    latest.current = { source, events };
  });

  useEffect(() => {
    if (key === null) return;
    if (key === initialKey.current && version === 0) {
      initialReads.forget(key);
      return;
    }
    initialKey.current = null;
    const controller = new AbortController();
    const { source: current, events: on } = latest.current;
    const read =
      typeof current === "function" ? current(controller.signal) : apiGet(key, current, { signal: controller.signal });
    read.then(
      (data) => {
        if (controller.signal.aborted) return;
        on.onData?.(data);
        setSettled({
          key,
          version,
          data,
          error: undefined,
          failure: undefined,
          isSavedCopy: !isBrowserOnline(),
          lastData: data,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        const kind = classifyFailure(failure);
        if (kind !== "offline") on.onError?.(failure);
        setSettled((previous) => ({
          key,
          version,
          data: undefined,
          error: failure,
          failure: kind,
          isSavedCopy: false,
          lastData: previous?.lastData,
        }));
      },
    );
    return () => controller.abort();
  }, [key, version, initialReads]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled(
        (previous) =>
          previous && {
            ...previous,
            data: previous.data === undefined ? undefined : change(previous.data),
            lastData: previous.lastData === undefined ? undefined : change(previous.lastData),
          },
      ),
    [],
  );

  const isCurrent = settled !== null && settled.key === key && settled.version === version;
  const isOffline = isCurrent && settled.failure === "offline";
  // A page the service worker kept, opened offline, carries a saved copy: said once hydrated (the
  // online status reads true while hydrating, as on the server).
  const isOnline = useOnlineStatus();
  const isSavedCopy = isCurrent && (settled.isSavedCopy || (settled.fromPage === true && !isOnline));

  const awaitsConnection = isOffline || isSavedCopy;
  useEffect(() => {
    if (!awaitsConnection) return;
    return subscribeToOnlineStatus(() => {
      if (isBrowserOnline()) reload();
    });
  }, [awaitsConnection, reload]);

  return {
    data: isCurrent ? settled.data : undefined,
    error: isCurrent ? settled.error : undefined,
    failure: isCurrent ? settled.failure : undefined,
    isLoading: key !== null && !isCurrent,
    isOffline,
    isSavedCopy,
    lastData: settled?.lastData,
    reload,
    update,
  };
}

function initialSettled<T>(
  key: string | null,
  source: ResponseSchema<T> | ApiRead<T>,
  read: ReturnType<InitialReadStore["peek"]>,
): Settled<T> | null {
  if (key === null || !read || typeof source === "function") return null;
  if ("error" in read) {
    return {
      key,
      version: 0,
      data: undefined,
      error: read.error,
      failure: classifyFailure(read.error),
      isSavedCopy: false,
      lastData: undefined,
    };
  }
  const parsed = source.safeParse(read.data);
  return parsed.success
    ? {
        key,
        version: 0,
        data: parsed.data,
        error: undefined,
        failure: undefined,
        isSavedCopy: false,
        fromPage: true,
        lastData: parsed.data,
      }
    : null;
}
