import { Button } from "./Button";
import { DialogActions } from "./Dialog";

interface DialogFormActionsProps {
  /** Closes the dialog without sending. */
  onCancel: () => void;
  isSubmitting: boolean;
  submitLabel: string;
  /** Shown on the submit button while the form is being sent ("Sending..."). */
  submittingLabel: string;
}

/** Cancel and submit at the bottom of a dialog's form, both disabled while it is being sent. */
export function DialogFormActions({ onCancel, isSubmitting, submitLabel, submittingLabel }: DialogFormActionsProps) {
  return (
    <DialogActions>
      <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
        Cancel
      </Button>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
