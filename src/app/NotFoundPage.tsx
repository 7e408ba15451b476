import styled from "styled-components";
import { SHELL_MESSAGES } from "@songs/domain";
import { ButtonLink } from "../ui/Button";
import { NoIndex, PageHead } from "../ui/PageHead";

const Wrapper = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.section} ${({ theme }) => theme.space.md};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.display};
    margin: 0;
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xl};
  }
`;

/** The 404 page for any unknown path. */
export function NotFoundPage() {
  return (
    <Wrapper>
      <PageHead title="Page not found" />
      <NoIndex />
      <h1>404</h1>
      <p>{SHELL_MESSAGES.pageNotFound}</p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </Wrapper>
  );
}
