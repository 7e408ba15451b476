import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { MESSAGES } from "@songs/domain";
import { applyServerFieldErrors } from "./applyServerFieldErrors";

/**
 * The refusal of a form the server checks again: `show(failure)` puts a 400's messages under the
 * form's own fields (`fieldNames`), or else says once, above them, what went wrong (`message`).
 */
export function useFormFailure<T extends FieldValues>(
  setFieldError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
) {
  const [message, setMessage] = useState<string | null>(null);
  const show = (failure: unknown) => {
    if (!applyServerFieldErrors(failure, fieldNames, setFieldError)) {
      setMessage(failure instanceof Error ? failure.message : MESSAGES.unexpectedError);
    }
  };
  return { message, setMessage, show, clear: () => setMessage(null) };
}
