import { Camera, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { PROFILE_IMAGE_LIMITS } from "#common/limits";
import { checkImageFile } from "../Profile/profileValidation";
import { BusinessLogo } from "../Businesses/BusinessLogo";

interface LogoFieldProps {
  name: string;
  /** The logo stored now (editing), or null. */
  current: string | null;
  /** The file chosen, uploaded when the form is saved. */
  file: File | null;
  onFile(file: File | null): void;
}

/**
 * The logo: choose an image (the profile photo's rules: JPG, PNG, WebP, GIF or AVIF, at most 5MB),
 * see it at once, and it is uploaded (and re-encoded by the server) when the form is saved.
 */
export default function LogoField({ name, current, file, onFile }: LogoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string>();
  // The chosen file's short-lived address, revoked when another is chosen or the form goes.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const choose = (next: File | null) => {
    setPreview(
      next && typeof URL.createObjectURL === "function" ? URL.createObjectURL(next) : null,
    );
    onFile(next);
  };

  function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = ""; // the same file can be chosen again after an error
    if (!chosen) return;
    const refused = checkImageFile(chosen);
    setProblem(refused);
    if (!refused) choose(chosen);
  }

  return (
    <div className="field logo-field">
      <span className="field__label">Logo (optional)</span>
      <div className="logo-field__row">
        <BusinessLogo name={name || "Business"} logo={(file && preview) || current} size="lg" />
        <div className="logo-field__body">
          <div className="actions">
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-describedby={hintId}
              onClick={() => inputRef.current?.click()}
            >
              <Camera aria-hidden="true" size={16} />
              {file || current ? "Choose another logo" : "Choose a logo"}
            </button>
            {file && (
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() => choose(null)}
              >
                <X aria-hidden="true" size={16} /> Keep {current ? "the current logo" : "no logo"}
              </button>
            )}
          </div>
          <input
            ref={inputRef}
            type="file"
            accept={PROFILE_IMAGE_LIMITS.accept.join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-label="Logo"
            onChange={onChosen}
          />
          <p id={hintId} className="field__hint">
            {file
              ? `${file.name}: uploaded when you save.`
              : "JPG, PNG or WebP (max 5MB), uploaded when you save."}
          </p>
          <p className="field__error" aria-live="polite">
            {problem}
          </p>
        </div>
      </div>
    </div>
  );
}
