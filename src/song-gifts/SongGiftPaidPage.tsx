import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { formatDateTime, MESSAGES, type SongGiftView } from "@songs/domain";
import { ButtonLink } from "../ui/Button";
import { ActionRow, Container } from "../ui/layout";
import { LoadingText } from "../ui/LoadingText";
import { MutedText } from "../ui/MutedText";
import { PageHeading } from "../ui/PageHeading";
import { confirmSongGiftPurchase } from "./songGiftsApi";

/** `/song-gifts/paid?session_id=` (signed in): the purchase's return from Checkout, confirmed once. */
export default function SongGiftPaidPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const [gift, setGift] = useState<SongGiftView | null>(null);
  const [error, setError] = useState<string | null>(sessionId ? null : MESSAGES.invalidPaymentSession);

  useEffect(() => {
    if (!sessionId) return;
    let isCurrent = true;
    confirmSongGiftPurchase(sessionId).then(
      (confirmed) => isCurrent && setGift(confirmed),
      (failure: unknown) =>
        isCurrent && setError(failure instanceof Error ? failure.message : MESSAGES.unexpectedError),
    );
    return () => {
      isCurrent = false;
    };
  }, [sessionId]);

  return (
    <>
      <PageHeading title="Your Song Gift" path="/song-gifts/paid" />
      <Container>
        {error && <p role="alert">{error}</p>}
        {!error && !gift && <LoadingText>Finalizing your gift...</LoadingText>}
        {gift && (
          <MutedText role="status">
            Thank you! {gift.recipientName} will receive your gift by email at {formatDateTime(gift.sendAt)}.
          </MutedText>
        )}
        <ActionRow>
          <ButtonLink to="/song-gifts" variant="primary">
            Your song gifts
          </ButtonLink>
        </ActionRow>
      </Container>
    </>
  );
}
