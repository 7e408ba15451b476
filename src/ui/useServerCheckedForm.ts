import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { useFormFailure } from "./useFormFailure";

/**
 * A form that `schema` checks in the browser and the server checks again: react-hook-form's form,
 * and its `failure` for the server's refusal (messages under the fields named in `fieldNames`, or
 * one message above them).
 */
export function useServerCheckedForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  fieldNames: readonly Path<T>[],
) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues });
  const failure = useFormFailure(form.setError, fieldNames);
  return { ...form, failure };
}
