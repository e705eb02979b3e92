import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls `show` each time `text` becomes a new non-empty value. `nonce` lets a screen show the same text again
 * (a second failed attempt with the same message).
 */
export function useToastOnChange(text: string | undefined, show: (text: string) => void, nonce?: unknown): void {
  const shown = useRef<{ text?: string; nonce?: unknown }>({});
  useEffect(() => {
    if (!text) {
      shown.current = {};
      return;
    }
    if (shown.current.text === text && shown.current.nonce === nonce) return;
    shown.current = { text, nonce };
    show(text);
  }, [text, nonce, show]);
}

/**
 * `useToastOnChange` for a form: call the returned function on each submit, so every failed attempt shows its
 * error again, even when the text is the same as the last one.
 */
export function useToastPerAttempt(text: string | undefined, show: (text: string) => void): () => void {
  const [attempt, setAttempt] = useState(0);
  useToastOnChange(text, show, attempt);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
