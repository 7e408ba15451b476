import { useId, useState, type FormEvent } from "react";
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
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = mfaCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setIsBusy(true);
    setError(null);
    const message = await onSubmit(parsed.data.code);
    setIsBusy(false);
    if (message) {
      setError(message);
      setCode("");
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <Label htmlFor={id}>6-digit code</Label>
      <CodeInput
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={MFA_CODE_LENGTH}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, MFA_CODE_LENGTH))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
      <div>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
