import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../api/ApiError";

/**
 * Shows a 400's per-field messages under the form's own fields (focusing the first).
 * Returns whether any applied, so the caller shows a form-level message only otherwise.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  failure: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(failure) || !failure.fields) return false;
  const known = new Set<string>(fieldNames);
  const fields = Object.entries(failure.fields).filter(([field]) => known.has(field));
  fields.forEach(([field, message], index) => setError(field as Path<T>, { message }, { shouldFocus: index === 0 }));
  return fields.length > 0;
}
