import styled from "styled-components";
import { formatDateTime } from "./orderText";

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
`;

/** Says the orders shown are the copies saved on this device, and when they were fetched. */
export function OfflineBanner({ savedAt }: { savedAt: Date }) {
  return <Banner role="status">You&apos;re offline. Showing your orders as saved on {formatDateTime(savedAt)}.</Banner>;
}
