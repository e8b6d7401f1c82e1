// The text in a table's search box, held by the box itself: a keystroke re-renders the box alone.
// The search is handed on (committed) once typing pauses, in a transition, so the page around the
// box renders and the server is asked once per pause, not once per key (decision
// 043). A search set elsewhere (Back and Forward, a preset, a cleared filter) replaces the text.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** How long typing pauses before the search is applied (and read from the server). */
export const SEARCH_PAUSE_MS = 300;

export interface SearchDraftOptions {
  /** The search the table applies now. */
  committed: string;
  /** Applies a search (called once typing pauses, inside a transition). */
  onCommit: (search: string) => void;
  /** Called with each keystroke's text (e.g. to write it into the address without a render). */
  onDraft?: (search: string) => void;
  pauseMs?: number;
}

export function useSearchDraft({ committed, onCommit, onDraft, pauseMs = SEARCH_PAUSE_MS }: SearchDraftOptions): [string, (text: string) => void] {
  const [draft, setDraft] = useState(committed);
  // The committed search the draft last followed, and the last one this box committed itself.
  const [followed, setFollowed] = useState(committed);
  const [sent, setSent] = useState(committed);
  // Bumped when a search set elsewhere replaces the draft: the pause timer of the old text is dropped.
  const [replaced, setReplaced] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (committed !== followed) {
    setFollowed(committed);
    // The box's own commit landing keeps the text: the user may have typed on meanwhile.
    if (committed !== sent) {
      setDraft(committed);
      setSent(committed);
      setReplaced((count) => count + 1);
    }
  }

  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, [replaced]);

  const change = useCallback(
    (text: string) => {
      setDraft(text);
      onDraft?.(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setSent(text);
        startTransition(() => onCommit(text));
      }, pauseMs);
    },
    [onCommit, onDraft, pauseMs],
  );
  return [draft, change];
}
