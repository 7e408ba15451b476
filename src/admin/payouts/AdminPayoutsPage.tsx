import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { DataTable, rowsAsCardsOnPhones } from "../../ui/DataTable";
import { above } from "../../ui/theme";
import {
  ADMIN_PAYOUTS_TEXT,
  adminOrderPath,
  adminPayoutsResponseSchema,
  formatCents,
  formatCount,
  formatDateTime,
  formatDay,
  formatMonth,
  PAYOUT_STATE_LABELS,
  RECONCILIATION_DIFFERENCE_WORDS,
  reconciliationQuerySchema,
  utcMonthOf,
  type AdminPayoutArtist,
  type BooksTotals,
  type FailingTransfer,
  type ReconciliationResponse,
} from "@songs/domain";
import type { z } from "zod";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { applyServerFieldErrors } from "../../ui/applyServerFieldErrors";
import { FormField, Input } from "../../ui/FormField";
import { WorkContainer, FilterBar } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { ShowMorePages } from "../../ui/MoreEntries";
import { MutedText } from "../../ui/MutedText";
import { PageHeading } from "../../ui/PageHeading";
import { PagePart, ScrollRegion } from "../../ui/PagePart";
import { useRowAction } from "../../ui/useRowAction";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { ADMIN_PAYOUTS_PATH, reconcileMonth, retryTransfer } from "./adminPayoutsApi";

/** Below a tablet each row is a card, each figure a line led by its column's name (`data-label`). */
const Table = styled(DataTable)`
  th,
  td {
    overflow-wrap: break-word;
  }
  td[data-amount],
  th[data-amount] {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    ${above.md} {
      text-align: right;
    }
  }
  ${rowsAsCardsOnPhones}
`;

/** A figure's cell: right-aligned from a tablet up, a line led by its column's name in a phone's card. */
function Amount({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-amount="" data-label={label}>
      {children}
    </td>
  );
}

const Reason = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;
const RECONCILIATION_FIELDS = ["month"] as const;

/** The books' columns: the field and its heading. */
const BOOKS_COLUMNS: readonly (readonly [keyof BooksTotals, string])[] = [
  ["grossCents", "Gross"],
  ["feeCents", "Stripe fees"],
  ["refundedCents", "Refunds"],
  ["disputedCents", "Disputes"],
  ["transferredCents", "To artists"],
  ["reversedCents", "Reversed"],
  ["netCents", "Net"],
];

const money = (cents: number | null) => (cents === null ? "—" : formatCents(cents));

function ArtistsTable({ artists }: { artists: readonly AdminPayoutArtist[] }) {
  return (
    <ScrollRegion label={ADMIN_PAYOUTS_TEXT.artistsCaption}>
      <Table>
        <caption>{ADMIN_PAYOUTS_TEXT.artistsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Artist</th>
            <th scope="col">Payout account</th>
            <th scope="col" data-amount="">
              Owed
            </th>
            <th scope="col" data-amount="">
              Transferred
            </th>
            <th scope="col" data-amount="">
              Reversed
            </th>
            <th scope="col" data-amount="">
              Paid out
            </th>
          </tr>
        </thead>
        <tbody>
          {artists.map((artist) => (
            <tr key={artist.artistId} data-artist={artist.artistId}>
              <th scope="row">{artist.artistName ?? artist.artistId}</th>
              <td data-label="Payout account">{PAYOUT_STATE_LABELS[artist.accountState]}</td>
              <Amount label="Owed">{formatCents(artist.owedCents)}</Amount>
              <Amount label="Transferred">{formatCents(artist.transferredCents)}</Amount>
              <Amount label="Reversed">{formatCents(artist.reversedCents)}</Amount>
              <Amount label="Paid out">{formatCents(artist.paidOutCents)}</Amount>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

function FailingTransfers({ failing, onRetried }: { failing: readonly FailingTransfer[]; onRetried: () => void }) {
  const { busyId, run } = useRowAction();
  const retry = (orderId: string) =>
    run(orderId, () => retryTransfer(orderId), {
      done: () => {
        onRetried();
        return { title: ADMIN_PAYOUTS_TEXT.retried, variant: "success" };
      },
      failed: (error) => ({
        title: isApiError(error) && error.status === 409 ? error.message : ADMIN_PAYOUTS_TEXT.retryFailed,
        variant: "destructive",
      }),
    });
  if (failing.length === 0) return <MutedText>{ADMIN_PAYOUTS_TEXT.noFailing}</MutedText>;
  return (
    <ScrollRegion label={ADMIN_PAYOUTS_TEXT.failingTitle}>
      <Table>
        <caption>{ADMIN_PAYOUTS_TEXT.failingTitle}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Artist</th>
            <th scope="col" data-amount="">
              Share
            </th>
            <th scope="col">Stripe's reason</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last tried</th>
            <th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {failing.map((transfer) => (
            <tr key={transfer.orderId} data-failing={transfer.orderId}>
              <th scope="row">{transfer.orderId}</th>
              <td data-label="Artist">{transfer.artistName ?? transfer.artistId}</td>
              <Amount label="Share">{formatCents(transfer.amountCents)}</Amount>
              <td data-label="Stripe's reason">
                <Reason>{transfer.reason}</Reason>
              </td>
              <td data-label="Attempts">{transfer.attempts}</td>
              <td data-label="Last tried">
                <time dateTime={transfer.updatedAt}>{formatDateTime(transfer.updatedAt)}</time>
              </td>
              <td>
                <Button
                  variant="outline"
                  onClick={() => void retry(transfer.orderId)}
                  disabled={busyId !== null}
                  aria-label={`${ADMIN_PAYOUTS_TEXT.retry} the transfer of order ${transfer.orderId}`}
                >
                  {ADMIN_PAYOUTS_TEXT.retry}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

function Reconciliation() {
  const [result, setResult] = useState<ReconciliationResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReconciliationQuery>({
    resolver: zodResolver(reconciliationQuerySchema),
    defaultValues: { month: utcMonthOf(new Date()) },
  });

  const run = handleSubmit(async ({ month }) => {
    setProblem(null);
    try {
      setResult(await reconcileMonth(month));
    } catch (error) {
      setResult(null);
      if (!applyServerFieldErrors(error, RECONCILIATION_FIELDS, setError))
        setProblem(ADMIN_PAYOUTS_TEXT.reconcileFailed);
    }
  });

  return (
    <PagePart aria-labelledby="reconciliation-heading">
      <h2 id="reconciliation-heading">{ADMIN_PAYOUTS_TEXT.reconcileTitle}</h2>
      <MutedText>{ADMIN_PAYOUTS_TEXT.reconcileLead}</MutedText>
      <form onSubmit={(event) => void run(event)} noValidate>
        <FilterBar>
          <FormField label={ADMIN_PAYOUTS_TEXT.month} error={errors.month?.message}>
            <Input type="month" required {...register("month")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Reconciling..." : ADMIN_PAYOUTS_TEXT.reconcile}
          </Button>
        </FilterBar>
      </form>
      {problem && <p role="alert">{problem}</p>}
      <div aria-live="polite">
        {result && (
          <>
            <BooksTable result={result} />
            <MutedText>
              {formatMonth(result.month)}: {formatCount(result.ledgerTransfers)} transfers in the ledger,{" "}
              {formatCount(result.stripeTransfers)} in Stripe.
            </MutedText>
            {result.differences.length === 0 ? (
              <p id="reconciliation-outcome">
                <strong>{ADMIN_PAYOUTS_TEXT.noDifferences}</strong>
              </p>
            ) : (
              <ScrollRegion label={ADMIN_PAYOUTS_TEXT.reconcileTitle}>
                <Table id="reconciliation-outcome">
                  <caption>{`${result.differences.length} ${result.differences.length === 1 ? "difference" : "differences"}`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Difference</th>
                      <th scope="col">Order</th>
                      <th scope="col">Stripe transfer</th>
                      <th scope="col" data-amount="">
                        Ledger
                      </th>
                      <th scope="col" data-amount="">
                        Stripe
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.differences.map((difference) => (
                      <tr key={`${difference.kind}-${difference.stripeTransferId ?? difference.orderId ?? ""}`}>
                        <th scope="row">{RECONCILIATION_DIFFERENCE_WORDS[difference.kind]}</th>
                        <td data-label="Order">
                          {difference.orderId ? (
                            <Link to={adminOrderPath(difference.orderId)}>{difference.orderId}</Link>
                          ) : (
                            "—"
                          )}
                        </td>
                        <td data-label="Stripe transfer">{difference.stripeTransferId ?? "—"}</td>
                        <Amount label="Ledger">{money(difference.ledgerCents)}</Amount>
                        <Amount label="Stripe">{money(difference.stripeCents)}</Amount>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </ScrollRegion>
            )}
          </>
        )}
      </div>
    </PagePart>
  );
}

/** The month's money from the books (Stripe's balance transactions), the month's total first, then each closed day. */
function BooksTable({ result }: { result: ReconciliationResponse }) {
  const rows: { label: string; totals: BooksTotals; differences: number | null }[] = [
    { label: ADMIN_PAYOUTS_TEXT.booksMonth, totals: result.totals, differences: result.differences.length },
    ...result.days.map((day) => ({ label: formatDay(day.day), totals: day, differences: day.differences })),
  ];
  return (
    <ScrollRegion label={ADMIN_PAYOUTS_TEXT.booksTitle}>
      <Table>
        <caption>{ADMIN_PAYOUTS_TEXT.booksTitle}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {BOOKS_COLUMNS.map(([, heading]) => (
              <th key={heading} scope="col" data-amount="">
                {heading}
              </th>
            ))}
            <th scope="col" data-amount="">
              Differences
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {BOOKS_COLUMNS.map(([field, heading]) => (
                <Amount key={heading} label={heading}>
                  {money(row.totals[field])}
                </Amount>
              ))}
              <Amount label="Differences">{row.differences === null ? "" : formatCount(row.differences)}</Amount>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

/** /admin/payouts: per artist owed / transferred / reversed / paid out, the failing transfers with a retry, and the month's reconciliation with Stripe. */
export default function AdminPayoutsPage() {
  const { data, error, isLoading, isOffline, reload } = useApiQuery(ADMIN_PAYOUTS_PATH, adminPayoutsResponseSchema);
  const more = useMorePages(ADMIN_PAYOUTS_PATH, adminPayoutsResponseSchema, data);
  const artists = data ? [...data.artists, ...more.pages.flatMap((page) => page.artists)] : [];
  return (
    <>
      <PageHeading title={ADMIN_PAYOUTS_TEXT.title} lead={ADMIN_PAYOUTS_TEXT.lead} />
      <WorkContainer>
        {isLoading && <LoadingText>Loading the payouts...</LoadingText>}
        {isOffline && <OfflineNotice onRetry={reload} />}
        {error && (
          <EmptyState message={ADMIN_PAYOUTS_TEXT.loadFailed} action={<Button onClick={reload}>Try again</Button>} />
        )}
        {data && (
          <>
            <PagePart aria-labelledby="failing-heading">
              <h2 id="failing-heading">{ADMIN_PAYOUTS_TEXT.failingTitle}</h2>
              <FailingTransfers failing={data.failing} onRetried={reload} />
            </PagePart>
            <PagePart aria-labelledby="artists-heading">
              <h2 id="artists-heading">{ADMIN_PAYOUTS_TEXT.artistsCaption}</h2>
              {artists.length === 0 ? (
                <MutedText>{ADMIN_PAYOUTS_TEXT.noArtists}</MutedText>
              ) : (
                <ArtistsTable artists={artists} />
              )}
              <ShowMorePages label={ADMIN_PAYOUTS_TEXT.moreArtists} more={more} />
            </PagePart>
          </>
        )}
        <Reconciliation />
      </WorkContainer>
    </>
  );
}
