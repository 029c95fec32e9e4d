import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { ErrorBoundary } from "./ErrorBoundary/ErrorBoundary";
import { Footer } from "./Footer/Footer";
import { Header } from "./Header/Header";
import { Spinner } from "./Spinner";
import "./AppLayout.css";

/**
 * Frame of the signed-in pages: header, the page, footer. A screen that fails keeps the header
 * and footer: its error shows inside <main> and clears when the member navigates.
 */
export default function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="page-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app-main container" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner heading label="Loading page" />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
