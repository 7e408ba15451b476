import type { ResponseSchema } from "./client";

/** For `apiSend` calls answered 204: there is no body to read. */
export const noContent: ResponseSchema<void> = { safeParse: () => ({ success: true, data: undefined }) };
