import { describe, expect, it } from 'vitest';
import {
  committeeFromFile,
  personFromFile,
  publishedCommitteeName,
  type PeopleFolder,
} from './openstates-people-parse.js';

const MA = 'ocd-jurisdiction/country:us/state:ma/government';
const TODAY = '2026-08-05';
const legislatorIn = (folder: PeopleFolder, person: object, stateCode = 'ma') =>
  personFromFile(person, 'p.yml', { folder, stateCode, today: TODAY })?.legislator ?? null;

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
    expect(legislatorIn('legislature', person)).toMatchObject({
      chamber: 'senate',
      short_full_name: 'Sen. Dylan Fernandes',
      district: 'Plymouth and Barnstable',
      phone: '617-722-1330',
      active: 1,
    });
    const retired = { ...person, roles: person.roles.slice(1) };
    expect(legislatorIn('retired', retired)).toMatchObject({
      chamber: 'house',
      short_full_name: 'Rep. Dylan Fernandes',
      active: 0,
    });
    const salem = 'ocd-jurisdiction/country:us/state:ma/place:salem/government';
    expect(
      legislatorIn('retired', { ...person, roles: [{ type: 'mayor', jurisdiction: salem }] }),
    ).toBeNull();
  });

  const dizoglio = {
    id: 'ocd-person/ec37a070',
    name: 'Diana DiZoglio',
    roles: [
      {
        start_date: '2013-01-01',
        end_date: '2018-12-31',
        type: 'lower',
        jurisdiction: MA,
        district: '14th Essex',
      },
      {
        start_date: '2019-01-01',
        end_date: '2023-01-04',
        type: 'upper',
        jurisdiction: MA,
        district: 'First Essex',
      },
      { end_date: '2027-01-06', type: 'auditor', jurisdiction: MA },
    ],
    extras: { 'member code': 'D_D0' },
  };

  it("keeps an official's whole role history and names her by the office she holds", () => {
    const record = personFromFile(dizoglio, 'p.yml', { folder: 'executive', stateCode: 'ma', today: TODAY });
    expect(record?.legislator).toMatchObject({
      chamber: 'executive',
      short_full_name: 'Auditor Diana DiZoglio',
      district: null,
      active: 1,
      member_code: 'D_D0',
    });
    expect(record?.roles.map((role) => [role.role_type, role.chamber, role.title, role.end_date])).toEqual([
      ['lower', 'house', 'Rep.', '2018-12-31'],
      ['upper', 'senate', 'Sen.', '2023-01-04'],
      ['auditor', 'executive', 'Auditor', '2027-01-06'],
    ]);
  });

  it('reads a former official as inactive, and titles offices as the state does', () => {
    const parson = {
      id: 'ocd-person/4904',
      name: 'Mike Parson',
      roles: [{ start_date: '2018-06-01', end_date: '2025-01-01', type: 'governor' }],
    };
    expect(legislatorIn('executive', parson, 'mo')).toMatchObject({
      chamber: 'executive',
      short_full_name: 'Gov. Mike Parson',
      active: 0,
    });
    const galvin = {
      id: 'ocd-person/ead7',
      name: 'William Galvin',
      roles: [{ type: 'chief election officer' }],
    };
    expect(legislatorIn('executive', galvin)?.short_full_name).toBe(
      'Secretary of the Commonwealth William Galvin',
    );
    const ashcroft = { id: 'ocd-person/fb5f', name: 'Jay Ashcroft', roles: [{ type: 'secretary of state' }] };
    expect(legislatorIn('executive', ashcroft, 'mo')?.short_full_name).toBe(
      'Secretary of State Jay Ashcroft',
    );
    const driscoll = {
      id: 'ocd-person/e440',
      name: 'Kim Driscoll',
      roles: [{ type: 'lt_governor', end_date: '2027-01-02' }],
    };
    expect(legislatorIn('executive', driscoll)?.short_full_name).toBe('Lt. Gov. Kim Driscoll');
  });

  it('leaves out roles in another state', () => {
    const moved = {
      id: 'ocd-person/2',
      name: 'Pat Roe',
      roles: [{ type: 'lower', jurisdiction: 'ocd-jurisdiction/country:us/state:nh/government' }],
    };
    expect(legislatorIn('retired', moved)).toBeNull();
  });
});
