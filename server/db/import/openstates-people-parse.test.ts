import { describe, expect, it } from 'vitest';
import {
  committeeFromFile,
  legislatorFromPerson,
  publishedCommitteeName,
} from './openstates-people-parse.js';

describe('Open States people mapping', () => {
  it('names committees in the published form', () => {
    expect(publishedCommitteeName('Agriculture and Fisheries', 'joint')).toBe(
      'Joint Committee on Agriculture and Fisheries',
    );
    expect(publishedCommitteeName('Rules', 'house')).toBe('House Committee on Rules');
    expect(publishedCommitteeName('Ways and Means', 'senate')).toBe('Senate Committee on Ways and Means');
    expect(publishedCommitteeName('Select Committee on Government Modernization', 'senate')).toBe(
      'Select Committee on Government Modernization',
    );
  });

  it('classifies special and sub-committees', () => {
    const committee = (name: string, extra: object = {}) =>
      committeeFromFile(
        { id: 'ocd-organization/x', name, chamber: 'legislature', classification: 'committee', ...extra },
        'c.yml',
      );
    expect(committee('Revenue').kind).toBe('standing');
    expect(committee('Initiative Petitions Special').kind).toBe('special');
    expect(committee('Revenue', { parent: 'ocd-organization/y' }).kind).toBe('special');
    expect(() => committee('Revenue', { chamber: 'both' })).toThrow(/chamber 'both' is not one of/);
  });

  it('describes a legislator by the latest House or Senate role', () => {
    const person = {
      id: 'ocd-person/1',
      name: 'Dylan Fernandes',
      party: [{ name: 'Democratic' }],
      roles: [
        { type: 'upper', district: 'Plymouth and Barnstable', start_date: '2025-01-01' },
        {
          type: 'lower',
          district: 'Barnstable, Dukes and Nantucket',
          start_date: '2017-01-04',
          end_date: '2025-01-01',
        },
      ],
      offices: [
        { classification: 'district', voice: '508-000-0000' },
        { classification: 'capitol', address: 'Room 519, State House', voice: '617-722-1330' },
      ],
    };
    expect(legislatorFromPerson(person, 'p.yml', true)).toMatchObject({
      chamber: 'senate',
      short_full_name: 'Sen. Dylan Fernandes',
      district: 'Plymouth and Barnstable',
      phone: '617-722-1330',
      active: 1,
    });
    const retired = { ...person, roles: person.roles.slice(1) };
    expect(legislatorFromPerson(retired, 'p.yml', false)).toMatchObject({
      chamber: 'house',
      short_full_name: 'Rep. Dylan Fernandes',
      active: 0,
    });
    expect(legislatorFromPerson({ ...person, roles: [{ type: 'mayor' }] }, 'p.yml', false)).toBeNull();
  });
});
