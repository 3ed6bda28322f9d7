// The malegislature.gov API paths the sync reads (MAPLE's client, codeforboston/maple
// functions/src/malegislature.ts, and the API's roll-call routes) and the General Court of a day.

/** General Court N sits from January of 1637 + 2N (session-names.ts): 2026 is in the 194th. */
export function generalCourtOn(day: string): number {
  return Math.floor((Number(day.slice(0, 4)) - 1637) / 2);
}

export function malegislaturePaths(court: number) {
  const courtPath = `/GeneralCourts/${court}`;
  return {
    documents: `${courtPath}/Documents`,
    document: (number: string) => `${courtPath}/Documents/${encodeURIComponent(number)}`,
    history: (number: string) =>
      `${courtPath}/Documents/${encodeURIComponent(number)}/DocumentHistoryActions`,
    rollCall: (branch: string, rollCallNumber: number) =>
      `${courtPath}/Branches/${encodeURIComponent(branch)}/RollCalls/${rollCallNumber}`,
    members: `${courtPath}/LegislativeMembers`,
    member: (code: string) => `${courtPath}/LegislativeMembers/${encodeURIComponent(code)}`,
    committees: `${courtPath}/Committees`,
    committee: (code: string) => `${courtPath}/Committees/${encodeURIComponent(code)}`,
    hearings: '/Hearings',
    hearing: (eventId: number) => `/Hearings/${eventId}`,
  };
}

/** Resource keys in sync_resources: what the sync has read, per General Court. */
export function malegislatureResources(court: number) {
  return {
    documentPrefix: `documents/${court}/`,
    document: (number: string) => `documents/${court}/${number}`,
    history: (number: string) => `histories/${court}/${number}`,
    rollCall: (branch: string, rollCallNumber: number) => `rollcalls/${court}/${branch}/${rollCallNumber}`,
    memberPrefix: `members/${court}/`,
    member: (code: string) => `members/${court}/${code.toUpperCase()}`,
    committeePrefix: `committees/${court}/`,
    committee: (code: string) => `committees/${court}/${code.toUpperCase()}`,
    hearing: (eventId: number) => `hearings/${eventId}`,
  };
}
