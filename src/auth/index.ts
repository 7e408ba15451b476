export { SessionProvider, useSession, type Session, type SessionStatus, type SessionUser } from "./SessionProvider";
export { RequireUser, SignedOutRedirect, type FromLocationState } from "./guards";
export type { AuthBackend, AuthBackendLoader, BackendUser } from "./authBackend";
export { SignInError, isSignInError, type SignInErrorKind } from "./signInError";
export { useLogOut } from "./useLogOut";
export { isWelcomeBack, type WelcomeBackState } from "./welcomeBack";
