// Voter names as the House journal prints them (Open States MA 194th vote_people without a voter_id).
import { describe, expect, it } from 'vitest';
import { parseVoterName } from './roll-call-voters.js';

describe('voter names', () => {
  it('reads the presiding officer of each chamber', () => {
    expect(parseVoterName('Mr. Speaker', 'house')).toEqual({ presiding: true });
    expect(parseVoterName('Madam President', 'senate')).toEqual({ presiding: true });
    expect(parseVoterName('Mr. Speaker', 'senate')).toMatchObject({ presiding: false });
  });

  it('reads a surname, with the initial that tells namesakes apart, without the marks around it', () => {
    expect(parseVoterName('Garcia', 'house')).toEqual({ presiding: false, surname: 'garcia', initial: null });
    expect(parseVoterName('Gómez', 'house')).toEqual({ presiding: false, surname: 'gomez', initial: null });
    expect(parseVoterName('Silvia,', 'house')).toEqual({
      presiding: false,
      surname: 'silvia',
      initial: null,
    });
    expect(parseVoterName('Williams *', 'house')).toEqual({
      presiding: false,
      surname: 'williams',
      initial: null,
    });
    expect(parseVoterName('Fluker-Reid *', 'house')).toMatchObject({ surname: 'fluker-reid' });
    expect(parseVoterName('Moran J.', 'house')).toEqual({ presiding: false, surname: 'moran', initial: 'j' });
    expect(parseVoterName('Rogers, D. *', 'house')).toEqual({
      presiding: false,
      surname: 'rogers',
      initial: 'd',
    });
    expect(parseVoterName('Moran, F. *', 'house')).toEqual({
      presiding: false,
      surname: 'moran',
      initial: 'f',
    });
  });
});
