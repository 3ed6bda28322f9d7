// Hearing actions as the MAPLE file writes them, and what a bill's history leaves it on.
import { describe, expect, it } from 'vitest';
import { committeeNameKey } from './committee-names.js';
import { hearingEventOf, referredCommitteeOf } from './hearing-actions.js';
import { hearingsOfBill } from './maple-hearings.js';

const act = (text: string, branch: string | null = 'Joint') => ({ text, branch });

describe('hearing actions', () => {
  it('reads every wording of the file', () => {
    expect(hearingEventOf('Hearing scheduled for 10/27/2021 from 01:00 PM-05:00 PM in A-2')).toEqual({
      kind: 'scheduled',
      date: '2021-10-27',
      time: '01:00 PM',
      location: 'A-2',
    });
    expect(
      hearingEventOf('Hearing rescheduled to 11/04/2021 from 10:00 AM-01:00 PM in Virtual Hearing'),
    ).toEqual({
      kind: 'moved',
      date: '2021-11-04',
      time: '10:00 AM',
      location: 'Virtual Hearing',
    });
    expect(
      hearingEventOf(
        'Location Changed - Hearing scheduled for 07/20/2021 from 01:00 PM-05:00 PM in Virtual Hearing',
      ),
    ).toMatchObject({ kind: 'moved', date: '2021-07-20' });
    expect(hearingEventOf('Hearing canceled – new hearing TBD')).toEqual({ kind: 'cancelled' });
    expect(
      hearingEventOf(
        'Hearing scheduled from 03/4/2021 @ 4:00 PM until 03/08/2021 @ 10:00 AM in Written Testimony Only',
      ),
    ).toEqual({
      kind: 'scheduled',
      date: '2021-03-04',
      time: '04:00 PM',
      location: 'Written Testimony Only',
    });
    expect(hearingEventOf('Hearing date changed to 12/01/2021 from 11:00 AM-01:00 PM in B-1')).toMatchObject({
      kind: 'moved',
      date: '2021-12-01',
    });
    expect(hearingEventOf('Reporting date extended to Friday May 13, 2022')).toBeNull();
  });

  it('reads the committee of the last referral in an action', () => {
    expect(referredCommitteeOf('Referred to the committee on The Judiciary')).toBe('The Judiciary');
    expect(
      referredCommitteeOf(
        'Reported, referred to the committee on Joint Rules, reported, rules suspended and referred to the committee on Public Service',
      ),
    ).toBe('Public Service');
    expect(
      referredCommitteeOf('Referred to the committee on House Ways and Means with the amendment pending'),
    ).toBe('House Ways and Means');
    expect(
      referredCommitteeOf('Refererd to the committee on Bonding, Capital Expenditures and State Assets'),
    ).toBe('Bonding, Capital Expenditures and State Assets');
    expect(referredCommitteeOf('Senate concurred')).toBeNull();
  });

  it('keys committee names apart from case, accents and a leading "the"', () => {
    expect(committeeNameKey('The Judiciary')).toBe(committeeNameKey('Judiciary'));
    expect(committeeNameKey('Advanced Information Technology, the Internet and Cybersecurity')).toBe(
      'advanced information technology the internet and cybersecurity',
    );
  });
});

describe("a bill's hearings", () => {
  it('moves a bill on a reschedule, takes it off on a cancellation and counts a repeated notice once', () => {
    const hearings = hearingsOfBill([
      act('Referred to the committee on Veterans and Federal Affairs', 'House'),
      act('Hearing scheduled for 09/07/2021 from 11:00 AM-03:00 PM in A-2'),
      act('Hearing canceled – new hearing TBD'),
      act('Hearing scheduled for 09/07/2021 from 11:00 AM-03:00 PM in Virtual Hearing'),
      act('Hearing scheduled for 09/07/2021 from 11:00 AM-03:00 PM in Virtual Hearing'),
      act('Referred to the committee on Senate Ways and Means', 'Senate'),
      act('Hearing scheduled for 03/01/2022 from 10:00 AM-12:00 PM in Virtual Hearing'),
      act('Hearing rescheduled to 03/08/2022 from 10:00 AM-12:00 PM in Virtual Hearing'),
    ]);
    expect(hearings).toEqual([
      {
        committee: { name: 'Veterans and Federal Affairs', branch: 'House' },
        date: '2021-09-07',
        time: '11:00 AM',
        location: 'Virtual Hearing',
      },
      {
        committee: { name: 'Senate Ways and Means', branch: 'Senate' },
        date: '2022-03-08',
        time: '10:00 AM',
        location: 'Virtual Hearing',
      },
    ]);
  });

  it('keeps a hearing the history gives no committee for', () => {
    expect(
      hearingsOfBill([act('Hearing scheduled for 07/06/2021 from 12:00 PM-05:00 PM in Virtual Hearing')]),
    ).toEqual([{ committee: null, date: '2021-07-06', time: '12:00 PM', location: 'Virtual Hearing' }]);
  });
});
