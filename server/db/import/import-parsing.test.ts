import { describe, expect, it } from 'vitest';
import { parseBillIdentifier } from './bill-identifiers.js';
import { parsePythonList } from './bulk-csv-bills.js';
import { abstractToHtml } from './write-abstracts-subjects.js';
import { legislatureDay } from './legislature-dates.js';
import { nameKey } from './legislator-matcher.js';

describe('bulk CSV field parsing', () => {
  it('reads Python list literals', () => {
    expect(parsePythonList('[]')).toEqual([]);
    expect(parsePythonList("['proposed bill']")).toEqual(['proposed bill']);
    expect(parsePythonList(`['Taxes', "Children's health"]`)).toEqual(['Taxes', "Children's health"]);
  });

  it('turns abstracts into escaped HTML paragraphs', () => {
    expect(abstractToHtml('Relative to <b> & co.\n\nSecond  part')).toBe(
      '<p>Relative to &lt;b&gt; &amp; co.</p><p>Second part</p>',
    );
  });

  it('splits bill identifiers of every source', () => {
    expect(parseBillIdentifier('HD 2770')).toEqual({
      bill_type: 'HD',
      bill_number: 2770,
      bill_type_number: 'HD 2770',
    });
    expect(parseBillIdentifier('s2729')).toMatchObject({ bill_type: 'S', bill_number: 2729 });
    expect(parseBillIdentifier('H. 57')).toMatchObject({ bill_type: 'H', bill_number: 57 });
    expect(parseBillIdentifier('Order 5a')).toBeNull();
  });

  it('dates instants on the Boston calendar', () => {
    expect(legislatureDay('2021-03-30T03:59:59.000Z')).toBe('2021-03-29');
    expect(legislatureDay('2025-02-06T19:35:00+00:00')).toBe('2025-02-06');
    expect(legislatureDay('yesterday')).toBeNull();
  });

  it('reduces names to first and last word for sponsor matching', () => {
    expect(nameKey('William J. Driscoll, Jr.')).toBe('william driscoll');
    expect(nameKey('Carlos González')).toBe('carlos gonzalez');
    expect(nameKey('Hogan')).toBeNull();
  });
});
