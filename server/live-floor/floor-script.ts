// What happens to one bill while it is on the floor in the demo's live session: the steps a Massachusetts
// chamber takes with a bill it has on its calendar, in the demo generator's wording (seed/bill-history.ts).
// Each step becomes one action of the bill's history.
import type { Chamber } from '../db/types.js';

export interface FloorStep {
  abbreviation: string;
  realAction: string;
  /** The short status the step leaves the bill in (bills.status, as seed/bill-actions.ts words them). */
  status: string;
  /** The stage the bill reaches (bills.progress), when the step moves it on. */
  progress?: 'Passed one chamber' | 'Passed both';
}

export type Random = () => number;

const chamberSize: Record<Chamber, number> = { house: 160, senate: 40 };
const member: Record<Chamber, string> = { house: 'Representative', senate: 'Senator' };

/** A roll call whose tallies add up to the chamber's size, the way the clerk reads them out. */
function rollCall(chamber: Chamber, random: Random): string {
  const absent = Math.floor(random() * 6);
  const nays = Math.floor(random() * (chamberSize[chamber] / 4));
  const yeas = chamberSize[chamber] - absent - nays;
  return `yeas ${yeas} to nays ${nays}, ${absent} absent`;
}

/**
 * The steps for one bill: second reading, perhaps an amendment (adopted or rejected, sometimes on a roll
 * call), then third reading and engrossment. `sponsor` names the member who offers the amendment;
 * `inConcurrence` is a bill the other chamber has passed, which this engrossment passes in both.
 */
export function floorScript(
  chamber: Chamber,
  sponsor: string,
  inConcurrence: boolean,
  random: Random,
): FloorStep[] {
  const steps: FloorStep[] = [
    {
      abbreviation: 'ORD3',
      realAction: 'Read second and ordered to a third reading',
      status: 'Ordered to a third reading',
    },
  ];
  if (random() < 0.6) {
    const number = 1 + Math.floor(random() * 12);
    steps.push({
      abbreviation: 'AMDO',
      realAction: `Amendment #${number} offered by ${member[chamber]} ${sponsor}`,
      status: 'Amendment offered',
    });
    const adopted = random() < 0.55;
    const recorded = random() < 0.4;
    steps.push({
      abbreviation: adopted ? 'AMDA' : 'AMDR',
      realAction:
        `Amendment #${number} ${adopted ? 'adopted' : 'rejected'}` +
        (recorded ? ` by roll call, ${rollCall(chamber, random)}` : ''),
      status: adopted ? 'Amendment adopted' : 'Amendment rejected',
    });
  }
  const engrossed = `Read third and passed to be engrossed${inConcurrence ? ', in concurrence' : ''}`;
  steps.push({
    abbreviation: 'ENG',
    realAction: random() < 0.3 ? `${engrossed}, by roll call, ${rollCall(chamber, random)}` : engrossed,
    status: 'Passed to be engrossed',
    progress: inConcurrence ? 'Passed both' : 'Passed one chamber',
  });
  return steps;
}
