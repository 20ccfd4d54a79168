import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';

/** How far a finger moves sideways before the gesture is a swipe rather than a tap or a scroll. */
const SLOP = 10;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  from: number;
  swiping: boolean;
}

type Ref = RefObject<HTMLDivElement | null>;

const widthOf = (tray: Ref) => tray.current?.offsetWidth ?? 0;

/** Puts the card's face `offset` px to the left of its place; while a finger drags it, without the slide's transition and with the tray shown. */
const place = (face: Ref, tray: Ref, offset: number, dragging: boolean) => {
  if (face.current) {
    face.current.style.transform = offset ? `translateX(${offset}px)` : '';
    face.current.style.transition = dragging ? 'none' : '';
  }
  if (tray.current) tray.current.style.visibility = dragging ? 'visible' : '';
};

/**
 * A swipe to the left on a card slides its face aside over a tray of its actions, and one to the right
 * slides it back, with pointer events (touch, pen or mouse). The face follows the finger; let go past
 * half the tray, the tray stays open. A swipe is not a click: the one the browser sends after it is eaten.
 * `setOpen` (the card's actions button) opens and closes the tray too, for those who cannot swipe.
 */
export const useSwipeReveal = () => {
  const [open, setOpen] = useState(false);
  const face = useRef<HTMLDivElement>(null);
  const tray = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  const swiped = useRef(false);

  useLayoutEffect(() => place(face, tray, open ? -widthOf(tray) : 0, false), [open]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || event.button !== 0) return;
      swiped.current = false;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: open ? -widthOf(tray) : 0, swiping: false };
    },
    [open],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.swiping) {
      // A move mostly down or up is the page's scroll: the card lets it go.
      if (Math.abs(dy) > SLOP && Math.abs(dy) >= Math.abs(dx)) drag.current = undefined;
      if (Math.abs(dx) <= SLOP || Math.abs(dx) <= Math.abs(dy)) return;
      current.swiping = true;
      // The card keeps the pointer while the finger leaves it sideways.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    place(face, tray, Math.min(0, Math.max(-widthOf(tray), current.from + dx)), true);
  }, []);

  const onPointerEnd = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = undefined;
    if (!current.swiping) return;
    swiped.current = true;
    const width = widthOf(tray);
    const offset = Math.min(0, Math.max(-width, current.from + event.clientX - current.startX));
    // Let go past half the tray it opens; a cancelled gesture leaves the card as it was.
    const opened = event.type === 'pointerup' ? offset < -width / 2 : current.from !== 0;
    place(face, tray, opened ? -width : 0, false);
    setOpen(opened);
  }, []);

  /** The click a swipe ends with opens nothing. */
  const onClickCapture = useCallback((event: MouseEvent<HTMLElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return {
    open,
    setOpen,
    faceRef: face,
    trayRef: tray,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture },
  };
};
