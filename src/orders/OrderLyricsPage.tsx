import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { occasionLabel, MESSAGES } from "@songs/domain";
import { useSession } from "../auth/SessionProvider";
import { OfflineNotice } from "../offline/OfflineNotice";
import { Button } from "../ui/Button";
import { Container, Section } from "../ui/layout";
import { LoadingText } from "../ui/LoadingText";
import { LyricsSheet, LyricsSheetControls, type SheetPaper } from "../widgets/lyrics/LyricsSheet";
import { PageHeading } from "../ui/PageHeading";
import { songTitle } from "./orderText";
import { useCopyText } from "./useCopyText";
import { useDashboardOrders } from "./useDashboardOrders";

/**
 * `/dashboard/lyrics/:orderId`: a delivered song's lyrics on a page of their own, print-friendly
 * (A4 or US Letter; printing shows the lyrics alone), read from the dashboard's orders, so a song
 * whose order the device saved shows its lyrics offline too.
 */
export default function OrderLyricsPage() {
  const { user } = useSession();
  if (!user) return null; // The route's guard only renders this screen for a signed-in user.
  return <OrderLyrics uid={user.uid} />;
}

function OrderLyrics({ uid }: { uid: string }) {
  const orderId = useParams().orderId ?? "";
  const copyLyrics = useCopyText("lyrics");
  const [paper, setPaper] = useState<SheetPaper>("letter");
  const { orders, isOfflineWithoutCopy, reload } = useDashboardOrders(uid);

  if (isOfflineWithoutCopy) return <OfflineNotice onRetry={reload} />;
  if (orders.status === "loading") return <LoadingText>Loading the lyrics...</LoadingText>;
  const order = orders.status === "ready" ? orders.orders.find((each) => each.id === orderId) : undefined;
  const lyrics = order?.fulfilment?.lyrics;

  return (
    <>
      <PageHeading title={order ? `Lyrics: ${songTitle(order)}` : "Lyrics"} />
      <Section>
        <Container>
          {orders.status === "error" ? (
            <p role="alert">{MESSAGES.ordersLoadFailed}</p>
          ) : !order || !lyrics ? (
            <p role="alert">These lyrics are not here: the song may not be ready yet.</p>
          ) : (
            <>
              <LyricsSheetControls paper={paper} onPaperChange={setPaper} printLabel="Print">
                <Button variant="outline" onClick={() => void copyLyrics(lyrics)}>
                  Copy Lyrics
                </Button>
              </LyricsSheetControls>
              <LyricsSheet
                recipientName={order.recipientName}
                occasionLabel={occasionLabel(order.occasion)}
                lyrics={lyrics}
                paper={paper}
              />
            </>
          )}
          <p>
            <Link to="/dashboard">Back to your dashboard</Link>
          </p>
        </Container>
      </Section>
    </>
  );
}
