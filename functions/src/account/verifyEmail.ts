import { MESSAGES, verifyEmailRequestSchema } from "@songs/domain";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { identityToolkit, InvalidActionCodeError } from "./identityToolkit";

export const invalidLink = (message: string) => new HttpError(400, "invalid_link", message);

/** POST /api/account/verify-email: applies the code of the emailed verification link. */
export const verifyEmail = handler(verifyEmailRequestSchema, async ({ input, config }) => {
  try {
    return await identityToolkit(config).applyEmailVerification(input.oobCode);
  } catch (error) {
    if (error instanceof InvalidActionCodeError) throw invalidLink(MESSAGES.verificationLinkInvalid);
    throw error;
  }
});
