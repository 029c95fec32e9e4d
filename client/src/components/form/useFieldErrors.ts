import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { FieldErrors } from "../../lib/errors";

/**
 * A form's field errors, from its own checks or from the server (`serverFieldErrors`). Showing
 * errors moves focus to the first invalid field of the form, in document order.
 *
 *   const { formRef, errors, show, clear } = useFieldErrors<"rollNumber" | "trade">();
 *   <form ref={formRef}> <TextField error={errors.trade} onChange={() => clear("trade")} />
 */
export function useFieldErrors<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // Bumped each time errors are shown, so the same errors twice still move focus.
  const [focusRequest, setFocusRequest] = useState(0);

  // A layout effect: focus moves in the same frame the messages appear.
  useLayoutEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Replaces the errors; when there are any, focus goes to the first invalid field. */
  const show = useCallback((found: FieldErrors<F>) => {
    setErrors(found);
    if (Object.values(found).some(Boolean)) setFocusRequest((n) => n + 1);
  }, []);

  /** Forgets one field's error (the member is correcting it). */
  const clear = useCallback((field: F) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { formRef, errors, show, clear };
}

/** Whether a set of field errors holds any message. */
export const hasFieldErrors = <F extends string>(errors: FieldErrors<F>): boolean =>
  Object.values(errors).some(Boolean);
