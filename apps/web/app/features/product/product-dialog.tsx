/**
 * The product over the page it was opened from (decision 022), on a native <dialog> (focus trap, Escape and
 * inert background come with showModal): a bottom sheet with a drag handle (swipe down to close), a centred
 * pop-up, or a full-screen layer. Escape, the backdrop and the close button all close it.
 */
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useT } from '../../shared/i18n/index.tsx';
import { CloseIcon } from '../../shared/ui/icons.tsx';

interface Props {
  kind: 'SHEET' | 'POP_UP' | 'FULL_SCREEN';
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/** How far (px) a sheet must be dragged down to close rather than spring back. */
const CLOSE_DRAG_PX = 110;

export function ProductDialog({ kind, labelledBy, onClose, children }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const drag = useRef<{ startY: number; dy: number } | null>(null);

  // A layout effect: its cleanup runs before React removes the element, so close() can still hand focus back
  // to the card that opened the dialog (the page underneath is the same DOM, decision 022).
  useLayoutEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    document.documentElement.classList.add('has-dialog');
    return () => {
      document.documentElement.classList.remove('has-dialog');
      if (d?.open) d.close();
    };
  }, []);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    drag.current = { startY: e.clientY, dy: 0 };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || !dialog.current) return;
    d.dy = Math.max(0, e.clientY - d.startY);
    dialog.current.style.transform = `translateY(${d.dy}px)`;
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (!dialog.current || !d) return;
    if (d.dy > CLOSE_DRAG_PX) onClose();
    else dialog.current.style.transform = '';
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has a keyboard twin, Escape (onCancel).
    <dialog
      ref={dialog}
      className={`product-dialog dialog-${kind.toLowerCase().replace('_', '-')}`}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className="dialog-body">
        {kind === 'SHEET' && (
          <div
            className="sheet-handle"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            aria-hidden="true"
          >
            <span />
          </div>
        )}
        <button
          type="button"
          className="icon-button dialog-close"
          aria-label={t('common.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </dialog>
  );
}
