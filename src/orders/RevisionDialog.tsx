import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { failureMessage } from "../api/ApiError";
import {
  MAX_REVISION_NOTE_LENGTH,
  MESSAGES,
  revisionRequestSchema,
  type OrderView,
  type RevisionRequest,
} from "@songs/domain";
import { CountedTextAreaField } from "../ui/CountedTextAreaField";
import { Dialog } from "../ui/Dialog";
import { DialogFormActions } from "../ui/DialogFormActions";
import { useToast } from "../ui/toast/ToastProvider";
import { requestRevision } from "./ordersApi";

interface RevisionDialogProps {
  order: OrderView;
  onClose: () => void;
  /** The server's order after the request (revision requested, history updated). */
  onRequested: (order: OrderView) => void;
}

/** Asks the artist for changes to a delivered song, with a note of up to 1000 characters. */
export function RevisionDialog({ order, onClose, onRequested }: RevisionDialogProps) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RevisionRequest>({ resolver: zodResolver(revisionRequestSchema), defaultValues: { note: "" } });
  const noteLength = useWatch({ control, name: "note" }).length;

  const onSubmit = handleSubmit(async ({ note }) => {
    try {
      const updated = await requestRevision(order.id, note);
      toast({
        title: MESSAGES.revisionRequested,
        description: "Your artist will be in touch about the changes.",
        variant: "success",
      });
      onRequested(updated);
    } catch (error) {
      toast({
        title: failureMessage(error, "Couldn't send your request. Please try again."),
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      isDismissable={!isSubmitting}
      title="Request Revision"
      description={`Tell us what you would like changed in your song for ${order.recipientName}.`}
    >
      <form noValidate onSubmit={onSubmit} aria-label="Revision request">
        <CountedTextAreaField
          label="Revision notes"
          error={errors.note?.message}
          length={noteLength}
          limit={MAX_REVISION_NOTE_LENGTH}
          rows={6}
          {...register("note")}
        />
        <DialogFormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel="Send Request"
          submittingLabel="Sending..."
        />
      </form>
    </Dialog>
  );
}
