import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title, tied to the dialog as its description. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom; the close button in the corner is always there. */
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

const WIDTHS = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page behind inert,
 * closes on Escape and returns focus to the opener, with nothing injected into the page.
 */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has its keyboard twin in Escape, handled natively.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape fires `cancel` then `close`; both end in the owner's state, so they never disagree.
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${WIDTHS[size]} max-h-[calc(100dvh-1.5rem)] rounded-2xl border border-border bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60`}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
          <div className="flex items-start gap-3 border-b border-border px-5 py-4">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description ? (
                <div id={descriptionId} className="mt-1 text-sm text-muted">
                  {description}
                </div>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
