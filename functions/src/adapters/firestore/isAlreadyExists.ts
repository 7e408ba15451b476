/** Firestore's ALREADY_EXISTS (gRPC code 6): `create()` found the document there before. */
export function isAlreadyExists(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 6;
}

/** Runs a `create()` meant to happen at most once: true when it created, false when it was there. */
export async function createOnce(create: () => Promise<unknown>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
