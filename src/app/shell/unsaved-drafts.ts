/**
 * Text typed into a form survives the reload into a new version: saved to sessionStorage (this tab only)
 * right before the reload and put back into the same fields when they appear again. Passwords are never
 * saved; only fields inside the main content are.
 */
const DRAFTS_KEY = 'statehouse.update-drafts';
/** Screens load their code and data after a reload; fields that have not appeared by then are let go. */
const RESTORE_WINDOW_MS = 15_000;
const FIELDS =
  'main input:not([type=password]):not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), main textarea';

type Field = HTMLInputElement | HTMLTextAreaElement;

interface Draft {
  path: string;
  key: string;
  value: string;
}

/** The same field after a reload: its label (or name), and which of the fields with that label it is. */
function fieldKeys(fields: Field[]): string[] {
  const seen = new Map<string, number>();
  return fields.map((field) => {
    const label = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.name;
    const index = seen.get(label) ?? 0;
    seen.set(label, index + 1);
    return `${label}#${index}`;
  });
}

const fieldsOnPage = () => [...document.querySelectorAll<Field>(FIELDS)];

export function saveDrafts(): void {
  const fields = fieldsOnPage();
  const keys = fieldKeys(fields);
  const drafts: Draft[] = fields.flatMap((field, index) =>
    field.value === '' ? [] : [{ path: location.pathname, key: keys[index] ?? '', value: field.value }],
  );
  try {
    if (drafts.length > 0) sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // storage full or blocked: the reload goes ahead; the text is lost as it would have been anyway
  }
}

/** Sets a value the way typing does, so React's controlled inputs take it. */
function typeInto(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Drafts are saved only right before a reload, so a page opened any other way has none, and does not
 * read sessionStorage at all: a page's first use of it waits for the browser to hand the tab's storage
 * over (a synchronous round trip to the browser process, up to ~30 ms on a busy phone, in the tasks right
 * after the first paint: issue 20).
 */
function openedByReload(): boolean {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation === undefined || navigation.type === 'reload';
}

function readDrafts(): Draft[] {
  if (!openedByReload()) return [];
  try {
    const stored = sessionStorage.getItem(DRAFTS_KEY);
    sessionStorage.removeItem(DRAFTS_KEY);
    return stored ? (JSON.parse(stored) as Draft[]) : [];
  } catch {
    return [];
  }
}

/** Call once at start-up; returns a cleanup. Each draft fills its field once, and only an empty field. */
export function restoreDrafts(): () => void {
  let pending = readDrafts().filter((draft) => draft.path === location.pathname);
  if (pending.length === 0) return () => {};
  const fill = () => {
    const fields = fieldsOnPage();
    const keys = fieldKeys(fields);
    pending = pending.filter((draft) => {
      const field = fields[keys.indexOf(draft.key)];
      if (!field) return true;
      if (field.value === '') typeInto(field, draft.value);
      return false;
    });
    if (pending.length === 0) stop();
  };
  const observer = new MutationObserver(fill);
  const timer = setTimeout(() => stop(), RESTORE_WINDOW_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  fill();
  return stop;
}
