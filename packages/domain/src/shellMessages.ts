/**
 * Messages of the app shell every page loads, kept in a module of their own: the bundler places a
 * module whole, so these few travel in the first load and the product's other messages do not.
 */

/** Not found, the guards and logging out. */
export const SHELL_MESSAGES = {
  pageNotFound: "Oops! Page not found",
  accessDenied: "Access denied. You don't have permission to access this page.",
  mfaSetupRequired: "Please set up two-factor log-in to use the admin pages.",
  logoutFailed: "Failed to logout",
} as const;

/** What the product says when there is no connection (the spec names no offline states). */
export const OFFLINE_MESSAGES = {
  title: "You're offline",
  noSavedCopy: "This page hasn't been saved on this device yet. It will load as soon as you're back online.",
  savedCopy: "You're offline. Showing the copy saved on this device.",
  /** The bottom strip: short enough for one line at 320 px, and only what is true of every song saved offline. */
  indicator: "Offline: saved songs still play.",
  retry: "Retry",
  orderSaved: "Your order is saved on this device. Payment needs a connection.",
  orderResume: "You're back online. Tap Complete Order to pay.",
  signInNeedsConnection: "Logging in needs a connection. Please try again when you're back online.",
} as const;
