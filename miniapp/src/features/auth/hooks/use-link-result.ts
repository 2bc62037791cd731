import { type RefObject, useEffect, useRef } from 'react';
import type { LinkProvider } from '../link-mode.ts';
import { linkedProviderOf } from '../link-result.ts';

/**
 * Listens, while `frame` is open, for the link_result the embedded login posts (core.md 4): only
 * a message from that frame's window and our own origin counts.
 */
export function useLinkResult(frame: RefObject<HTMLIFrameElement>, open: boolean, onLinked: (provider: LinkProvider) => void): void {
  const onLinkedRef = useRef(onLinked);
  onLinkedRef.current = onLinked;
  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow ?? null;
      if (!source) return;
      const provider = linkedProviderOf(event, { origin: window.location.origin, source });
      if (provider) onLinkedRef.current(provider);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, open]);
}
