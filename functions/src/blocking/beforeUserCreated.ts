import "../functionOptions";
import { beforeUserCreated, HttpsError } from "firebase-functions/v2/identity";

/** The message of a refused client-side account creation, which Identity Platform answers with. */
export const SIGN_UP_BLOCK_CODE = "sign_up_through_site";

/**
 * Firebase Auth's `beforeUserCreated` blocking function: refuses every account created from a
 * client with the public API key (email sign-up, anonymous sign-in), so accounts exist only through
 * `/api/account/signup`, which creates them with the Admin SDK (blocking functions never see those).
 */
export const beforeCreate = beforeUserCreated({ memory: "256MiB", timeoutSeconds: 7 }, () => {
  throw new HttpsError("permission-denied", SIGN_UP_BLOCK_CODE);
});
