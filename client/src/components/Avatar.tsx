import { useState } from "react";
import "./Avatar.css";

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: "sm" | "md" | "lg" | "xl";
}

// Each carries white initials at 4.5:1 or more (WCAG AA).
const COLOURS = ["#4f46e5", "#0e7490", "#047857", "#b45309", "#be185d", "#7c3aed", "#2563eb"];

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : "";
  return (first + last).toUpperCase();
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length];
}

/** A member's photo, or their initials on a coloured circle when there is none (or it fails). */
export function Avatar({ name, src, size = "md" }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `avatar avatar--${size}`;

  if (src && src !== failedSrc) {
    return <img className={className} src={src} alt={name} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span
      className={`${className} avatar--initials`}
      role="img"
      aria-label={name}
      style={{ backgroundColor: colourFor(name) }}
    >
      {initials(name)}
    </span>
  );
}
