import { useCallback, useState } from "react";
import styled from "styled-components";
import { adminEarningsResponseSchema, adminOrderPath, EARNINGS_TEXT } from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { useArtists } from "../../api/useArtists";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { EarningsLedger } from "../../widgets/earnings/EarningsLedger";
import { EmptyState } from "../../ui/EmptyState";
import { WorkContainer, FilterBar } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { ShowMorePages } from "../../ui/MoreEntries";
import { PageHeading } from "../../ui/PageHeading";
import { Select } from "../../ui/Select";
import { useCsvDownload } from "../../ui/useCsvDownload";
import { adminEarningsPath, downloadAdminEarnings } from "./adminEarningsApi";

const Download = styled.div`
  display: flex;
  align-items: flex-end;
`;

/** /admin/earnings: every artist's ledger (or one artist's), its monthly totals and CSV. */
export default function AdminEarningsPage() {
  const [artistId, setArtistId] = useState("");
  const { artists } = useArtists();
  const { data, error, isLoading, isOffline, reload } = useApiQuery(
    adminEarningsPath(artistId),
    adminEarningsResponseSchema,
  );
  const older = useMorePages(adminEarningsPath(artistId), adminEarningsResponseSchema, data);
  const fetchCsv = useCallback(() => downloadAdminEarnings(artistId), [artistId]);
  const { download, isDownloading } = useCsvDownload(fetchCsv, EARNINGS_TEXT.downloadFailed);
  return (
    <>
      <PageHeading title={EARNINGS_TEXT.adminTitle} lead={EARNINGS_TEXT.adminLead} />
      <WorkContainer>
        <FilterBar>
          <Select
            label="Artist"
            value={artistId}
            onChange={setArtistId}
            placeholder={EARNINGS_TEXT.allArtists}
            options={artists.map((artist) => ({ value: artist.id, label: artist.name }))}
          />
          <Download>
            <Button
              variant="outline"
              onClick={() => void download()}
              disabled={isDownloading || !data || data.entries.length === 0}
            >
              {EARNINGS_TEXT.download}
            </Button>
          </Download>
        </FilterBar>
        {isLoading && <LoadingText>Loading the ledger...</LoadingText>}
        {isOffline && <OfflineNotice onRetry={reload} />}
        {error && (
          <EmptyState message={EARNINGS_TEXT.loadFailed} action={<Button onClick={reload}>Try again</Button>} />
        )}
        {data && data.entries.length === 0 && <EmptyState message="No ledger entries yet." />}
        {data && data.entries.length > 0 && (
          <EarningsLedger
            ledger={{ ...data, entries: [...data.entries, ...older.pages.flatMap((page) => page.entries)] }}
            orderPath={adminOrderPath}
            withArtist={artistId === ""}
          />
        )}
        {data && <ShowMorePages label={EARNINGS_TEXT.olderEntries} more={older} />}
      </WorkContainer>
    </>
  );
}
