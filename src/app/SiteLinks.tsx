import { Link, NavLink } from "react-router-dom";
import { useSession } from "../auth/SessionProvider";
import { DASHBOARD_LINK, GIVE_A_SONG_LINK, LOGIN_LINK, MAIN_LINKS, STUDIO_LINK } from "./navLinks";

/**
 * The navigation's links, as list items for the bar and the drawer alike: the main pages (a page
 * anchor such as "/#pricing" as a plain link, a page as a NavLink that marks the current one), then
 * Login or Dashboard, and the studio for an account linked to an artist. In the drawer (`onNavigate`,
 * which closes it) "Give a song" follows the main pages.
 */
export function SiteLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { status, artistId } = useSession();
  const isSignedIn = status === "signed-in";
  const account = isSignedIn ? DASHBOARD_LINK : LOGIN_LINK;
  const pages = onNavigate ? [...MAIN_LINKS, GIVE_A_SONG_LINK] : MAIN_LINKS;
  return (
    <>
      {pages.map((link) => (
        <li key={link.to}>
          {link.to.includes("#") ? (
            <Link to={link.to} onClick={onNavigate}>
              {link.label}
            </Link>
          ) : (
            <NavLink to={link.to} end onClick={onNavigate}>
              {link.label}
            </NavLink>
          )}
        </li>
      ))}
      <li>
        <NavLink to={account.to} onClick={onNavigate}>
          {account.label}
        </NavLink>
      </li>
      {isSignedIn && artistId && (
        <li>
          <NavLink to={STUDIO_LINK.to} onClick={onNavigate}>
            {STUDIO_LINK.label}
          </NavLink>
        </li>
      )}
    </>
  );
}
