import { NavLink } from "react-router-dom";
import styled from "styled-components";
import { plainList } from "../ui/mixins";
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

const Links = styled.ul`
  ${plainList};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Link = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;

  &.active {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

/** The studio's section links (the current one marked), and the two-factor set-up; every studio screen shows it. */
export function StudioNav() {
  return (
    <nav aria-label="Studio">
      <Links>
        {[...STUDIO_SECTIONS, STUDIO_TWO_FACTOR_LINK, STUDIO_ACCOUNT_LINK].map((link) => (
          <li key={link.to}>
            <Link to={link.to} end>
              {link.label}
            </Link>
          </li>
        ))}
      </Links>
    </nav>
  );
}
