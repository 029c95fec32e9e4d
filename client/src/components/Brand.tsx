import { Link } from "react-router-dom";
import "./Brand.css";

/** The product's mark and name, linking home. One place for the brand on every header. */
export function Brand({ to, centered = false }: { to: string; centered?: boolean }) {
  return (
    <Link to={to} className={centered ? "brand brand--center" : "brand"}>
      <span className="brand__mark" aria-hidden="true">
        IC
      </span>
      <span className="brand__name">ISTC Connect</span>
    </Link>
  );
}
