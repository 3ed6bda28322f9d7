// District names in the Massachusetts style: House districts are numbered within a county
// ('7th Hampden'), Senate districts are spelled out ('Second Middlesex'). 160 and 40, as in the General Court.

// Seats per county, chosen so the total is 159; the Cape's islands district makes 160.
// prettier-ignore
const HOUSE_SEATS_BY_COUNTY: readonly (readonly [string, number])[] = [
  ['Barnstable', 5], ['Berkshire', 3], ['Bristol', 14], ['Essex', 18], ['Franklin', 2], ['Hampden', 12],
  ['Hampshire', 3], ['Middlesex', 37], ['Norfolk', 15], ['Plymouth', 12], ['Suffolk', 19], ['Worcester', 19],
];

function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export const HOUSE_DISTRICTS: readonly string[] = [
  ...HOUSE_SEATS_BY_COUNTY.flatMap(([county, seats]) =>
    Array.from({ length: seats }, (_, i) => `${ordinal(i + 1)} ${county}`),
  ),
  'Barnstable, Dukes and Nantucket',
];

// prettier-ignore
export const SENATE_DISTRICTS: readonly string[] = [
  'Berkshire, Hampden, Franklin and Hampshire', 'Bristol and Norfolk', 'First Bristol and Plymouth',
  'Second Bristol and Plymouth', 'Third Bristol and Plymouth', 'Cape and Islands', 'First Essex',
  'Second Essex', 'Third Essex', 'First Essex and Middlesex', 'Second Essex and Middlesex', 'Hampden',
  'Hampden and Hampshire', 'Hampden, Hampshire and Worcester', 'Hampshire, Franklin and Worcester',
  'First Middlesex', 'Second Middlesex', 'Third Middlesex', 'Fourth Middlesex', 'Fifth Middlesex',
  'Middlesex and Norfolk', 'Middlesex and Suffolk', 'Middlesex and Worcester', 'Norfolk and Middlesex',
  'Norfolk and Plymouth', 'Norfolk and Suffolk', 'Norfolk, Plymouth and Bristol', 'Norfolk, Worcester and Middlesex',
  'Plymouth and Barnstable', 'Plymouth and Norfolk', 'Second Plymouth and Norfolk', 'First Suffolk',
  'Second Suffolk', 'Third Suffolk', 'Suffolk and Middlesex', 'First Worcester', 'Second Worcester',
  'Worcester and Hampden', 'Worcester and Hampshire', 'Worcester and Middlesex',
];
