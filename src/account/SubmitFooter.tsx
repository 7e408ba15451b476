import type { ReactNode } from "react";
import { Button } from "../ui/Button";
import { FormFooter } from "./formLayout";

interface SubmitFooterProps {
  isSubmitting: boolean;
  label: string;
  /** Shown on the button while the form is being sent ("Logging in..."). */
  busyLabel: string;
  /** The secondary action under the button (a link back to another form). */
  children?: ReactNode;
}

/** An account form's full-width submit button, disabled and saying so while the form is sent, and the action under it. */
export function SubmitFooter({ isSubmitting, label, busyLabel, children }: SubmitFooterProps) {
  return (
    <FormFooter>
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? busyLabel : label}
      </Button>
      {children}
    </FormFooter>
  );
}
