import { type OrderDraft } from "@songs/domain";

/** What every builder step receives: the draft, the blocked step's messages by field, and a way to change it. */
export interface StepProps {
  draft: OrderDraft;
  errors: Readonly<Record<string, string>>;
  onChange(patch: Partial<OrderDraft>): void;
}
