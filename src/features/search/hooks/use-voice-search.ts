import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4 voice search states; `blocked` is an error the user must fix in the browser (not-allowed). */
export type VoiceSearchStatus = 'unsupported' | 'idle' | 'listening' | 'blocked' | 'error';

// The Web Speech API's recognition object, as much of it as we use (TypeScript's DOM types lack it).
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult:
    | ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const speech = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/**
 * Whether the browser recognises speech, read from the first search box's mounting on, in a task of its
 * own and as a transition; later boxes read it at once. The server cannot know, so a server-rendered page
 * says 'unsupported' until then. Read during hydration, the browser's answer differed from the server's
 * and made React render the search box again synchronously among the hydration's effects; read in a
 * timer through useSyncExternalStore (whose updates are always synchronous), its render still took every
 * update pending at that moment into one long task on the bill search (issue 20). A transition's render
 * yields to the browser every few milliseconds instead.
 */
let readable = false;
const readRecognition = () => (readable ? recognitionConstructor() : undefined);

function useRecognitionSupport(): RecognitionConstructor | undefined {
  const [Recognition, setRecognition] = useState(readRecognition);
  useEffect(() => {
    if (readable) return;
    const timer = setTimeout(() => {
      readable = true;
      // A function state would be called as an updater: the constructor is wrapped.
      startTransition(() => setRecognition(() => recognitionConstructor()));
    });
    return () => clearTimeout(timer);
  }, []);
  return Recognition;
}

const BLOCKED_ERRORS = new Set(['not-allowed', 'service-not-allowed']);

/**
 * Voice search with the Web Speech API. `onTranscript` gets what was heard so far and, last, the final
 * text. The microphone permission is watched, so a denied one disables the button before any attempt.
 */
export function useVoiceSearch(onTranscript: (text: string, isFinal: boolean) => void) {
  const Recognition = useRecognitionSupport();
  const [ownStatus, setStatus] = useState<Exclude<VoiceSearchStatus, 'unsupported'>>('idle');
  const status: VoiceSearchStatus = Recognition ? ownStatus : 'unsupported';
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const transcriptHandler = useRef(onTranscript);
  useEffect(() => {
    transcriptHandler.current = onTranscript;
  });

  useEffect(() => {
    if (!Recognition || !navigator.permissions?.query) return;
    let permission: PermissionStatus | undefined;
    const apply = () =>
      setStatus((current) =>
        permission?.state === 'denied' ? 'blocked' : current === 'blocked' ? 'idle' : current,
      );
    navigator.permissions
      .query({ name: 'microphone' as PermissionName })
      .then((result) => {
        permission = result;
        apply();
        result.onchange = apply;
      })
      // Browsers that cannot query the microphone permission find out when the user tries.
      .catch(() => {});
    return () => {
      if (permission) permission.onchange = null;
    };
  }, [Recognition]);

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    if (!Recognition) return;
    const current = new Recognition();
    current.lang = document.documentElement.lang || 'en-US';
    current.interimResults = true;
    current.continuous = false;
    current.onresult = (event) => {
      const results = Array.from(event.results);
      const text = results.map((result) => result[0]?.transcript ?? '').join('');
      transcriptHandler.current(text, results.at(-1)?.isFinal ?? false);
    };
    current.onerror = (event) => {
      if (event.error === 'aborted') return;
      setErrorCode(event.error);
      setStatus(BLOCKED_ERRORS.has(event.error) ? 'blocked' : 'error');
    };
    current.onend = () => setStatus((now) => (now === 'listening' ? 'idle' : now));
    recognition.current?.abort();
    recognition.current = current;
    setErrorCode(null);
    setStatus('listening');
    try {
      current.start();
    } catch {
      setErrorCode('start-failed');
      setStatus('error');
    }
  }, [Recognition]);

  const stop = useCallback(() => recognition.current?.stop(), []);
  return { status, errorCode, start, stop };
}
