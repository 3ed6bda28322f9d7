import { Card, Title } from '@mantine/core';
import {
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

export interface DeferredWidgetProps {
  /** The widget's title, shown (as the same heading) while it waits. */
  title: string;
  /** Room kept for the widget, so nothing below jumps when it renders. @default 520 */
  minHeight?: number;
  children: ReactNode;
}

const noSubscription = () => () => {};
const hasIntersectionObserver = () => typeof IntersectionObserver !== 'undefined';

/** How far below the screen a widget starts rendering, so it is ready by the time it scrolls in. */
const RENDER_AHEAD = '300px 0px';

/**
 * A dashboard widget rendered only once it comes near the screen. Rendering all fifteen widgets in the
 * first frame kept a phone's main thread busy for seconds (issue 8: Lighthouse TBT); the ones below the
 * fold now wait, each behind a card of the same heading and height.
 */
export function DeferredWidget({ title, minHeight = 520, children }: DeferredWidgetProps) {
  const [near, setNear] = useState(false);
  // Without IntersectionObserver (old browsers, jsdom) there is no way to wait: render at once. The server
  // says it can wait, so a server-rendered page hydrates its placeholders as they were sent.
  const canWait = useSyncExternalStore(noSubscription, hasIntersectionObserver, () => true);
  const placeholder = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const node = placeholder.current;
    if (near || !canWait || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A transition: scrolling and taps stay responsive while the widget renders.
        startTransition(() => setNear(true));
      },
      { rootMargin: RENDER_AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, canWait]);

  if (near || !canWait) return children;
  return (
    <Card
      ref={placeholder}
      component="section"
      aria-labelledby={titleId}
      aria-busy
      withBorder
      padding="md"
      radius="md"
      style={{ minHeight }}
    >
      <Title order={2} size="h4" id={titleId} py={12}>
        {title}
      </Title>
    </Card>
  );
}
