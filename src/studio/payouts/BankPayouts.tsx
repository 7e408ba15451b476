import styled from "styled-components";
import { BANK_PAYOUT_TEXT, bankPayoutInWords, bankPayoutsResponseSchema, type BankPayoutView } from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { Button } from "../../ui/Button";
import { ShowMorePages } from "../../ui/MoreEntries";
import { MutedText } from "../../ui/MutedText";
import { StackList } from "../../ui/layout";
import { STUDIO_BANK_PAYOUTS_PATH } from "./studioPayoutsApi";

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Item = styled.li<{ $failed: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

function BankPayout({ payout }: { payout: BankPayoutView }) {
  const words = bankPayoutInWords(payout);
  return (
    <Item $failed={payout.status === "failed"} data-payout={payout.status}>
      <p>{words.text}</p>
      {words.action && <MutedText>{words.action}</MutedText>}
    </Item>
  );
}

/** The studio earnings' "Payouts to your bank": each of Stripe's payouts in words, newest first, a page at a time. */
export function BankPayouts() {
  const { data, error, reload } = useApiQuery(STUDIO_BANK_PAYOUTS_PATH, bankPayoutsResponseSchema);
  const older = useMorePages(STUDIO_BANK_PAYOUTS_PATH, bankPayoutsResponseSchema, data);
  const payouts = data ? [...data.payouts, ...older.pages.flatMap((page) => page.payouts)] : [];
  return (
    <section aria-labelledby="bank-payouts-heading">
      <Heading id="bank-payouts-heading">{BANK_PAYOUT_TEXT.title}</Heading>
      <MutedText>{BANK_PAYOUT_TEXT.lead}</MutedText>
      {error && (
        <p role="alert">
          {BANK_PAYOUT_TEXT.loadFailed}{" "}
          <Button variant="outline" onClick={reload}>
            Try again
          </Button>
        </p>
      )}
      {data && payouts.length === 0 && <MutedText>{BANK_PAYOUT_TEXT.empty}</MutedText>}
      {payouts.length > 0 && (
        <StackList $gap="sm" aria-label={BANK_PAYOUT_TEXT.title}>
          {payouts.map((payout) => (
            <BankPayout key={payout.id} payout={payout} />
          ))}
        </StackList>
      )}
      <ShowMorePages label={BANK_PAYOUT_TEXT.more} more={older} />
    </section>
  );
}
