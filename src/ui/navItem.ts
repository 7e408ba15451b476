/** A link of a navigation bar, drawer or section nav: where it goes and what it says. */
export interface NavItem {
  to: string;
  label: string;
  /** Current only on this very path, not on the paths below it (`/admin` among `/admin/*`). */
  end?: boolean;
}
