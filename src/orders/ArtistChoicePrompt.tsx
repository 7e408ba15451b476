import { useState } from "react";
import styled from "styled-components";
import { type ArtistChoice, type OrderView } from "@songs/domain";
import { failureMessage } from "../api/ApiError";
import { Button } from "../ui/Button";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { useToast } from "../ui/toast/ToastProvider";
import { chooseArtist } from "./ordersApi";
import { ActionRow } from "../ui/layout";

const Prompt = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
  }
`;

/**
 * The artist the customer chose declined or did not answer: another artist of the same style, or
 * a cancellation with a full refund (confirmed first).
 */
export function ArtistChoicePrompt({ order, onChange }: { order: OrderView; onChange: (order: OrderView) => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const headingId = `choice-${order.id}`;

  const choose = async (choice: ArtistChoice) => {
    setBusy(true);
    try {
      onChange(await chooseArtist(order.id, choice));
      toast({
        title:
          choice === "another"
            ? "We are finding another artist for your song."
            : "Your order was cancelled and fully refunded.",
        variant: "success",
      });
    } catch (error) {
      toast({
        title: failureMessage(error, "That did not go through. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
      setConfirmingCancel(false);
    }
  };

  return (
    <Prompt aria-labelledby={headingId}>
      <h4 id={headingId}>Your artist cannot make this song</h4>
      <p>Would you like another artist of the same style to make it, or cancel with a full refund?</p>
      <ActionRow>
        <Button size="sm" disabled={busy} onClick={() => void choose("another")}>
          Choose Another Artist
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirmingCancel(true)}>
          Cancel With Full Refund
        </Button>
      </ActionRow>
      <ConfirmDialog
        open={isConfirmingCancel}
        title="Cancel this order?"
        description="The order is cancelled and the payment refunded in full."
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        isBusy={busy}
        onConfirm={() => void choose("cancel")}
        onCancel={() => setConfirmingCancel(false)}
      />
    </Prompt>
  );
}
