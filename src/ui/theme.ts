/**
 * The marketplace's design tokens, kept in one place: a warm, gentle palette (rose and honey on
 * cream), a calm type scale, spacing, radii. Text colours meet WCAG AA on their backgrounds.
 */
export const theme = {
  color: {
    background: "#fffaf5",
    surface: "#ffffff",
    surfaceMuted: "#fbf1e9",
    border: "#ecdcd0",
    text: "#2d2226",
    textMuted: "#6b5a60",
    primary: "#b23a5b",
    primaryHover: "#962f4c",
    onPrimary: "#ffffff",
    accent: "#c77d1e",
    accentSoft: "#fdebd3",
    focus: "#1f6feb",
    success: "#2f7a4c",
    danger: "#b42318",
    onDanger: "#ffffff",
    star: "#b7791f",
    quiet: "#4a5568",
    quietSoft: "#eef1f5",
    overlay: "rgba(45, 34, 38, 0.55)",
    skeleton: "#f1e4da",
  },
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Georgia', 'Iowan Old Style', 'Times New Roman', serif",
  },
  fontSize: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1rem",
    lg: "1.25rem",
    xl: "1.5rem",
    xxl: "2rem",
    display: "clamp(2rem, 6vw, 3.25rem)",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "clamp(3rem, 8vw, 5rem)",
  },
  radius: { sm: "6px", md: "12px", lg: "20px", pill: "999px" },
  shadow: {
    card: "0 1px 2px rgba(45, 34, 38, 0.06), 0 4px 16px rgba(45, 34, 38, 0.06)",
    raised: "0 12px 40px rgba(45, 34, 38, 0.18)",
  },
  layout: { maxWidth: "1120px", workMaxWidth: "1680px", drawerWidth: "300px", headerHeight: "64px" },
  /** The site's own notices (ready offline, a new version) sit under the menu and dialogs, which cover them as they cover the page; toasts answer what a dialog did, so above it. */
  zIndex: { header: 10, player: 30, notice: 35, drawer: 40, dialog: 50, toast: 60 },
  /** `xl`: where the header's full desktop bar (every link, Log out) shows; below it, the menu. */
  breakpoint: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px" },
} as const;

export type Theme = typeof theme;

/** Media query helper: `${above.md} { ... }`. */
export const above = {
  sm: `@media (min-width: ${theme.breakpoint.sm})`,
  md: `@media (min-width: ${theme.breakpoint.md})`,
  lg: `@media (min-width: ${theme.breakpoint.lg})`,
  xl: `@media (min-width: ${theme.breakpoint.xl})`,
} as const;
