/** Whether /auth brought the user back here after a login (it navigates with `{ welcomeBack: true }`). */
export function isWelcomeBack(locationState: unknown): boolean {
  return (locationState as { welcomeBack?: boolean } | null)?.welcomeBack === true;
}
