/** The player's icons; every button that shows one carries its own accessible name. */

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export const PlayIcon = () => <Icon path="M7 4.5v15l13-7.5z" />;
export const PauseIcon = () => <Icon path="M6 4h4v16H6zM14 4h4v16h-4z" />;
export const CloseIcon = () => (
  <Icon path="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
);
