import { isBrowserOnline } from "./onlineStatus";
import { isApiError } from "./ApiError";

/**
 * Why a request failed, as a screen must tell it: no connection (the device is offline or the request
 * never reached the server), the thing does not exist, or anything else.
 */
export type RequestFailure = "offline" | "not-found" | "error";

/** Classifies a failed request (a read or a write); `isOnline` is the browser's own belief at the time. */
export function classifyFailure(error: unknown, isOnline: boolean = isBrowserOnline()): RequestFailure {
  if (!isOnline) return "offline";
  if (!isApiError(error)) return "error";
  if (error.status === 0) return "offline";
  return error.status === 404 ? "not-found" : "error";
}
