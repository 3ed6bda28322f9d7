// Name lists for fictitious people and places. People are invented from common given and family names;
// municipalities are real Massachusetts places, because districts and local bills name them.

// prettier-ignore
export const GIVEN_NAMES = [
  'Aaron', 'Adrian', 'Alicia', 'Amanda', 'Ana', 'Andrea', 'Angela', 'Anthony', 'Antonio', 'Barbara', 'Benjamin',
  'Brendan', 'Brian', 'Bruce', 'Carlos', 'Carmen', 'Carol', 'Catherine', 'Christine', 'Christopher', 'Claire',
  'Colleen', 'Daniel', 'David', 'Deborah', 'Denise', 'Diana', 'Dennis', 'Donald', 'Dylan', 'Edward', 'Eileen',
  'Elena', 'Elizabeth', 'Emily', 'Eric', 'Erin', 'Francis', 'Gabriel', 'Gerald', 'Grace', 'Hannah', 'Harold',
  'Isabel', 'Jacob', 'James', 'Janet', 'Jason', 'Jennifer', 'Jessica', 'Joanne', 'John', 'Jonathan', 'Joseph',
  'Joshua', 'Julia', 'Julian', 'Karen', 'Katherine', 'Kathleen', 'Kenneth', 'Kevin', 'Laura', 'Lauren', 'Linda',
  'Lisa', 'Lucia', 'Manuel', 'Margaret', 'Maria', 'Mark', 'Martha', 'Matthew', 'Maureen', 'Melissa', 'Michael',
  'Michelle', 'Miguel', 'Monica', 'Nancy', 'Natalie', 'Nicholas', 'Nicole', 'Olivia', 'Patricia', 'Patrick',
  'Paul', 'Peter', 'Priya', 'Rachel', 'Raymond', 'Rebecca', 'Richard', 'Robert', 'Rosa', 'Ruth', 'Ryan',
  'Samantha', 'Samuel', 'Sandra', 'Sarah', 'Sean', 'Sharon', 'Sofia', 'Stephen', 'Susan', 'Teresa', 'Thomas',
  'Timothy', 'Victoria', 'Vincent', 'Walter', 'William', 'Yvonne',
];

// prettier-ignore
export const FAMILY_NAMES = [
  'Abreu', 'Ahern', 'Alvarez', 'Amato', 'Baptiste', 'Barrett', 'Bell', 'Bennett', 'Bishop', 'Boyle', 'Brady',
  'Brennan', 'Brooks', 'Burke', 'Callahan', 'Campbell', 'Cardoso', 'Carey', 'Carroll', 'Castro', 'Chen',
  'Coleman', 'Collins', 'Connolly', 'Costa', 'Coughlin', 'Cronin', 'Cullen', 'Cunha', 'Curran', 'Daley',
  'Delaney', 'DeLuca', 'Desmond', 'Dias', 'Dolan', 'Donahue', 'Donovan', 'Doyle', 'Driscoll', 'Duarte', 'Dunn',
  'Ellis', 'Farrell', 'Fernandes', 'Finnegan', 'Fitzgerald', 'Flaherty', 'Flynn', 'Foley', 'Fontaine',
  'Garcia', 'Gallagher', 'Gomes', 'Gonzalez', 'Gordon', 'Grady', 'Greene', 'Griffin', 'Hanlon',
  'Harrington', 'Hayes', 'Hennessey', 'Hernandez', 'Higgins', 'Hogan', 'Hughes', 'Jackson', 'Jenkins',
  'Kane', 'Keane', 'Kelleher', 'Kerrigan', 'Kim', 'Lafferty', 'Lambert', 'Larkin',
  'Leblanc', 'Lee', 'Leone', 'Lima', 'Lombardi', 'Lopez', 'Madden', 'Maguire', 'Mahoney', 'Malone',
  'Marino', 'Martins', 'McCarthy', 'McDonough', 'McGee', 'McKenna', 'Medeiros', 'Mendes', 'Merrill', 'Moran',
  'Moreau', 'Morris', 'Mulligan', 'Murphy', 'Nguyen', 'Nolan', "O'Brien", "O'Connell", "O'Day", "O'Neil",
  'Ortiz', 'Patel', 'Pereira', 'Perry', 'Phelan', 'Pimentel', 'Powers', 'Quinlan', 'Quinn', 'Ramos',
  'Reardon', 'Reilly', 'Rivera', 'Rocha', 'Rodrigues', 'Romano', 'Rooney', 'Russo', 'Ryan', 'Santos',
  'Scanlon', 'Shea', 'Silva', 'Souza', 'Stanton', 'Sullivan', 'Sweeney', 'Tavares', 'Thibodeau', 'Torres',
  'Tran', 'Tully', 'Vargas', 'Vieira', 'Walsh', 'Ward', 'Whelan', 'Whitman', 'Williams', 'Wong', 'Young',
];

export interface Municipality {
  name: string;
  kind: 'town' | 'city';
}

// prettier-ignore
const CITIES = ['Boston', 'Brockton', 'Cambridge', 'Chelsea', 'Fall River', 'Fitchburg', 'Framingham',
  'Gloucester', 'Haverhill', 'Holyoke', 'Lawrence', 'Lowell', 'Lynn', 'Malden', 'Medford', 'New Bedford',
  'Newton', 'Pittsfield', 'Quincy', 'Revere', 'Salem', 'Somerville', 'Springfield', 'Taunton', 'Worcester'];
// prettier-ignore
const TOWNS = ['Acton', 'Amherst', 'Arlington', 'Barnstable', 'Bedford', 'Belchertown', 'Braintree',
  'Brookline', 'Canton', 'Chatham', 'Dartmouth', 'Dedham', 'Falmouth', 'Foxborough', 'Hingham', 'Ipswich',
  'Lenox', 'Lexington', 'Marshfield', 'Natick', 'Needham', 'Orange', 'Plymouth', 'Rockport', 'Sandwich',
  'Shrewsbury', 'Stoughton', 'Sturbridge', 'Sudbury', 'Wareham', 'Wellfleet', 'Westford', 'Williamstown'];

export const MUNICIPALITIES: readonly Municipality[] = [
  ...CITIES.map((name) => ({ name, kind: 'city' as const })),
  ...TOWNS.map((name) => ({ name, kind: 'town' as const })),
];

/** Organisations that testify and are quoted; invented, so nothing is attributed to a real group. */
// prettier-ignore
export const ORGANISATIONS = [
  'Commonwealth Policy Forum', 'Bay State Families Coalition', 'Massachusetts Taxpayers Alliance',
  'New England Workers United', 'Coalition for Safer Streets', 'Greater Boston Housing Partnership',
  'Western Mass Rural Caucus', 'Cape Cod Environmental League', 'Association of Town Managers',
  'Statewide Parents Network', 'Independent Business Council', 'Patients First Alliance',
  'Public Schools Advocacy Project', 'Clean Energy Now', 'Seniors Action Committee', 'Civil Liberties Project',
];
