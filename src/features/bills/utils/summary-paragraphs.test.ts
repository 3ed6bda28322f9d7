import { describe, expect, it } from 'vitest';
import { summaryParagraphs } from './summary-paragraphs';

/** What a paragraph reads as once the page's HTML parser has it. */
function asText(paragraph: string): string {
  const element = document.createElement('p');
  element.innerHTML = paragraph;
  expect(element.children).toHaveLength(0); // text only, never an element
  return element.textContent ?? '';
}

describe('summaryParagraphs', () => {
  it('turns paragraphs, list items and line breaks into separate paragraphs', () => {
    expect(
      summaryParagraphs(
        '<p>First <b>bold</b>\n  part.</p><ul><li>One</li><li>Two</li></ul>Tail<br>After break<BR/>Upper',
      ),
    ).toEqual(['First bold part.', 'One', 'Two', 'Tail', 'After break', 'Upper']);
  });

  it('keeps only text: scripts, styles, comments and attributes never reach the page', () => {
    const paragraphs = summaryParagraphs(
      '<p onclick="alert(1)">Safe</p><script>alert("<p>x</p>")</script><style>p{}</style>' +
        '<!-- <p>note</p> --><img src=x onerror=alert(1)><p title="a>b">Also <i>safe</i></p>',
    );
    expect(paragraphs).toEqual(['Safe', 'Also safe']);
  });

  it('leaves entities for the page to decode, and escapes what would start markup', () => {
    const paragraphs = summaryParagraphs('Fees &amp; fines &lt;capped&gt; at 5 &sect; 3 & 4 < 5');
    expect(paragraphs).toEqual(['Fees &amp; fines &lt;capped&gt; at 5 &sect; 3 &amp; 4 &lt; 5']);
    expect(paragraphs.map(asText)).toEqual(['Fees & fines <capped> at 5 § 3 & 4 < 5']);
  });

  it('reads no-break spaces as spaces and drops empty paragraphs', () => {
    expect(summaryParagraphs('<p>&nbsp;</p><p>A&nbsp;&nbsp;B</p><p> </p>')).toEqual(['A B']);
    expect(summaryParagraphs('')).toEqual([]);
  });
});
