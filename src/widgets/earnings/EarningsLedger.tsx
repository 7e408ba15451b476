import { Link } from "react-router-dom";
import styled from "styled-components";
import {
  addOnLabel,
  EARNING_KIND_LABELS,
  EARNINGS_TEXT,
  earningDateLabel,
  earningMonthLabel,
  formatCents,
  orderNumber,
  packageLabel,
  PROMOTION_MESSAGES,
  TRANSFER_STATE_WORDS,
  type AdminEarningEntryView,
  type EarningEntryView,
  type MonthlyEarnings,
} from "@songs/domain";
import { FigureList } from "../../ui/FigureList";
import { above } from "../../ui/theme";
import { visuallyHidden } from "../../ui/VisuallyHidden";

/** A table from 768 px; on phones each row is a card with its labels beside the values. */
/** Under a release whose customer used a promotion code: the share is on the full price. */
const CodeNote = styled.small`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: normal;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
  td[data-amount] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  @media (max-width: 767.98px) {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: block;
      margin-bottom: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.sm};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }
    td {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} 0;
      &::before {
        content: attr(data-label);
        color: ${({ theme }) => theme.color.textMuted};
        font-weight: 600;
      }
    }
    td[data-amount] {
      text-align: left;
    }
  }
  ${above.md} {
    tbody tr {
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    th {
      border-bottom: 2px solid ${({ theme }) => theme.color.border};
    }
  }
`;

type Entry = EarningEntryView & Partial<Pick<AdminEarningEntryView, "artistName">>;

/** Where a release's share is on its way to the artist (the studio's view); "—" for a refund or a release from before transfers. */
const transferWords = (entry: Entry) => (entry.transfer ? TRANSFER_STATE_WORDS[entry.transfer.state] : "—");

/**
 * A ledger's monthly totals and its entries, newest first, each naming its order by the short number
 * people read aloud, linked to `orderPath` (the reader's own page of the order); `withArtist` adds
 * the artist's column (the admins' view), `withTransfer` each release's transfer to the artist's
 * Stripe account (the studio's).
 */
export function EarningsLedger({
  ledger,
  orderPath,
  withArtist = false,
  withTransfer = false,
}: {
  ledger: { entries: readonly Entry[]; months: readonly MonthlyEarnings[]; totalCents: number };
  orderPath: (orderId: string) => string;
  withArtist?: boolean;
  withTransfer?: boolean;
}) {
  return (
    <>
      <FigureList aria-label="Totals">
        <div>
          <dt>{EARNINGS_TEXT.total}</dt>
          <dd>{formatCents(ledger.totalCents)}</dd>
        </div>
        {ledger.months.map((month) => (
          <div key={month.month}>
            <dt>{earningMonthLabel(month.month)}</dt>
            <dd>{formatCents(month.totalCents)}</dd>
          </div>
        ))}
      </FigureList>
      <Table>
        <caption>Ledger entries</caption>
        <thead>
          <tr>
            {withArtist && <th scope="col">Artist</th>}
            <th scope="col">Date</th>
            <th scope="col">Order</th>
            <th scope="col">Recipient</th>
            <th scope="col">Package and add-ons</th>
            <th scope="col">Kind</th>
            <th scope="col">Amount</th>
            {withTransfer && <th scope="col">Transfer</th>}
          </tr>
        </thead>
        <tbody>
          {ledger.entries.map((entry) => (
            <tr key={entry.id}>
              {withArtist && <td data-label="Artist">{entry.artistName ?? entry.artistId}</td>}
              <td data-label="Date">
                <time dateTime={entry.createdAt}>{earningDateLabel(entry.createdAt)}</time>
              </td>
              <td data-label="Order">
                <Link to={orderPath(entry.orderId)}>{orderNumber(entry.orderId)}</Link>
              </td>
              <td data-label="Recipient">{entry.recipientName ?? "—"}</td>
              <td data-label="Package">{[packageLabel(entry.package), ...entry.addOns.map(addOnLabel)].join(", ")}</td>
              <td data-label="Kind">{EARNING_KIND_LABELS[entry.kind]}</td>
              <td data-label="Amount" data-amount="">
                <span>
                  {entry.amountCents < 0 ? `−${formatCents(-entry.amountCents)}` : formatCents(entry.amountCents)}
                  {entry.discounted && <CodeNote data-promotion-note="">{PROMOTION_MESSAGES.usedOnOrder}</CodeNote>}
                </span>
              </td>
              {withTransfer && (
                <td data-label="Transfer" data-transfer={entry.transfer?.state ?? ""}>
                  {transferWords(entry)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
