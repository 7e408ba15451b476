import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { isApiError } from "../api/ApiError";
import { FormField, Input } from "../ui/FormField";
import { MAX_REVIEW_COMMENT_LENGTH, MESSAGES, type OrderView, reviewFormSchema, type ReviewForm } from "@songs/domain";
import { CountedTextAreaField } from "../ui/CountedTextAreaField";
import { Dialog } from "../ui/Dialog";
import { DialogFormActions } from "../ui/DialogFormActions";
import { useToast } from "../ui/toast/ToastProvider";
import { submitReview } from "./ordersApi";
import { RatingField } from "./RatingField";

/** What the form holds while it is edited: no rating until one is chosen. */
interface ReviewFormValues {
  customerName: string;
  rating: number | undefined;
  comment: string;
}

const resolver = zodResolver(reviewFormSchema) as unknown as Resolver<ReviewFormValues, unknown, ReviewForm>;

interface ReviewDialogProps {
  order: OrderView;
  /** Prefills the name (the account's display name), which the customer may change. */
  defaultName: string;
  onClose: () => void;
  /** The review was stored (or the order already had one). */
  onReviewed: (order: OrderView) => void;
}

/**
 * The review of a completed order: name, a 1-5 star rating and a comment, checked with the same
 * schema and messages as the server. Stored unapproved; a failure keeps the dialog and the text.
 */
export function ReviewDialog({ order, defaultName, onClose, onReviewed }: ReviewDialogProps) {
  const toast = useToast();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, ReviewForm>({
    resolver,
    defaultValues: { customerName: defaultName, rating: undefined, comment: "" },
  });
  const commentLength = useWatch({ control, name: "comment" }).length;

  const onSubmit = handleSubmit(async (review) => {
    try {
      await submitReview({ ...review, orderId: order.id });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        toast({ title: MESSAGES.reviewLoginRequired, variant: "destructive" });
      } else if (isApiError(error) && error.code === "already_reviewed") {
        toast({ title: error.message, variant: "destructive" });
        onReviewed({ ...order, hasReview: true });
      } else {
        toast({ title: MESSAGES.reviewFailed, variant: "destructive" });
      }
      return;
    }
    toast({ title: MESSAGES.reviewSubmitted, variant: "success" });
    onReviewed({ ...order, hasReview: true });
  });

  return (
    <Dialog
      open
      onClose={onClose}
      isDismissable={!isSubmitting}
      title="Leave a Review"
      description={`How did we do with your song for ${order.recipientName}? Your review appears after approval.`}
    >
      <form noValidate onSubmit={onSubmit} aria-label="Review form">
        <FormField label="Name" error={errors.customerName?.message}>
          <Input type="text" autoComplete="name" {...register("customerName")} />
        </FormField>
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <RatingField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <CountedTextAreaField
          label="Comment"
          error={errors.comment?.message}
          length={commentLength}
          limit={MAX_REVIEW_COMMENT_LENGTH}
          rows={5}
          {...register("comment")}
        />
        <DialogFormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel="Submit Review"
          submittingLabel="Submitting..."
        />
      </form>
    </Dialog>
  );
}
