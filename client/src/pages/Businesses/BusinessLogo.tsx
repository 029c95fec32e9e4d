import { useState } from "react";
import { initials } from "../../components/Avatar";

interface BusinessLogoProps {
  name: string;
  logo: string | null | undefined;
  size?: "md" | "lg";
}

/**
 * A business's logo, or its initials on a tinted square when it has none (or it fails to load).
 * Decorative: the business's name is always beside it.
 */
export function BusinessLogo({ name, logo, size = "md" }: BusinessLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = `business-logo business-logo--${size}`;
  if (logo && logo !== failed) {
    return <img className={className} src={logo} alt="" onError={() => setFailed(logo)} />;
  }
  return (
    <span className={`${className} business-logo--initials`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
