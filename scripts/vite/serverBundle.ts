/** Where `npm run build:web` leaves the server bundle and the app shell (paths from the repository root). */
export const SERVER_ENTRY = "dist-server/entry-server.js";
export const APP_SHELL_FILE = "app-shell.html";
