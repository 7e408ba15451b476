import type { ComponentProps } from "react";
import { CharacterCount } from "./CharacterCount";
import { FormField, TextArea } from "./FormField";

interface CountedTextAreaFieldProps extends ComponentProps<typeof TextArea> {
  label: string;
  error?: string;
  /** The text's current length, shown against `limit` under the field. */
  length: number;
  limit: number;
}

/** A labelled text area with its message and a "120/1,000" character count underneath. */
export function CountedTextAreaField({ label, error, length, limit, ...textAreaProps }: CountedTextAreaFieldProps) {
  return (
    <>
      <FormField label={label} error={error}>
        <TextArea {...textAreaProps} />
      </FormField>
      <CharacterCount length={length} max={limit} />
    </>
  );
}
