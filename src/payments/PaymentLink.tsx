import styled from "styled-components";

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

/** The way to the hosted checkout when the browser would not go there by itself. */
export function PaymentLink({ url }: { url: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener">
      Continue to secure payment
    </Link>
  );
}
