import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import styled from "styled-components";
import { mfaCodeSchema, MFA_CODE_LENGTH } from "@songs/domain";
import { Button } from "../../ui/Button";
import { controlStyles } from "../../ui/controlStyles";

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.label`
  font-weight: 600;
`;

const CodeInput = styled.input`
  ${controlStyles}
  font-size: ${({ theme }) => theme.fontSize.lg};
  letter-spacing: 0.3em;
  max-width: 12rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

interface MfaCodeFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Checks the code; resolves with a message to show under the field, or null when it passed. */
  onSubmit(code: string): Promise<string | null>;
}

/** The 6-digit authenticator code: digits only, one-time-code autofill, the schema's messages. */
export function MfaCodeForm({ submitLabel, busyLabel, onSubmit }: MfaCodeFormProps) {
  const id = useId();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(mfaCodeSchema), defaultValues: { code: "" } });

  const submit = handleSubmit(async ({ code }) => {
    const message = await onSubmit(code);
    if (message) {
      setValue("code", "");
      setError("code", { message });
    }
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <Label htmlFor={id}>6-digit code</Label>
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState: { error } }) => (
          <>
            <CodeInput
              id={id}
              ref={field.ref}
              name={field.name}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={MFA_CODE_LENGTH}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, "").slice(0, MFA_CODE_LENGTH))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <ErrorText id={`${id}-error`} role="alert">
                {error.message}
              </ErrorText>
            )}
          </>
        )}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
