import { useCallback, useMemo, useState } from "react";

/**
 * A set of chosen ids (rows ticked for a bulk action). `of(items)` narrows it to the items shown,
 * so a row that left the list is never acted on.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback((id: string, on: boolean) => {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((ids: Iterable<string>) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);

  return useMemo(
    () => ({
      has: (id: string) => selected.has(id),
      toggle,
      setAll,
      clear,
      /** The items that are selected, in their order. */
      of: <T extends { id: string }>(items: readonly T[]) =>
        items.filter((i) => selected.has(i.id)),
    }),
    [selected, toggle, setAll, clear],
  );
}
