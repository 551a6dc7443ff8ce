// A dropdown inside a form modal: closes on a click outside it, and Escape closes the
// dropdown (not the modal) and gives focus back to its trigger.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export function useDropdown(triggerId: string) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // On click, not mousedown: closing shrinks the modal, which would move the button being pressed.
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    document.getElementById(triggerId)?.focus();
  };

  return { open, setOpen, rootRef, onKeyDown };
}
