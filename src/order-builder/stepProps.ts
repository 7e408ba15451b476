import { type OrderDraft } from "@songs/domain";

/**
 * What every builder step receives: the draft as it stands. The steps' fields are the builder's
 * form (react-hook-form, reached with useFormContext), which holds the draft and its messages.
 */
export interface StepProps {
  draft: OrderDraft;
}
