import { useEffect, useState } from "react";
import { apiGet, type ResponseSchema } from "./client";
import type { ApiError } from "./ApiError";

export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiError | Error | undefined;
  isLoading: boolean;
}

interface Settled<T> {
  path: string;
  data: T | undefined;
  error: ApiError | Error | undefined;
}

/**
 * Reads `path` through the API client whenever it changes (aborting the previous read).
 * `path` null means "nothing to read yet".
 */
export function useApiQuery<T>(path: string | null, schema: ResponseSchema<T>): ApiQuery<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    apiGet(path, schema, { signal: controller.signal }).then(
      (data) => setSettled({ path, data, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ path, data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [path, schema]);

  const isCurrent = settled !== null && settled.path === path;
  return {
    data: isCurrent ? settled.data : undefined,
    error: isCurrent ? settled.error : undefined,
    isLoading: path !== null && !isCurrent,
  };
}
