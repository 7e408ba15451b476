import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { occasionLabel } from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Container, Section } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { LyricsSheet, LyricsSheetControls, type SheetPaper } from "../../widgets/lyrics/LyricsSheet";
import { PageHeading } from "../../ui/PageHeading";
import { fetchAdminOrder } from "../orders/adminOrdersApi";

/**
 * `/admin/shipping/:orderId/sheet`: the framed print's lyrics sheet, ready to print on A4 or US
 * Letter (the browser's print prints the sheet alone), with the recipient's name, the occasion and
 * the delivered lyrics.
 */
export default function LyricsSheetPage() {
  const orderId = useParams().orderId ?? "";
  const [paper, setPaper] = useState<SheetPaper>("letter");
  const {
    data: order,
    error,
    isLoading,
    isOffline,
    reload,
  } = useApiQuery(`admin-order:${orderId}`, (signal) => fetchAdminOrder(orderId, signal));

  if (isLoading) return <LoadingText>Loading the lyrics sheet...</LoadingText>;
  if (isOffline) return <OfflineNotice onRetry={reload} />;
  return (
    <>
      <PageHeading title={order ? `Lyrics sheet for ${order.recipientName}` : "Lyrics sheet"} />
      <Section>
        <Container>
          {!order ? (
            <p role="alert">
              {isApiError(error) && error.status === 404
                ? "There is no such order."
                : "The order could not be loaded. Please try again."}
            </p>
          ) : !order.fulfilment.lyrics ? (
            <p role="alert">This order has no lyrics yet: the sheet can be printed once its song is released.</p>
          ) : (
            <>
              <LyricsSheetControls paper={paper} onPaperChange={setPaper} printLabel="Print Sheet" />
              <LyricsSheet
                recipientName={order.recipientName}
                occasionLabel={occasionLabel(order.occasion)}
                lyrics={order.fulfilment.lyrics}
                paper={paper}
              />
            </>
          )}
          <p>
            <Link to="/admin/shipping">Back to To Ship</Link>
          </p>
        </Container>
      </Section>
    </>
  );
}
