/** A link of a navigation bar, drawer or section nav: where it goes and what it says. */
export interface NavItem {
  to: string;
  label: string;
}
