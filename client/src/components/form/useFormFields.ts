import { useCallback, useState } from "react";
import type { FieldErrors } from "../../lib/errors";
import { hasFieldErrors, useFieldErrors } from "./useFieldErrors";

/** The keys of `V` whose values are strings (the ones a text input edits). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A form's values and their errors in one place: `set` changes a value and forgets its error,
 * `field(name)` gives a TextField everything it needs, and `check(found)` shows the errors found
 * (focus on the first) and says whether the form may be sent.
 *
 *   const form = useFormFields<Values>(initial, { maxLength: LIMITS });
 *   <form ref={form.formRef}> <TextField label="Trade" {...form.field("trade")} />
 */
export function useFormFields<V extends object>(
  initial: V | (() => V),
  { maxLength }: { maxLength?: Partial<Record<keyof V, number>> } = {},
) {
  type F = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const { formRef, errors, show, clear } = useFieldErrors<F>();

  const set = useCallback(
    <K extends F>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
    [clear],
  );

  function field(name: TextKey<V>) {
    return {
      name,
      value: values[name] as string,
      maxLength: maxLength?.[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) =>
        set(name, event.target.value as V[typeof name]),
    };
  }

  function check(found: FieldErrors<F>): boolean {
    show(found);
    return !hasFieldErrors(found);
  }

  return { values, setValues, set, field, check, formRef, errors, show };
}
