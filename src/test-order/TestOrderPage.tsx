import { Link } from "react-router-dom";
import styled from "styled-components";
import { ButtonLink } from "../ui/Button";
import { PageHeading } from "../ui/PageHeading";
import { Container, Section } from "../ui/layout";
import { visuallyHidden } from "../ui/VisuallyHidden";

/** The payment provider's test cards (spec §2 test-order guide). */
export const TEST_CARDS = [
  { label: "Successful payment (Visa)", number: "4242 4242 4242 4242", result: "Payment succeeds" },
  { label: "Successful payment (Mastercard)", number: "5555 5555 5555 4444", result: "Payment succeeds" },
  { label: "Declined card", number: "4000 0000 0000 0002", result: "Payment is declined" },
  { label: "3D Secure challenge", number: "4000 0025 0000 3155", result: "Asks you to confirm the payment" },
] as const;

/** The spec's nine-step checklist. */
export const TEST_ORDER_STEPS = [
  "Choose an occasion",
  "Select a genre",
  "Pick an artist, or skip this step",
  "Enter the details: recipient name, story and key moments",
  "Choose a package and any optional add-ons",
  "Review your order",
  "Pay with a test card",
  "Check the payment success page",
  "View your order in the dashboard",
] as const;

const Narrow = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.md};
  }
  h2:first-child {
    margin-top: 0;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const Callout = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accentSoft};
  p:last-child {
    margin-bottom: 0;
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  tbody tr + tr th,
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody th {
    font-weight: 600;
  }
  code {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 700;
    white-space: nowrap;
  }
  /* On a phone each card is a block of three lines (its name, its number whole, the result); the
     column headings stay for screen readers. */
  @media (max-width: 30rem) {
    thead {
      ${visuallyHidden}
    }
    tbody tr {
      display: grid;
      gap: ${({ theme }) => theme.space.xs};
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    }
    tbody tr + tr {
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody th,
    tbody td,
    tbody tr + tr th,
    tbody tr + tr td {
      padding: 0;
      border-top: none;
    }
  }
`;

const Checklist = styled.ol`
  margin: 0;
  padding-left: 1.5rem;
  li {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** `/test-order`: how to place a test order with the provider's test cards. */
export default function TestOrderPage() {
  return (
    <>
      <PageHeading
        title="Test Order Guide"
        path="/test-order"
        lead="Try the whole order flow in test mode: no real card is charged and no real money moves."
      />
      <Section as="div">
        <Container>
          <Narrow>
            <h2>About test mode</h2>
            <p>
              Payments on this site run in test mode. Checkout works exactly as it will for customers, but only the test
              card numbers below are accepted, and nothing is charged.
            </p>
            <Callout aria-label="Login required">
              <p>
                <strong>You need to be logged in to complete an order.</strong>{" "}
                <Link to="/auth">Log in or create an account</Link> first; if you start without one, your progress is
                saved while you log in.
              </p>
            </Callout>

            <h2>Test card numbers</h2>
            {/* Should the table ever be wider than the screen, it scrolls within itself: focusable so the keyboard can scroll it too. */}
            <TableWrap role="region" aria-label="Test card numbers" tabIndex={0}>
              <Table>
                <caption style={{ textAlign: "left", padding: "0.5rem 1rem" }}>Cards accepted in test mode</caption>
                <thead>
                  <tr>
                    <th scope="col">Card</th>
                    <th scope="col">Number</th>
                    <th scope="col">Result</th>
                  </tr>
                </thead>
                <tbody>
                  {TEST_CARDS.map((card) => (
                    <tr key={card.number}>
                      <th scope="row">{card.label}</th>
                      <td>
                        <code>{card.number}</code>
                      </td>
                      <td>{card.result}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
            <p style={{ marginTop: "1rem" }}>
              With any card: use any future expiry date, any 3-digit CVC and any valid postal code.
            </p>

            <h2>Checklist</h2>
            <Checklist>
              {TEST_ORDER_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </Checklist>

            <Actions>
              <ButtonLink to="/create">Start a Test Order</ButtonLink>
              <ButtonLink to="/dashboard" variant="outline">
                Go to Dashboard
              </ButtonLink>
              <ButtonLink to="/auth" variant="ghost">
                Log in
              </ButtonLink>
            </Actions>
          </Narrow>
        </Container>
      </Section>
    </>
  );
}
