/**
 * The navigation state /auth sends a user back with when the screen they return to greets them
 * itself (the order builder's and payment pages' own "Welcome back! ..." messages).
 */
export interface WelcomeBackState {
  welcomeBack: true;
}

export function isWelcomeBack(state: unknown): state is WelcomeBackState {
  return typeof state === "object" && state !== null && (state as { welcomeBack?: unknown }).welcomeBack === true;
}
