import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import type * as MfaGuards from "../auth/adminMfaGuard";
import { RequireArtist, RequireUser } from "../auth/guards";
import { lazyPage } from "./lazyPage";
import { NotFoundPage } from "./NotFoundPage";
import { PrivatePages } from "./PrivatePages";
import { openedBy } from "./routeAudience";

/*
 * The route table's private part (account, payments, dashboard, studio, admin) and the not-found
 * page: loaded only when a path is not a public page (routes.tsx's catch-all), so its route
 * objects, guards and screens stay out of every visitor's first load. Every screen is its own chunk.
 */
// The two-factor guards of the signed-in screens: visitors' pages never need them.
const mfaGuard = (pick: (guards: typeof MfaGuards) => ComponentType) => () =>
  import("../auth/adminMfaGuard").then((guards) => ({ default: pick(guards) }));
const AdminMfaGate = lazyPage(mfaGuard((guards) => guards.RequireAdminMfa));
const AdminToMfaSetup = lazyPage(mfaGuard((guards) => guards.RedirectAdminToMfaSetup));
const AuthPage = lazyPage(() => import("../account/AuthPage"));
const DashboardPage = lazyPage(() => import("../orders/DashboardPage"));
const OrderPage = lazyPage(() => import("../orders/OrderPage"));
const PaymentSuccessPage = lazyPage(() => import("../payments/PaymentSuccessPage"));
const PaymentCancelledPage = lazyPage(() => import("../payments/PaymentCancelledPage"));
const UploadArtistPhotosPage = lazyPage(() => import("../admin/artist-photos/UploadArtistPhotosPage"));
const AdminSamplesPage = lazyPage(() => import("../admin/samples/AdminSamplesPage"));
const AdminOrdersPage = lazyPage(() => import("../admin/orders/AdminOrdersPage"));
const AdminSecurityPage = lazyPage(() => import("../admin/security/AdminSecurityPage"));
const OperationsPage = lazyPage(() => import("../admin/operations/OperationsPage"));
const AdminReviewsPage = lazyPage(() => import("../admin/reviews/AdminReviewsPage"));
const MfaSetupPage = lazyPage(() => import("../admin/mfa-setup/MfaSetupPage"));
const StripeSetupPage = lazyPage(() => import("../admin/stripe-setup/StripeSetupPage"));
const AdminArtistsPage = lazyPage(() => import("../admin/artists/AdminArtistsPage"));
const SongChecksPage = lazyPage(() => import("../admin/song-checks/SongChecksPage"));
const ShippingPage = lazyPage(() => import("../admin/shipping/ShippingPage"));
const LyricsSheetPage = lazyPage(() => import("../admin/shipping/LyricsSheetPage"));
const OrderLyricsPage = lazyPage(() => import("../orders/OrderLyricsPage"));
const StudioPage = lazyPage(() => import("../studio/StudioPage"));
const StudioOrderPage = lazyPage(() => import("../studio/order/StudioOrderPage"));
const StudioInvitePage = lazyPage(() => import("../studio/invite/StudioInvitePage"));
const AdminEarningsPage = lazyPage(() => import("../admin/earnings/AdminEarningsPage"));
const AdminPayoutsPage = lazyPage(() => import("../admin/payouts/AdminPayoutsPage"));
const PromotionsPage = lazyPage(() => import("../admin/promotions/PromotionsPage"));
const BusinessPage = lazyPage(() => import("../admin/business/BusinessPage"));
const SampleSubmissionsPage = lazyPage(() => import("../admin/sample-submissions/SampleSubmissionsPage"));
const StudioEarningsPage = lazyPage(() => import("../studio/earnings/StudioEarningsPage"));
const StudioPayoutsPage = lazyPage(() => import("../studio/payouts/StudioPayoutsPage"));
const StudioProfilePage = lazyPage(() => import("../studio/profile/StudioProfilePage"));
const GiftPage = lazyPage(() => import("../gifts/GiftPage"));
const GiveSongPage = lazyPage(() => import("../song-gifts/GiveSongPage"));
const SongGiftPaidPage = lazyPage(() => import("../song-gifts/SongGiftPaidPage"));
const RedeemSongGiftPage = lazyPage(() => import("../song-gifts/RedeemSongGiftPage"));
const MySongGiftsPage = lazyPage(() => import("../song-gifts/MySongGiftsPage"));
const AccountDataPage = lazyPage(() => import("../privacy/AccountDataPage"));
const OccasionRemindersPage = lazyPage(() => import("../occasion-reminders/OccasionRemindersPage"));

/** The private routes, with who may open each (`handle`, see routeAudience.ts), then every other path: not found. */
export const routes: RouteObject[] = [
  {
    element: <PrivatePages />,
    children: [
      { path: "/auth", element: <AuthPage /> },
      { path: "/payment-success", element: <PaymentSuccessPage /> },
      { path: "/payment-cancelled", element: <PaymentCancelledPage /> },
      // A song sent as a gift: its recipient opens it from the email, with no account.
      { path: "/gift/:token", element: <GiftPage /> },
      // A song gift: its recipient opens it from the email, then signs up or in to order their song.
      { path: "/song-gifts/redeem", element: <RedeemSongGiftPage /> },
      { path: "/studio/invite/:token", element: <StudioInvitePage />, handle: openedBy("invited-artist") },
      {
        element: <RequireArtist />,
        handle: openedBy("artist"),
        children: [
          { path: "/studio", element: <StudioPage /> },
          { path: "/studio/orders/:orderId", element: <StudioOrderPage /> },
          { path: "/studio/earnings", element: <StudioEarningsPage /> },
          { path: "/studio/payouts", element: <StudioPayoutsPage /> },
          { path: "/studio/profile", element: <StudioProfilePage /> },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          {
            element: <AdminToMfaSetup />,
            children: [
              { path: "/dashboard", element: <DashboardPage />, handle: openedBy("customer") },
              // One order's details: what every email about an order links to (also offline, from the saved orders).
              { path: "/dashboard/orders/:orderId", element: <OrderPage />, handle: openedBy("customer") },
              // A song's lyrics, print-friendly, readable offline from the dashboard's saved orders.
              { path: "/dashboard/lyrics/:orderId", element: <OrderLyricsPage />, handle: openedBy("customer") },
              // A person's data, their call: a copy of it by email, deleting the account (customers and artists).
              { path: "/dashboard/account", element: <AccountDataPage />, handle: openedBy("customer") },
              // Occasion reminders: emailed before each occasion, in time to order its song.
              { path: "/dashboard/reminders", element: <OccasionRemindersPage />, handle: openedBy("customer") },
              // Song gifts: buying one, its return from Checkout, and the giver's list.
              { path: "/give-a-song", element: <GiveSongPage />, handle: openedBy("customer") },
              { path: "/song-gifts/paid", element: <SongGiftPaidPage />, handle: openedBy("customer") },
              { path: "/song-gifts", element: <MySongGiftsPage />, handle: openedBy("customer") },
            ],
          },
          // Admins set up two-factor here (artists may too, from the studio).
          { path: "/mfa-setup", element: <MfaSetupPage />, handle: openedBy("admin") },
        ],
      },
      {
        element: <AdminMfaGate />,
        handle: openedBy("admin"),
        children: [
          { path: "/admin", element: <BusinessPage /> },
          { path: "/admin/orders", element: <AdminOrdersPage /> },
          { path: "/admin/samples", element: <AdminSamplesPage /> },
          { path: "/admin/security", element: <AdminSecurityPage /> },
          { path: "/admin/operations", element: <OperationsPage /> },
          { path: "/admin/reviews", element: <AdminReviewsPage /> },
          { path: "/admin/artists", element: <AdminArtistsPage /> },
          { path: "/admin/song-checks", element: <SongChecksPage /> },
          { path: "/admin/shipping", element: <ShippingPage /> },
          { path: "/admin/shipping/:orderId/sheet", element: <LyricsSheetPage /> },
          { path: "/admin/earnings", element: <AdminEarningsPage /> },
          { path: "/admin/payouts", element: <AdminPayoutsPage /> },
          { path: "/admin/promotions", element: <PromotionsPage /> },
          { path: "/admin/sample-submissions", element: <SampleSubmissionsPage /> },
          { path: "/upload-artist-photos", element: <UploadArtistPhotosPage /> },
          { path: "/stripe-setup", element: <StripeSetupPage /> },
        ],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
];
