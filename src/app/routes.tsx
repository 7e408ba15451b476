import type { RouteObject } from "react-router-dom";
import { AppLayout } from "./AppLayout";
import { lazyPage, lazyRoutes } from "./lazyPage";

/* Every screen is its own chunk, so a visitor's first load carries only the page it opens. */
const HomePage = lazyPage(() => import("../home/HomePage"));
const HowItWorksPage = lazyPage(() => import("../how-it-works/HowItWorksPage"));
const ArtistsPage = lazyPage(() => import("../artists/ArtistsPage"));
const ArtistProfilePage = lazyPage(() => import("../artists/ArtistProfilePage"));
const SamplesPage = lazyPage(() => import("../samples/SamplesPage"));
const OccasionPage = lazyPage(() => import("../occasions/OccasionPage"));
const OrderBuilderPage = lazyPage(() => import("../order-builder/OrderBuilderPage"));
const FaqPage = lazyPage(() => import("../faq/FaqPage"));
const ReviewsPage = lazyPage(() => import("../reviews/ReviewsPage"));
const TestOrderPage = lazyPage(() => import("../test-order/TestOrderPage"));
const ListenPage = lazyPage(() => import("../listen/ListenPage"));
// The private screens' routes (privateRoutes.tsx), their guards, and the not-found page.
const OtherScreens = lazyRoutes(() => import("./privateRoutes"));

/**
 * The spec's route table (§2): the public pages here, every other path in privateRoutes.tsx,
 * loaded when first opened (the whole table at once: routeTable.ts). Who may open each route is
 * its `handle` (see routeAudience.ts).
 */
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
      // Every other path: the private screens, or the page saying there is none, from their own chunk.
      { path: "*", element: <OtherScreens /> },
    ],
  },
];
