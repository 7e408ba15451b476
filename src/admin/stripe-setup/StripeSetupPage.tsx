import { useState } from "react";
import styled from "styled-components";
import { DataTable, rowsAsCardsOnPhones } from "../../ui/DataTable";
import { isApiError } from "../../api/ApiError";
import { ADD_ON_KEYS, ADD_ONS, PACKAGE_KEYS, PACKAGES, MESSAGES, type StripeCatalogue } from "@songs/domain";
import { Button } from "../../ui/Button";
import { WorkContainer } from "../../ui/layout";
import { PageHeading } from "../../ui/PageHeading";
import { useToast } from "../../ui/toast/ToastProvider";
import { seedStripeCatalogue } from "./stripeCatalogueApi";

const Panel = styled.div`
  max-width: 44rem;
  margin: 0 auto ${({ theme }) => theme.space.section};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const TableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
`;

const Table = styled(DataTable)`
  td {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    overflow-wrap: anywhere;
  }
  tbody th[colspan] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  /* Below a tablet each item is a card: its name, then "Price id: ..." on a line of its own. */
  ${rowsAsCardsOnPhones}
`;

/** The server's own explanation when it gave one; generic client-side failures read as the spec's message. */
function seedFailureMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.seedFailed;
  if (error.status === 401) return MESSAGES.seedLoginRequired;
  const hasServerMessage =
    !["network_error", "http_error", "invalid_response"].includes(error.code) && error.message !== "";
  return hasServerMessage ? error.message : MESSAGES.seedFailed;
}

/** One group of the table (packages, add-ons): its heading row, then each item's name and price id. */
function PriceGroup({ heading, rows }: { heading: string; rows: readonly { name: string; priceId: string }[] }) {
  return (
    <>
      <tr>
        <th scope="colgroup" colSpan={2}>
          {heading}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row">{row.name}</th>
          <td data-label="Price id">{row.priceId}</td>
        </tr>
      ))}
    </>
  );
}

function PriceIds({ catalogue }: { catalogue: StripeCatalogue }) {
  return (
    <TableScroll>
      <Table>
        <caption>Stripe price ids</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price id</th>
          </tr>
        </thead>
        <tbody>
          <PriceGroup
            heading="Packages"
            rows={PACKAGE_KEYS.map((key) => ({ name: PACKAGES[key].name, priceId: catalogue.packages[key] }))}
          />
          <PriceGroup
            heading="Add-ons"
            rows={ADD_ON_KEYS.map((key) => ({ name: ADD_ONS[key].label, priceId: catalogue.addOns[key] }))}
          />
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** /stripe-setup: creates the packages and add-ons as Stripe products and prices (admins; the server checks). */
export default function StripeSetupPage() {
  const toast = useToast();
  const [isSeeding, setSeeding] = useState(false);
  const [catalogue, setCatalogue] = useState<StripeCatalogue | null>(null);
  const [error, setError] = useState<string | null>(null);

  const seed = async () => {
    setSeeding(true);
    setError(null);
    try {
      setCatalogue(await seedStripeCatalogue());
      toast({ title: MESSAGES.seedSucceeded, variant: "success" });
    } catch (failure) {
      setError(seedFailureMessage(failure));
    } finally {
      setSeeding(false);
    }
  };

  return (
    <>
      <PageHeading
        title="Stripe Catalogue Setup"
        lead="Creates the packages and add-ons as Stripe products and prices. Running it again changes nothing that already exists."
      />
      <WorkContainer>
        <Panel>
          <Button size="lg" onClick={() => void seed()} disabled={isSeeding}>
            {isSeeding ? "Creating Products..." : "Seed Stripe Catalog"}
          </Button>
          {error && <ErrorText role="alert">{error}</ErrorText>}
          {catalogue && <PriceIds catalogue={catalogue} />}
        </Panel>
      </WorkContainer>
    </>
  );
}
