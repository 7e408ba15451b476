import { type MfaStatus } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { sessionSignIn } from "../http/signInAccess";
import { adminMfaFactors } from "./adminMfaFactors";

/**
 * `GET /api/admin/mfa-status` (the spec's check-admin-mfa): whether the caller is an admin, has an
 * authenticator (admins and artists may have one), and whether this session passed the code. Factors come from Firebase Auth
 * (native TOTP) in production and from the emulator adapter's record under the emulators.
 */
export const getMfaStatus = handler(
  emptyQuerySchema,
  async ({ user, auth, db, config }): Promise<MfaStatus> => {
    const mode = config.isEmulator ? "emulator" : "native";
    if (!user?.isAdmin && !user?.artistId) {
      return { isAdmin: false, mfaRequired: false, mfaEnabled: false, factors: 0, sessionVerified: false, mode };
    }
    const factors =
      mode === "emulator"
        ? (await adminMfaFactors(db).get(user.uid)).verified
          ? 1
          : 0
        : ((await auth.getUser(user.uid)).multiFactor?.enrolledFactors ?? []).filter(
            (factor) => factor.factorId === "totp",
          ).length;
    return {
      isAdmin: user.isAdmin,
      // Required of admins; offered to artists.
      mfaRequired: user.isAdmin,
      mfaEnabled: factors > 0,
      factors,
      sessionVerified: sessionSignIn(user, config).hasTotp,
      mode,
    };
  },
  { auth: "required" },
);
