import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps formatting tags without their attributes', () => {
    expect(sanitizeHtml('<p class="x" onclick="alert(1)">A <b>bold</b> <EM>move</EM><br/>next</p>')).toBe(
      '<p>A <b>bold</b> <em>move</em><br>next</p>',
    );
    expect(sanitizeHtml('<ul><li>One</li><li>Two</li></ul>')).toBe('<ul><li>One</li><li>Two</li></ul>');
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeHtml('<p>Safe</p><script>alert("<p>x</p>")</script><style>p{}</style><iframe src=x></iframe>'),
    ).toBe('<p>Safe</p>');
    expect(sanitizeHtml('<p>cut</p><script>never closed')).toBe('<p>cut</p>');
  });

  it('removes links and images but keeps the words', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Read</a> <img src=x onerror=alert(1)>more')).toBe(
      'Read more',
    );
    expect(sanitizeHtml('<div title="a>b">Text</div><!-- note --><!DOCTYPE html>')).toBe('Text');
  });

  it('escapes stray markup characters and keeps valid entities', () => {
    expect(sanitizeHtml('Fees &amp; fines < 5 > 3 & "quoted"')).toBe(
      'Fees &amp; fines &lt; 5 &gt; 3 &amp; &quot;quoted&quot;',
    );
    expect(sanitizeHtml('<p>x < y</p>')).toBe('<p>x &lt; y</p>');
    expect(sanitizeHtml('')).toBe('');
  });
});
