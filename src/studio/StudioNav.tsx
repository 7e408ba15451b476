import { Link as RouterLink, NavLink } from "react-router-dom";
import styled from "styled-components";
import { plainList } from "../ui/mixins";
import { above } from "../ui/theme";
import type { NavItem } from "../ui/navItem";

/** The studio's sections, in the order the nav shows them. */
export const STUDIO_SECTIONS: readonly NavItem[] = [
  { to: "/studio", label: "Queue" },
  { to: "/studio/profile", label: "Profile" },
  { to: "/studio/earnings", label: "Earnings" },
  { to: "/studio/payouts", label: "Get paid" },
];

/** Two-factor authentication is offered to artists (not required), through the admins' set-up flow. */
export const STUDIO_TWO_FACTOR_LINK: NavItem = { to: "/mfa-setup", label: "Two-factor authentication" };

/** Downloading one's data and deleting one's account (the same page as the customers'). */
export const STUDIO_ACCOUNT_LINK: NavItem = { to: "/dashboard/account", label: "Your data and account" };

// The four sections in one row, also at 320 px, with a visible gap between them; the account's own
// pages on a quieter line below.
const Links = styled.ul`
  ${plainList};
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.xs};
  /* On a phone each takes its label's width and the four share what is left, so they fill the row. */
  li {
    flex: 1 1 auto;
  }
  ${above.sm} {
    li {
      flex: 0 0 auto;
    }
  }
`;

const AccountLinks = styled.ul`
  ${plainList};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  column-gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  /* Under 360 px the four labels fit one row, their gaps and padding only in the smaller type. */
  @media (max-width: 359.98px) {
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  ${above.sm} {
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: inherit;
  }

  &.active {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

/**
 * The studio's section links in one row (the current one marked), and below them the account's
 * two-factor set-up and data; every studio screen shows it.
 */
export function StudioNav() {
  return (
    <nav aria-label="Studio">
      <Links>
        {STUDIO_SECTIONS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} end>
              {link.label}
            </Link>
          </li>
        ))}
      </Links>
      <AccountLinks>
        {[STUDIO_TWO_FACTOR_LINK, STUDIO_ACCOUNT_LINK].map((link) => (
          <li key={link.to}>
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </li>
        ))}
      </AccountLinks>
    </nav>
  );
}
