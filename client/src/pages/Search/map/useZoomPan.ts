import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from "react";

export interface View {
  /** Zoom factor (1 = the fitted map). */
  k: number;
  /** Offset in viewBox units. */
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 40;
const IDENTITY: View = { k: 1, x: 0, y: 0 };
/** Pointer travel (px) after which a press is a drag, not a click. */
const DRAG_THRESHOLD = 4;

const clamp = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** Zoom by `factor` keeping the viewBox point (cx, cy) where it is on screen. */
export function zoomAt(view: View, factor: number, cx: number, cy: number): View {
  const k = clamp(view.k * factor);
  const ratio = k / view.k;
  return { k, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio };
}

interface Pointer {
  x: number;
  y: number;
}

/**
 * Zoom and pan for an SVG drawn in a fixed viewBox: the wheel zooms at the pointer, one pointer
 * (mouse or finger) drags, two fingers pinch. Returns the view and actions for buttons and keys.
 * `wasDrag()` tells a click handler to ignore the click that ends a drag.
 */
export function useZoomPan(svgRef: RefObject<SVGSVGElement | null>, width: number, height: number) {
  const [view, setView] = useState<View>(IDENTITY);
  const pointers = useRef(new Map<number, Pointer>());
  const moved = useRef(0);
  const dragged = useRef(false);

  /** Screen point -> viewBox point (the SVG may be letterboxed inside its element). */
  const toViewBox = useCallback(
    (clientX: number, clientY: number) => {
      const ctm = svgRef.current?.getScreenCTM?.();
      if (!ctm) return { x: width / 2, y: height / 2 };
      const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
      return { x: p.x, y: p.y };
    },
    [svgRef, width, height],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    // Not passive: the wheel zooms the map instead of scrolling the page.
    function onWheel(event: WheelEvent) {
      event.preventDefault();
      const { x, y } = toViewBox(event.clientX, event.clientY);
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      setView((v) => zoomAt(v, factor, x, y));
    }
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [svgRef, toViewBox]);

  const onPointerDown = useCallback((event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      moved.current = 0;
      dragged.current = false;
    }
  }, []);

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<SVGSVGElement>) => {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return;
      // Screen pixels -> viewBox units.
      const ctm = svgRef.current?.getScreenCTM?.();
      const scale = ctm && ctm.a > 0 ? 1 / ctm.a : 1;
      const current = { x: event.clientX, y: event.clientY };

      if (pointers.current.size === 1) {
        const dx = current.x - previous.x;
        const dy = current.y - previous.y;
        moved.current += Math.abs(dx) + Math.abs(dy);
        if (moved.current > DRAG_THRESHOLD) {
          if (!dragged.current) svgRef.current?.setPointerCapture?.(event.pointerId);
          dragged.current = true;
          setView((v) => ({ ...v, x: v.x + dx * scale, y: v.y + dy * scale }));
        }
      } else if (pointers.current.size === 2) {
        const [other] = [...pointers.current].filter(([id]) => id !== event.pointerId);
        const o = other[1];
        const before = Math.hypot(previous.x - o.x, previous.y - o.y);
        const after = Math.hypot(current.x - o.x, current.y - o.y);
        const mid = toViewBox((current.x + o.x) / 2, (current.y + o.y) / 2);
        dragged.current = true;
        if (before > 0) setView((v) => zoomAt(v, after / before, mid.x, mid.y));
      }
      pointers.current.set(event.pointerId, current);
    },
    [svgRef, toViewBox],
  );

  const onPointerUp = useCallback((event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  }, []);

  const zoomBy = useCallback(
    (factor: number) => setView((v) => zoomAt(v, factor, width / 2, height / 2)),
    [width, height],
  );
  const panBy = useCallback(
    (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy })),
    [],
  );
  const reset = useCallback(() => setView(IDENTITY), []);
  const wasDrag = useCallback(() => dragged.current, []);

  return {
    view,
    zoomBy,
    panBy,
    reset,
    wasDrag,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}
