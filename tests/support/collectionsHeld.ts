import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { DATA_MAP } from "../../functions/src/capabilities";
import { PROJECT_ID } from "../../scripts/stack/startStack";

/** Documents of each collection whose sub-collections are listed (listing every document's would take minutes). */
const SAMPLED_DOCUMENTS = 25;

/**
 * The collections the stack's Firestore holds, as the data map names them (`orders/{id}/statusHistory`
 * for a sub-collection): every top-level one, and the sub-collections of a sample of each one's documents.
 */
export async function collectionsHeld(firestoreHost: string): Promise<string[]> {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const app = initializeApp({ projectId: PROJECT_ID }, `collections-held-${Date.now()}`);
  try {
    const paths = new Set<string>();
    for (const collection of await getFirestore(app).listCollections()) {
      paths.add(collection.id);
      const sample = await collection.select().limit(SAMPLED_DOCUMENTS).get();
      for (const document of sample.docs)
        for (const below of await document.ref.listCollections()) paths.add(`${collection.id}/{id}/${below.id}`);
    }
    return [...paths].sort();
  } finally {
    await deleteApp(app);
  }
}

/**
 * Of the collections the stack's Firestore holds, those no capability declares (the data map):
 * after the integration suites, a path the code's scan cannot see (built at run time, a script's
 * or a test's write) shows here.
 */
export function undeclaredCollections(held: readonly string[]): string[] {
  const declared = new Set(DATA_MAP.map(({ path }) => path));
  return held.filter((path) => !declared.has(path));
}
