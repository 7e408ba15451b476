/** The account capability's public entry: customers' profiles (`users/{uid}`). */
export { users, type CustomerProfile } from "./users";
