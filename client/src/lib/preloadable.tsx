import { lazy, useState, type ComponentType } from "react";

/** A lazily loaded component that can be fetched ahead of its first render. */
export type Preloadable<P extends object, M> = ComponentType<P> & {
  /** Fetches the component's chunk; once it resolves, the component renders without suspending. */
  preload(): Promise<M>;
};

/**
 * Like `React.lazy`, plus `preload()`: once the chunk has arrived the component renders at once,
 * without the one suspension `lazy` always costs (which would show a Suspense fallback). The entry
 * uses it to render the requested screen in one go after its chunks are in (main.tsx).
 */
export function preloadable<P extends object, M extends { default: ComponentType<P> }>(
  load: () => Promise<M>,
): Preloadable<P, M> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<M> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // A later render or preload may try again (e.g. after a deployment).
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Preloaded(props: P) {
    // Chosen once per mount: switching from Lazy to the module later would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
