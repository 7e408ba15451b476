import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { MAX_WORK_NOTE_LENGTH, STUDIO_MESSAGES, requiredText } from "@songs/domain";
import { failureMessage } from "../../api/ApiError";
import { CountedTextAreaField } from "../../ui/CountedTextAreaField";
import { Dialog } from "../../ui/Dialog";
import { DialogFormActions } from "../../ui/DialogFormActions";
import { useToast } from "../../ui/toast/ToastProvider";

interface NoteDialogProps {
  title: string;
  description: string;
  label: string;
  /** The message when the note is left empty. */
  requiredMessage: string;
  submitLabel: string;
  submittingLabel: string;
  onClose: () => void;
  /** Sends the note; the dialog shows the server's refusal and stays open when it throws. */
  onSubmit: (note: string) => Promise<void>;
}

/** A dialog that asks for one required note (a decline's reason, a version's review notes) and sends it. */
export function NoteDialog({
  title,
  description,
  label,
  requiredMessage,
  submitLabel,
  submittingLabel,
  onClose,
  onSubmit,
}: NoteDialogProps) {
  const toast = useToast();
  const schema = useMemo(
    () => z.object({ note: requiredText(MAX_WORK_NOTE_LENGTH, requiredMessage, STUDIO_MESSAGES.noteTooLong) }),
    [requiredMessage],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ note: string }>({ resolver: zodResolver(schema), defaultValues: { note: "" } });
  const noteLength = useWatch({ control, name: "note" }).length;

  const submit = handleSubmit(async ({ note }) => {
    try {
      await onSubmit(note);
    } catch (error) {
      toast({
        title: failureMessage(error, "That did not go through. Please try again."),
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog open onClose={onClose} isDismissable={!isSubmitting} title={title} description={description}>
      <form noValidate onSubmit={submit} aria-label={title}>
        <CountedTextAreaField
          label={label}
          error={errors.note?.message}
          length={noteLength}
          limit={MAX_WORK_NOTE_LENGTH}
          rows={5}
          {...register("note")}
        />
        <DialogFormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel={submitLabel}
          submittingLabel={submittingLabel}
        />
      </form>
    </Dialog>
  );
}
