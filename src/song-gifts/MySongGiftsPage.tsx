import { useEffect, useState } from "react";
import { formatCents, formatDateTime, MESSAGES, PACKAGES, type SongGiftView } from "@songs/domain";
import { Button, ButtonLink } from "../ui/Button";
import { FormField, Input } from "../ui/FormField";
import { ActionRow, Container, StackList } from "../ui/layout";
import { LoadingText } from "../ui/LoadingText";
import { MutedText } from "../ui/MutedText";
import { PageHeading } from "../ui/PageHeading";
import { changeSongGiftRecipient, fetchMySongGifts, resendSongGift } from "./songGiftsApi";

const STATE_WORDS: Record<SongGiftView["state"], string> = {
  awaiting_payment: "Waiting for payment",
  sold: "Not redeemed yet",
  redeemed: "Redeemed",
  refunded: "Refunded",
};

function statusOf(gift: SongGiftView): string {
  if (gift.state !== "sold") return STATE_WORDS[gift.state];
  if (gift.openedAt) return "Opened, not redeemed yet";
  return gift.sentAt ? "Sent, not opened yet" : `Arrives ${formatDateTime(gift.sendAt)}`;
}

function SongGiftRow({ gift, onChange }: { gift: SongGiftView; onChange: (gift: SongGiftView) => void }) {
  const [email, setEmail] = useState(gift.recipientEmail);
  const [message, setMessage] = useState<string | null>(null);
  const act = async (action: () => Promise<SongGiftView>, done: string) => {
    try {
      onChange(await action());
      setMessage(done);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : MESSAGES.unexpectedError);
    }
  };
  return (
    <li aria-label={`Song gift for ${gift.recipientName}`}>
      <strong>
        {PACKAGES[gift.package].name} for {gift.recipientName}
      </strong>{" "}
      ({formatCents(gift.amountCents)})
      <p>
        Status: <span data-testid="song-gift-status">{statusOf(gift)}</span>
      </p>
      {gift.state === "sold" && (
        <>
          <FormField label="Recipient's email">
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <ActionRow>
            <Button
              variant="outline"
              onClick={() => void act(() => changeSongGiftRecipient(gift.id, email), "Email address changed.")}
            >
              Change email
            </Button>
            {gift.sentAt && (
              <Button
                variant="outline"
                onClick={() => void act(() => resendSongGift(gift.id), "Gift email sent again.")}
              >
                Resend
              </Button>
            )}
          </ActionRow>
        </>
      )}
      {message && <MutedText role="status">{message}</MutedText>}
    </li>
  );
}

/** `/song-gifts` (signed in): the giver's song gifts: opened, redeemed; resend or a new address before it is redeemed. */
export default function MySongGiftsPage() {
  const [gifts, setGifts] = useState<SongGiftView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchMySongGifts(controller.signal).then(setGifts, (failure: unknown) => {
      if (!controller.signal.aborted) setError(failure instanceof Error ? failure.message : MESSAGES.unexpectedError);
    });
    return () => controller.abort();
  }, []);
  const replace = (next: SongGiftView) =>
    setGifts((list) => list?.map((gift) => (gift.id === next.id ? next : gift)) ?? null);
  return (
    <>
      <PageHeading title="Your Song Gifts" path="/song-gifts" />
      <Container>
        {error && <p role="alert">{error}</p>}
        {!error && !gifts && <LoadingText>Loading your song gifts...</LoadingText>}
        {gifts?.length === 0 && <MutedText>You have not given a song yet.</MutedText>}
        {gifts && gifts.length > 0 && (
          <StackList>
            {gifts.map((gift) => (
              <SongGiftRow key={gift.id} gift={gift} onChange={replace} />
            ))}
          </StackList>
        )}
        <ActionRow>
          <ButtonLink to="/give-a-song" variant="primary">
            Give a song
          </ButtonLink>
        </ActionRow>
      </Container>
    </>
  );
}
