import { useQuery } from "@apollo/client/react";
import { Building2, MapPin, Plus, SearchX, X } from "lucide-react";
import { lazy, Suspense, useDeferredValue } from "react";
import { Link } from "react-router-dom";
import { BUSINESS_LIMITS } from "#common/limits";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  BusinessesDocument,
  BusinessLocationsDocument,
  MyBusinessesDocument,
  type BusinessCategory,
} from "../../gql/businesses/graphql";
import { errorMessage } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { ViewToggle } from "../Search/ViewToggle";
import { BusinessCard } from "./BusinessCard";
import { BusinessSearch } from "./BusinessSearch";
import { businessesText } from "./categories";
import { useBusinessesUrlState } from "./useBusinessesUrlState";
import "../Search/Search.css";
import "./Businesses.css";

// Behind the Map toggle: the places query and the map are fetched only when it opens.
const BusinessMapView = lazy(() =>
  import("./BusinessMapView").then((m) => ({ default: m.BusinessMapView })),
);

/** Businesses on a page of the list. */
export const BUSINESSES_PAGE = 20;

/**
 * /businesses: the directory of businesses run by ISTCians, searched in plain words ("tool rooms
 * in Ludhiana"), by category and by place, as a list or on the map.
 */
export default function Businesses() {
  usePageTitle("Business Directory");
  const toast = useToast();
  const url = useBusinessesUrlState();
  const { query, category, placeId, view } = url;
  const { data, loading, error, refetch, loadMore, loadingMore, hasNextPage } = usePagedQuery(
    BusinessesDocument,
    {
      variables: { query: query || null, category, placeId, first: BUSINESSES_PAGE },
      fetchPolicy: "cache-and-network",
      notifyOnNetworkStatusChange: false,
      pageEnd: (d) => d.businesses.pageInfo,
      onLoadMoreError: () =>
        toast({ variant: "error", title: "Could not load more", description: "Please try again" }),
    },
  );
  const page = useDeferredValue(data?.businesses);
  const filtered = Boolean(query || category || placeId);
  const showList = view === "list" || placeId;

  return (
    <div className="businesses-page">
      <BusinessesHeader />

      <BusinessSearch
        query={query}
        category={category}
        onSearch={url.setQuery}
        onCategory={url.setCategory}
      />

      <div className="businesses-page__bar">
        <p className="businesses-page__count" aria-live="polite">
          {page ? `${businessesText(page.totalCount)} found` : ""}
        </p>
        <ViewToggle view={view} onChange={url.setView} />
      </div>
      {page?.interpretation && (
        <p className="businesses-page__interpretation muted">{page.interpretation}</p>
      )}

      {view === "map" && (
        <Suspense fallback={<Spinner label="Loading the map" />}>
          <BusinessMapView
            query={query}
            category={category}
            placeId={placeId}
            onPlace={url.setPlace}
          />
        </Suspense>
      )}
      {placeId && (
        <PlaceFilter
          query={query}
          category={category}
          placeId={placeId}
          onClear={() => url.setPlace(null)}
        />
      )}

      {!showList ? null : !page && error ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load businesses.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => void refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : !page ? (
        loading && <Spinner label="Loading businesses" />
      ) : page.nodes.length === 0 ? (
        <EmptyBusinesses filtered={filtered} onClear={url.clearFilters} />
      ) : (
        <>
          <ul className="business-list" aria-label="Businesses" aria-busy={loading}>
            {page.nodes.map((b) => (
              <BusinessCard key={b.id} business={b} />
            ))}
          </ul>
          <LoadMore
            hasMore={hasNextPage}
            loading={loadingMore}
            onLoadMore={() => void loadMore()}
            label="Show more businesses"
          />
        </>
      )}
    </div>
  );
}

/**
 * The title, and what the member may do: verified members list up to three businesses (their own
 * ones linked here); anyone else is told why not yet.
 */
function BusinessesHeader() {
  const { isVerified, isProfileComplete } = useMe();
  const allowed = isVerified && isProfileComplete;
  const { data } = useQuery(MyBusinessesDocument, { skip: !allowed });
  const mine = data?.myBusinesses ?? [];
  const full = mine.length >= BUSINESS_LIMITS.perMember;
  return (
    <>
      <header className="page-header">
        <div>
          <h1>Business Directory</h1>
          <p className="muted">Workshops, tool rooms, firms and services run by ISTCians.</p>
        </div>
        {allowed && !full && (
          <Link to="/businesses/new" className="btn btn--primary">
            <Plus aria-hidden="true" size={18} /> List your business
          </Link>
        )}
      </header>
      {!allowed && (
        <p className="note is-blue" role="note">
          {isProfileComplete
            ? "Verified ISTCians can list their businesses. Your profile is under review by admins: once you are verified, you can list yours."
            : "Verified ISTCians can list their businesses. Complete your profile so admins can verify you."}
        </p>
      )}
      {mine.length > 0 && (
        <nav className="my-businesses" aria-label="Your businesses">
          <span className="muted">Your businesses:</span>
          <ul>
            {mine.map((b) => (
              <li key={b.id}>
                <Link to={`/businesses/${b.id}`}>{b.name}</Link>
              </li>
            ))}
          </ul>
          {full && (
            <span className="muted">
              (you can list at most {BUSINESS_LIMITS.perMember} businesses)
            </span>
          )}
        </nav>
      )}
    </>
  );
}

/** The place chosen on the map (its name when the map's places are at hand), and Show all places. */
function PlaceFilter(props: {
  query: string;
  category: BusinessCategory | null;
  placeId: string;
  onClear(): void;
}) {
  const { query, category, placeId, onClear } = props;
  // The map's answer, when it was shown: no request of its own.
  const { data } = useQuery(BusinessLocationsDocument, {
    variables: { query: query || null, category },
    fetchPolicy: "cache-only",
  });
  const name = data?.businessLocations.find((l) => l.placeId === placeId)?.name;
  return (
    <p className="place-filter">
      <MapPin aria-hidden="true" size={16} />
      <span>
        {name ? (
          <>
            Only businesses in <strong>{name}</strong>
          </>
        ) : (
          "Only businesses at the place chosen on the map"
        )}
      </span>
      <button type="button" className="btn btn--small btn--ghost" onClick={onClear}>
        <X aria-hidden="true" size={14} /> Show all places
      </button>
    </p>
  );
}

function EmptyBusinesses({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <section className="card empty-state" aria-labelledby="businesses-empty">
      {filtered ? (
        <SearchX aria-hidden="true" size={40} />
      ) : (
        <Building2 aria-hidden="true" size={40} />
      )}
      <h2 id="businesses-empty">
        {filtered ? "No businesses match this search" : "No businesses listed yet"}
      </h2>
      <p className="muted">
        {filtered
          ? "Try other words, another category, or a nearby city."
          : "Run a workshop, a tool room or a firm? Be the first to list it."}
      </p>
      {filtered && (
        <button type="button" className="btn btn--secondary" onClick={onClear}>
          Clear search
        </button>
      )}
    </section>
  );
}
