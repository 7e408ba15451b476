import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import styled from "styled-components";
import { occasionLabel } from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { Container, Section } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { LyricsSheet, SHEET_PAPERS, type SheetPaper } from "../../ui/LyricsSheet";
import { PageHeading } from "../../ui/PageHeading";
import { Select } from "../../ui/Select";
import { fetchAdminOrder } from "../orders/adminOrdersApi";

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/**
 * `/admin/shipping/:orderId/sheet`: the framed print's lyrics sheet, ready to print on A4 or US
 * Letter (the browser's print prints the sheet alone), with the recipient's name, the occasion and
 * the delivered lyrics.
 */
export default function LyricsSheetPage() {
  const orderId = useParams().orderId ?? "";
  const [paper, setPaper] = useState<SheetPaper>("letter");
  const { data: order, error, isLoading, isOffline, reload } = useApiQuery(`admin-order:${orderId}`, (signal) => fetchAdminOrder(orderId, signal));

  if (isLoading) return <LoadingText>Loading the lyrics sheet...</LoadingText>;
  if (isOffline) return <OfflineNotice onRetry={reload} />;
  return (
    <>
      <PageHeading title={order ? `Lyrics sheet for ${order.recipientName}` : "Lyrics sheet"} />
      <Section>
        <Container>
          {!order ? (
            <p role="alert">{isApiError(error) && error.status === 404 ? "There is no such order." : "The order could not be loaded. Please try again."}</p>
          ) : !order.fulfilment.lyrics ? (
            <p role="alert">This order has no lyrics yet: the sheet can be printed once its song is released.</p>
          ) : (
            <>
              <Controls>
                <Select label="Paper" value={paper} onChange={(value) => setPaper(value as SheetPaper)} options={SHEET_PAPERS} />
                <Button onClick={() => window.print()}>Print Sheet</Button>
              </Controls>
              <LyricsSheet recipientName={order.recipientName} occasionLabel={occasionLabel(order.occasion)} lyrics={order.fulfilment.lyrics} paper={paper} />
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
