import { Outlet } from "react-router-dom";
import { NoIndex } from "../ui/PageHead";

/** The private screens (account, payments, dashboard, admin), kept out of search engines. */
export function PrivatePages() {
  return (
    <>
      <NoIndex />
      <Outlet />
    </>
  );
}
