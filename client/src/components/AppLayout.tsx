import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { Footer } from "./Footer/Footer";
import { Header } from "./Header/Header";
import { Spinner } from "./Spinner";

/** Frame of the signed-in pages: header, the page, footer. */
export default function AppLayout() {
  return (
    <div className="page-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app-main container" tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
