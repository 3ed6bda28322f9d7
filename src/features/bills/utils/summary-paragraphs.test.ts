import { describe, expect, it } from 'vitest';
import { summaryParagraphs } from './summary-paragraphs';

describe('summaryParagraphs', () => {
  it('turns paragraphs, list items and line breaks into separate paragraphs', () => {
    expect(
      summaryParagraphs(
        '<p>First <b>bold</b>\n  part.</p><ul><li>One</li><li>Two</li></ul>Tail<br>After break',
      ),
    ).toEqual(['First bold part.', 'One', 'Two', 'Tail', 'After break']);
  });

  it('keeps only text: scripts, styles and attributes never reach the page', () => {
    expect(
      summaryParagraphs(
        '<p onclick="alert(1)">Safe</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>',
      ),
    ).toEqual(['Safe']);
  });

  it('decodes entities and handles plain text', () => {
    expect(summaryParagraphs('Fees &amp; fines &lt;capped&gt;')).toEqual(['Fees & fines <capped>']);
    expect(summaryParagraphs('')).toEqual([]);
  });
});
