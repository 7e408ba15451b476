import styled from "styled-components";

/** Text pieces shared by the storefront's marketing pages (home, how it works, occasion pages). */

interface Quiet {
  /** The memorial page's quiet tone: muted colour, lighter weight. */
  $isQuiet?: boolean;
}

/** Small upper-case line above a hero title. */
export const Eyebrow = styled.p<Quiet>`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme, $isQuiet }) => ($isQuiet ? theme.color.quiet : theme.color.primary)};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.sm};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/** The paragraph under a hero title. */
export const HeroLead = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: 38rem;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A centred section heading. */
export const SectionTitle = styled.h2<Quiet>`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  color: ${({ theme, $isQuiet }) => ($isQuiet ? theme.color.quiet : theme.color.text)};
  font-weight: ${({ $isQuiet }) => ($isQuiet ? 400 : 700)};
`;
