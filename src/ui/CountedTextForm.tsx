import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import styled from "styled-components";
import { z } from "zod";
import { Button } from "./Button";
import { CountedTextAreaField } from "./CountedTextAreaField";

/** The field, then the button under it at its own width. */
const StackedForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  > div:first-of-type {
    width: 100%;
  }
`;

interface CountedTextFormProps {
  /** The domain's check of the text (the request schema's field), with its messages. */
  check: z.ZodType<string, string>;
  label: string;
  limit: number;
  submitLabel: string;
  /** Sends the text; when it throws, the error's message shows under the field (else `failureMessage`). */
  onSend: (text: string) => Promise<void>;
  failureMessage: string;
  disabled?: boolean;
  /** "stacked": the button under the field at its own width; "plain": the page's own flow, with `children` (a heading) first. */
  layout?: "stacked" | "plain";
  /** The id of the form's heading (its accessible name). */
  labelledBy?: string;
  children?: ReactNode;
}

/**
 * A form of one counted text (a question, an answer, a thank-you): checked with the domain's
 * schema before sending, the server's refusal under the field, emptied once sent.
 */
export function CountedTextForm({
  check,
  label,
  limit,
  submitLabel,
  onSend,
  failureMessage,
  disabled = false,
  layout = "stacked",
  labelledBy,
  children,
}: CountedTextFormProps) {
  const schema = useMemo(() => z.object({ text: check }), [check]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ text: string }>({ resolver: zodResolver(schema), defaultValues: { text: "" } });
  const length = useWatch({ control, name: "text" }).length;

  const submit = handleSubmit(async ({ text }) => {
    try {
      await onSend(text);
      reset();
    } catch (failure) {
      setError("text", { message: failure instanceof Error ? failure.message : failureMessage }, { shouldFocus: true });
    }
  });

  const field = (
    <CountedTextAreaField
      label={label}
      error={errors.text?.message}
      rows={3}
      length={length}
      limit={limit}
      {...register("text")}
    />
  );
  const button = (
    <Button type="submit" disabled={disabled || isSubmitting}>
      {isSubmitting ? "Sending..." : submitLabel}
    </Button>
  );
  return layout === "stacked" ? (
    <StackedForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      {children}
      <div>{field}</div>
      {button}
    </StackedForm>
  ) : (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      {children}
      {field}
      {button}
    </form>
  );
}
