import { isBrowserOnline } from "../offline/onlineStatus";
import { isApiError } from "./ApiError";

/**
 * Why a read failed, as a screen must tell it: no connection (the device is offline or the request
 * never reached the server), the thing does not exist, or anything else.
 */
export type ReadFailure = "offline" | "not-found" | "error";

/** Classifies a failed read; `isOnline` is the browser's own belief at the time. */
export function classifyReadFailure(error: unknown, isOnline: boolean = isBrowserOnline()): ReadFailure {
  if (!isOnline) return "offline";
  if (!isApiError(error)) return "error";
  if (error.status === 0) return "offline";
  return error.status === 404 ? "not-found" : "error";
}
