import styled from "styled-components";
import { builderPathForPackage, PACKAGE_INCLUDES, PACKAGE_LIST, type SongPackage, formatCents } from "@songs/domain";
import { ButtonLink } from "../ui/Button";
import { Badge } from "../ui/Tag";
import { CardGrid } from "../ui/layout";
import { plainList } from "../ui/mixins";

const PlanCard = styled.article<{ $isFeatured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme, $isFeatured }) => ($isFeatured ? `2px solid ${theme.color.primary}` : `1px solid ${theme.color.border}`)};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const PlanName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
`;

const Features = styled.ul`
  ${plainList}
  flex: 1;
  li {
    position: relative;
    padding-left: 1.5rem;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  li::before {
    content: "✓";
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.color.success};
    font-weight: 700;
  }
`;

const PopularBadge = styled(Badge)`
  position: absolute;
  top: -0.8rem;
  left: 50%;
  transform: translateX(-50%);
  white-space: nowrap;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
`;

/** The lines of a home pricing card: length, delivery, extras, then what every package includes. */
export function pricingCardLines(pkg: SongPackage): string[] {
  return [pkg.length, pkg.delivery, ...pkg.features, ...PACKAGE_INCLUDES];
}

/** The three packages, Premium marked Most Popular; every card starts the order builder. */
export function PricingPlans() {
  return (
    <CardGrid aria-label="Packages">
      {PACKAGE_LIST.map((pkg) => (
        <li key={pkg.key}>
          <PlanCard $isFeatured={pkg.isMostPopular} aria-labelledby={`plan-${pkg.key}`}>
            {pkg.isMostPopular && <PopularBadge>Most Popular</PopularBadge>}
            <PlanName id={`plan-${pkg.key}`}>{pkg.name}</PlanName>
            <Price>{formatCents(pkg.priceCents)}</Price>
            <Features>
              {pricingCardLines(pkg).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Features>
            <ButtonLink to={builderPathForPackage(pkg.key)} variant={pkg.isMostPopular ? "primary" : "outline"} block>
              Choose {pkg.name}
            </ButtonLink>
          </PlanCard>
        </li>
      ))}
    </CardGrid>
  );
}
