import styled, { css } from "styled-components";
import { MARKETING_STAT_LIST } from "@songs/domain";
import { above } from "./theme";

/** Text pieces and figures shared by the storefront's marketing pages (home, how it works, occasion pages). */

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

const StatList = styled.dl<{ $isLarge: boolean }>`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  max-width: 36rem;
  margin: ${({ theme, $isLarge }) => ($isLarge ? theme.space.xxl : theme.space.xl)} auto 0;
  text-align: center;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
  }
  ${({ $isLarge }) =>
    $isLarge &&
    css`
      ${above.sm} {
        dd {
          font-size: ${({ theme }) => theme.fontSize.xxl};
        }
      }
    `}
`;

/** The marketing figures (songs created, happy customers, average rating) as a description list. */
export function MarketingStats({ isLarge = false }: { isLarge?: boolean }) {
  return (
    <StatList $isLarge={isLarge}>
      {MARKETING_STAT_LIST.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </StatList>
  );
}
