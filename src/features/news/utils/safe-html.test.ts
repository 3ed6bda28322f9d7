import { describe, expect, it } from 'vitest';
import { parseSafeHtml, webHref } from './safe-html';

describe('parseSafeHtml', () => {
  it('keeps paragraphs, emphasis, line breaks and web links', () => {
    expect(
      parseSafeHtml('<p>One <b>bold</b> <i>word</i><br>next</p><a href="https://example.org/a">link</a>'),
    ).toEqual([
      {
        kind: 'element',
        tag: 'p',
        children: [
          { kind: 'text', text: 'One ' },
          { kind: 'element', tag: 'strong', children: [{ kind: 'text', text: 'bold' }] },
          { kind: 'text', text: ' ' },
          { kind: 'element', tag: 'em', children: [{ kind: 'text', text: 'word' }] },
          { kind: 'element', tag: 'br', children: [] },
          { kind: 'text', text: 'next' },
        ],
      },
      { kind: 'link', href: 'https://example.org/a', children: [{ kind: 'text', text: 'link' }] },
    ]);
  });

  it('drops scripts, event handlers, unknown elements and non-web links, keeping only their text', () => {
    const nodes = parseSafeHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><div onclick="x()">kept</div>' +
        '<a href="javascript:alert(3)">text only</a><style>p{}</style><iframe src="https://evil"></iframe>',
    );
    expect(nodes).toEqual([
      { kind: 'text', text: 'kept' },
      { kind: 'text', text: 'text only' },
    ]);
  });

  it('shows escaped markup as the text it is', () => {
    expect(parseSafeHtml('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')).toEqual([
      { kind: 'text', text: '<script>alert("x")</script>' },
    ]);
  });
});

describe('webHref', () => {
  it('accepts http(s) only', () => {
    expect(webHref('https://example.org/x')).toBe('https://example.org/x');
    expect(webHref('http://example.org/')).toBe('http://example.org/');
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('data:text/html,hi')).toBeNull();
    expect(webHref('/relative')).toBeNull();
    expect(webHref(null)).toBeNull();
  });
});
