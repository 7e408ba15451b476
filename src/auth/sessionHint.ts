/**
 * A flag in localStorage saying "someone signed in on this browser". Only when it is present (or a
 * protected screen opens) does the app load the Firebase Auth SDK; visitors never download it.
 */
const HINT_KEY = "songs.signedIn";

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === "1";
  } catch {
    return false;
  }
}

export function setSessionHint(isSignedIn: boolean): void {
  try {
    if (isSignedIn) localStorage.setItem(HINT_KEY, "1");
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session still works, only the hint is lost.
  }
}
