import { disputePageSchema, type DisputePage } from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { LoadingText } from "../../ui/LoadingText";
import { ShowMorePages } from "../../ui/MoreEntries";
import { RecordList } from "../../ui/RecordList";
import { DisputeRow } from "./DisputeRows";
import { DISPUTES_PATH, fetchDisputes } from "./disputesApi";

/** The Operations page's Disputes list: every dispute, newest first, a page at a time. */
export function DisputesSection() {
  const { data, isLoading, reload } = useApiQuery<DisputePage>(DISPUTES_PATH, fetchDisputes);
  const more = useMorePages(DISPUTES_PATH, disputePageSchema, data);
  const rows = data ? [...data.disputes, ...more.pages.flatMap((page) => page.disputes)] : [];
  const changed = () => {
    more.reset();
    reload();
  };
  return (
    <section aria-labelledby="operations-disputes">
      <h2 id="operations-disputes">Disputes</h2>
      {data ? (
        <>
          <RecordList
            items={rows}
            emptyMessage="No payment is disputed."
            keyOf={(row) => row.id}
            labelledBy="operations-disputes"
          >
            {(row) => <DisputeRow dispute={row} onChanged={changed} />}
          </RecordList>
          <ShowMorePages label="Show more" more={more} />
        </>
      ) : isLoading ? (
        <LoadingText>Loading disputes...</LoadingText>
      ) : (
        <p role="alert">Disputes could not be loaded. Please try again.</p>
      )}
    </section>
  );
}
