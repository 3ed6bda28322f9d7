// What happens to one bill while it is on the floor in the demo's live session: the steps a Massachusetts
// chamber takes with a bill it has on its calendar. Each step becomes one live floor action.
import type { Chamber } from '../db/types.js';

export interface FloorStep {
  abbreviation: string;
  realAction: string;
  floorNotes: string | null;
}

export type Random = () => number;

const chamberSize: Record<Chamber, number> = { house: 160, senate: 40 };
const member: Record<Chamber, string> = { house: 'Representative', senate: 'Senator' };

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A roll call whose tallies add up to the chamber's size, the way the clerk reads them out. */
function rollCall(chamber: Chamber, random: Random): string {
  const absent = Math.floor(random() * 6);
  const nays = Math.floor(random() * (chamberSize[chamber] / 4));
  const yeas = chamberSize[chamber] - absent - nays;
  return `yeas ${yeas} to nays ${nays}, ${absent} absent`;
}

/**
 * The steps for one bill: second reading, perhaps an amendment (adopted or rejected, sometimes on a roll
 * call), then third reading and engrossment. `sponsor` names the member who offers the amendment.
 */
export function floorScript(chamber: Chamber, sponsor: string, random: Random): FloorStep[] {
  const steps: FloorStep[] = [
    {
      abbreviation: 'ORD3',
      realAction: 'Read second time and ordered to a third reading',
      floorNotes: random() < 0.3 ? 'Taken up under suspension of the rules' : null,
    },
  ];
  if (random() < 0.6) {
    const number = 1 + Math.floor(random() * 12);
    steps.push({
      abbreviation: 'AMDO',
      realAction: `Amendment #${number} offered by ${member[chamber]} ${sponsor}`,
      floorNotes: 'Debate expected',
    });
    const adopted = random() < 0.55;
    const recorded = random() < 0.4;
    steps.push({
      abbreviation: adopted ? 'AMDA' : 'AMDR',
      realAction:
        `Amendment #${number} ${adopted ? 'adopted' : 'rejected'}` +
        (recorded ? ` by roll call, ${rollCall(chamber, random)}` : ''),
      floorNotes: recorded ? 'Roll call requested' : null,
    });
  }
  steps.push({
    abbreviation: 'ENG',
    realAction:
      random() < 0.3
        ? `Read third time and passed to be engrossed by roll call, ${rollCall(chamber, random)}`
        : 'Read third time and passed to be engrossed',
    floorNotes: pick(random, [null, null, 'Consent calendar', 'Sent to the other chamber forthwith']),
  });
  return steps;
}
