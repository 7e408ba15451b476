import styled from "styled-components";
import { EARNINGS_TEXT, earningsResponseSchema, studioOrderPath } from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { EarningsLedger } from "../../widgets/earnings/EarningsLedger";
import { EmptyState } from "../../ui/EmptyState";
import { Container } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { ShowMorePages } from "../../ui/MoreEntries";
import { PageHeading } from "../../ui/PageHeading";
import { useCsvDownload } from "../../ui/useCsvDownload";
import { downloadStudioEarnings, STUDIO_EARNINGS_PATH } from "./studioEarningsApi";
import { StudioNav } from "../StudioNav";
import { BankPayouts } from "../payouts/BankPayouts";

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** /studio/earnings: the artist's ledger (a page at a time, with older entries on demand), its monthly totals and its CSV. */
export default function StudioEarningsPage() {
  const { data, error, isLoading, isOffline, reload } = useApiQuery(STUDIO_EARNINGS_PATH, earningsResponseSchema);
  const older = useMorePages(STUDIO_EARNINGS_PATH, earningsResponseSchema, data);
  const { download, isDownloading } = useCsvDownload(downloadStudioEarnings, EARNINGS_TEXT.downloadFailed);
  return (
    <>
      <PageHeading title={EARNINGS_TEXT.title} lead={EARNINGS_TEXT.lead} />
      <Container>
        <StudioNav />
        {isLoading && <LoadingText>Loading your earnings...</LoadingText>}
        {isOffline && <OfflineNotice onRetry={reload} />}
        {error && (
          <EmptyState message={EARNINGS_TEXT.loadFailed} action={<Button onClick={reload}>Try again</Button>} />
        )}
        {data && data.entries.length === 0 && <EmptyState message={EARNINGS_TEXT.empty} />}
        {data && data.entries.length > 0 && (
          <>
            <Actions>
              <Button variant="outline" onClick={() => void download()} disabled={isDownloading}>
                {EARNINGS_TEXT.download}
              </Button>
            </Actions>
            <EarningsLedger
              ledger={{ ...data, entries: [...data.entries, ...older.pages.flatMap((page) => page.entries)] }}
              orderPath={studioOrderPath}
              withTransfer
            />
            <ShowMorePages label={EARNINGS_TEXT.olderEntries} more={older} />
          </>
        )}
        {data && <BankPayouts />}
      </Container>
    </>
  );
}
