import { lazy } from "react";
import type { RouteObject } from "react-router-dom";
import { AppLayout } from "./AppLayout";
import { RequireUser } from "../auth/guards";
import { RedirectAdminToMfaSetup, RequireAdminMfa } from "../auth/adminMfaGuard";
import { NotFoundPage } from "./NotFoundPage";
import { PrivatePages } from "./PrivatePages";

/* Every screen is its own chunk, so a visitor's first load carries only the page it opens. */
const HomePage = lazy(() => import("../home/HomePage"));
const HowItWorksPage = lazy(() => import("../how-it-works/HowItWorksPage"));
const ArtistsPage = lazy(() => import("../artists/ArtistsPage"));
const ArtistProfilePage = lazy(() => import("../artists/ArtistProfilePage"));
const SamplesPage = lazy(() => import("../samples/SamplesPage"));
const OccasionPage = lazy(() => import("../occasions/OccasionPage"));
const OrderBuilderPage = lazy(() => import("../order-builder/OrderBuilderPage"));
const AuthPage = lazy(() => import("../account/AuthPage"));
const DashboardPage = lazy(() => import("../orders/DashboardPage"));
const PaymentSuccessPage = lazy(() => import("../payments/PaymentSuccessPage"));
const PaymentCancelledPage = lazy(() => import("../payments/PaymentCancelledPage"));
const UploadArtistPhotosPage = lazy(() => import("../admin/artist-photos/UploadArtistPhotosPage"));
const FaqPage = lazy(() => import("../faq/FaqPage"));
const AdminSamplesPage = lazy(() => import("../admin/samples/AdminSamplesPage"));
const AdminOrdersPage = lazy(() => import("../admin/orders/AdminOrdersPage"));
const AdminSecurityPage = lazy(() => import("../admin/security/AdminSecurityPage"));
const AdminReviewsPage = lazy(() => import("../admin/reviews/AdminReviewsPage"));
const MfaSetupPage = lazy(() => import("../admin/mfa-setup/MfaSetupPage"));
const ReviewsPage = lazy(() => import("../reviews/ReviewsPage"));
const TestOrderPage = lazy(() => import("../test-order/TestOrderPage"));
const StripeSetupPage = lazy(() => import("../admin/stripe-setup/StripeSetupPage"));
const ListenPage = lazy(() => import("../listen/ListenPage"));

/** The spec's route table (§2). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/how-it-works", element: <HowItWorksPage /> },
      { path: "/artists", element: <ArtistsPage /> },
      { path: "/artists/:artistId", element: <ArtistProfilePage /> },
      { path: "/samples", element: <SamplesPage /> },
      { path: "/wedding-songs", element: <OccasionPage occasion="wedding" /> },
      { path: "/birthday-songs", element: <OccasionPage occasion="birthday" /> },
      { path: "/anniversary-songs", element: <OccasionPage occasion="anniversary" /> },
      { path: "/memorial-songs", element: <OccasionPage occasion="memorial" /> },
      { path: "/create", element: <OrderBuilderPage /> },
      { path: "/order-builder", element: <OrderBuilderPage /> },
      { path: "/faq", element: <FaqPage /> },
      { path: "/reviews", element: <ReviewsPage /> },
      { path: "/test-order", element: <TestOrderPage /> },
      // A shared song: noindex on its own page, and left crawlable so link previews work.
      { path: "/listen/:token", element: <ListenPage /> },
      {
        element: <PrivatePages />,
        children: [
          { path: "/auth", element: <AuthPage /> },
          { path: "/payment-success", element: <PaymentSuccessPage /> },
          { path: "/payment-cancelled", element: <PaymentCancelledPage /> },
          {
            element: <RequireUser />,
            children: [
              { element: <RedirectAdminToMfaSetup />, children: [{ path: "/dashboard", element: <DashboardPage /> }] },
              { path: "/mfa-setup", element: <MfaSetupPage /> },
            ],
          },
          {
            element: <RequireAdminMfa />,
            children: [
              { path: "/admin/orders", element: <AdminOrdersPage /> },
              { path: "/admin/samples", element: <AdminSamplesPage /> },
              { path: "/admin/security", element: <AdminSecurityPage /> },
              { path: "/admin/reviews", element: <AdminReviewsPage /> },
              { path: "/upload-artist-photos", element: <UploadArtistPhotosPage /> },
              { path: "/stripe-setup", element: <StripeSetupPage /> },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
