import styled from "styled-components";
import { MESSAGES } from "@songs/domain";
import { Button, ButtonLink } from "../ui/Button";
import { PageHeading } from "../ui/PageHeading";
import { useSendToSignIn } from "../auth/useSendToSignIn";

export const ResultPanel = styled.div`
  max-width: 36rem;
  margin: 0 auto ${({ theme }) => theme.space.section};
  padding: 0 ${({ theme }) => theme.space.md};
  text-align: center;
`;

export const ResultActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Message = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** The spec's 'Payment Received, but Error Occurred' screen: Sign In when that is the way out, else home or a new order. */
export function PaymentErrorScreen({ message }: { message: string }) {
  const sendToSignIn = useSendToSignIn();
  const asksToSignIn = /sign in/i.test(message);
  return (
    <>
      <PageHeading title={MESSAGES.paymentErrorTitle} />
      <ResultPanel>
        <Message role="alert">{message}</Message>
        <ResultActions>
          {asksToSignIn ? (
            <Button onClick={sendToSignIn}>Sign In</Button>
          ) : (
            <>
              <ButtonLink to="/" variant="outline">
                Return Home
              </ButtonLink>
              <ButtonLink to="/order-builder">Start New Order</ButtonLink>
            </>
          )}
        </ResultActions>
      </ResultPanel>
    </>
  );
}
