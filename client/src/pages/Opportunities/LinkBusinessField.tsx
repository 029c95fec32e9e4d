import { useQuery } from "@apollo/client/react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { MyBusinessesDocument } from "../../gql/businesses/graphql";

interface LinkBusinessFieldProps {
  /** The business chosen, or "" for none. */
  value: string;
  error?: string;
  onChange(businessId: string): void;
}

/**
 * A Service's "Link your business": one of the poster's own businesses, shown with the post.
 * Nothing when the member has none (a line says where to list one).
 */
export function LinkBusinessField({ value, error, onChange }: LinkBusinessFieldProps) {
  const id = useId();
  const { data } = useQuery(MyBusinessesDocument, { fetchPolicy: "cache-and-network" });
  const businesses = data?.myBusinesses ?? [];
  if (!data) return null;
  if (businesses.length === 0) {
    return (
      <p className="field__hint">
        Run a business? <Link to="/businesses/new">List it in the Business Directory</Link> to link
        it to your services.
      </p>
    );
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Link your business (optional)
      </label>
      <select
        id={id}
        name="businessId"
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">No business</option>
        {businesses.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        The post shows it, with a link to its page in the Business Directory.
      </p>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
