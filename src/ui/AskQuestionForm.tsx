import { useState } from "react";
import styled from "styled-components";
import { askQuestionRequestSchema, MAX_QUESTION_LENGTH } from "@songs/domain";
import { Button } from "./Button";
import { CountedTextAreaField } from "./CountedTextAreaField";

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  > div:first-child {
    width: 100%;
  }
`;

/**
 * Asks the customer a question about the order (the artist holding it, or an admin). Refuses an
 * email address or a phone number with the domain's message before sending, as the server does.
 */
export function AskQuestionForm({ onAsk, disabled }: { onAsk: (text: string) => Promise<void>; disabled?: boolean }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = askQuestionRequestSchema.safeParse({ text });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setBusy(true);
        onAsk(parsed.data.text)
          .then(() => {
            setText("");
            setError(undefined);
          })
          .catch((failure: unknown) =>
            setError(failure instanceof Error ? failure.message : "Something went wrong. Please try again."),
          )
          .finally(() => setBusy(false));
      }}
    >
      <div>
        <CountedTextAreaField
          label="Ask the customer"
          error={error}
          rows={3}
          value={text}
          length={text.length}
          limit={MAX_QUESTION_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={disabled || isBusy}>
        {isBusy ? "Sending..." : "Send question"}
      </Button>
    </Form>
  );
}
