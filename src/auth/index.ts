export { SessionProvider, useSession, type Session, type SessionStatus, type SessionUser } from "./SessionProvider";
export { RequireAdmin, RequireUser, type FromLocationState } from "./guards";
export type { AuthBackend, AuthBackendLoader, BackendUser } from "./authBackend";
