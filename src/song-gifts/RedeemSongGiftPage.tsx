import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { EMPTY_ORDER_DRAFT, FIRST_STEP, MESSAGES, PACKAGES } from "@songs/domain";
import { saveDraft } from "../offline/draftStore";
import { Button } from "../ui/Button";
import { ActionRow, Container } from "../ui/layout";
import { LoadingText } from "../ui/LoadingText";
import { MutedText } from "../ui/MutedText";
import { PageHeading } from "../ui/PageHeading";
import { openSongGift, type OpenedSongGift } from "./songGiftsApi";

/**
 * `/song-gifts/redeem?code=` (anyone, from the arrival email): who the gift is from, their message
 * and what it covers; "Tell your story" opens the builder with the gift applied (its package and
 * add-ons chosen, the code kept in the draft until the order is made).
 */
export default function RedeemSongGiftPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get("code") ?? "";
  const [gift, setGift] = useState<OpenedSongGift | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    openSongGift(code).then(
      (opened) => isCurrent && setGift(opened),
      (failure: unknown) =>
        isCurrent && setError(failure instanceof Error ? failure.message : MESSAGES.unexpectedError),
    );
    return () => {
      isCurrent = false;
    };
  }, [code]);

  const start = async () => {
    if (!gift) return;
    await saveDraft(
      {
        ...EMPTY_ORDER_DRAFT,
        package: gift.package,
        addOns: [...gift.addOns],
        songGiftCode: code,
        songGiftCovers: { package: gift.package, addOns: [...gift.addOns] },
      },
      FIRST_STEP,
    );
    navigate("/create");
  };

  return (
    <>
      <PageHeading title="Your Song Gift" path="/song-gifts/redeem" />
      <Container>
        {error && <p role="alert">{error}</p>}
        {!error && !gift && <LoadingText>Opening your gift...</LoadingText>}
        {gift && (
          <>
            <p>
              {gift.senderName} gave you a {PACKAGES[gift.package].name}: a song written and recorded for you, from your
              own story.
            </p>
            {gift.message && <blockquote>{gift.message}</blockquote>}
            {gift.state === "sold" ? (
              <ActionRow>
                <Button variant="primary" size="lg" onClick={() => void start()}>
                  Tell your story
                </Button>
              </ActionRow>
            ) : (
              <MutedText role="status">This song gift has already been used.</MutedText>
            )}
          </>
        )}
      </Container>
    </>
  );
}
