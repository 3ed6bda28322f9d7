// What bills are about. Each joint committee of the General Court owns a policy area, so a topic is a
// joint committee together with the vocabulary its bills, statutes, categories and news are written from.

/** Bill categories (spec §3 Bill categories; ~40 as on the source site). */
// prettier-ignore
export const CATEGORY_NAMES = [
  'Agriculture', 'Animal Welfare', 'Arts and Tourism', 'Banking and Financial Services', 'Cannabis',
  'Children and Families', 'Civil Rights', 'Consumer Protection', 'Criminal Justice', 'Cybersecurity',
  'Disability Services', 'Economic Development', 'Education', 'Elder Affairs', 'Elections',
  'Emergency Management', 'Energy', 'Environment', 'Firearms', 'Government Operations', 'Health Care',
  'Higher Education', 'Housing', 'Immigration', 'Insurance', 'Labor and Employment', 'Local Government',
  'Mental Health', 'Public Employees and Pensions', 'Public Health', 'Public Safety', 'Real Estate',
  'Substance Use', 'Taxation', 'Technology', 'Telecommunications', 'Transparency and Public Records',
  'Transportation', 'Utilities', 'Veterans',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

// prettier-ignore
export const NEWS_CATEGORY_NAMES = [
  'Budget and Taxes', 'Civil Rights', 'Education', 'Energy and Environment', 'Government and Elections',
  'Health Care', 'Housing', 'Jobs and Economy', 'Local News', 'Public Safety', 'Technology', 'Transportation',
] as const;

export type NewsCategoryName = (typeof NEWS_CATEGORY_NAMES)[number];

export interface Topic {
  /** Full name of the joint committee bills on this topic are referred to. */
  committee: string;
  /** First is the primary category. */
  categories: readonly CategoryName[];
  /** Chapters of the General Laws its bills amend. */
  chapters: readonly string[];
  /** The agency its bills put to work, written as it appears mid-sentence in statute. */
  agency: string;
  newsCategory: NewsCategoryName;
  /** Noun phrases that complete 'An Act relative to …'. */
  subjects: readonly string[];
}

// prettier-ignore
export const TOPICS: readonly Topic[] = [
  {
    committee: 'Joint Committee on Advanced Information Technology, the Internet and Cybersecurity',
    categories: ['Technology', 'Cybersecurity', 'Consumer Protection'],
    chapters: ['93H', '93I', '7D'],
    agency: 'the executive office of technology services and security',
    newsCategory: 'Technology',
    subjects: ['data breach notification', 'consumer data privacy', 'municipal cybersecurity grants',
      'the use of artificial intelligence by state agencies', 'biometric information privacy',
      'limits on the sale of location data', 'digital government services'],
  },
  {
    committee: 'Joint Committee on Agriculture and Fisheries',
    categories: ['Agriculture', 'Animal Welfare', 'Environment'],
    chapters: ['128', '129', '130'],
    agency: 'the department of agricultural resources',
    newsCategory: 'Energy and Environment',
    subjects: ['farmland preservation', 'commercial fishing permits', 'urban agriculture', 'agricultural composting',
      'the humane treatment of farm animals', 'shellfish harvesting', 'limits on pesticide use near schools',
      'local food procurement'],
  },
  {
    committee: 'Joint Committee on Cannabis Policy',
    categories: ['Cannabis', 'Substance Use', 'Economic Development'],
    chapters: ['94G', '94I'],
    agency: 'the cannabis control commission',
    newsCategory: 'Jobs and Economy',
    subjects: ['cannabis delivery licenses', 'host community agreements', 'cannabis social equity businesses',
      'medical marijuana patient access', 'cannabis product labeling'],
  },
  {
    committee: 'Joint Committee on Children, Families and Persons with Disabilities',
    categories: ['Children and Families', 'Disability Services'],
    chapters: ['119', '18B', '19B'],
    agency: 'the department of children and families',
    newsCategory: 'Health Care',
    subjects: ['foster care placement standards', 'the office of the child advocate', 'early intervention services',
      'supported decision-making for adults with disabilities', 'kinship caregivers', 'child care provider rates',
      'respite care for families'],
  },
  {
    committee: 'Joint Committee on Community Development and Small Businesses',
    categories: ['Economic Development', 'Local Government'],
    chapters: ['23A', '40V'],
    agency: 'the executive office of economic development',
    newsCategory: 'Jobs and Economy',
    subjects: ['small business microloans', 'main street revitalization', 'minority-owned business certification',
      'community development corporations', 'gateway city investment'],
  },
  {
    committee: 'Joint Committee on Consumer Protection and Professional Licensure',
    categories: ['Consumer Protection', 'Real Estate'],
    chapters: ['93A', '112', '138'],
    agency: 'the division of occupational licensure',
    newsCategory: 'Jobs and Economy',
    subjects: ['automobile right to repair', 'ticket resale fees', 'the licensure of home inspectors',
      'disclosure of junk fees', 'automatic subscription renewals', 'cosmetology licensing'],
  },
  {
    committee: 'Joint Committee on Economic Development and Emerging Technologies',
    categories: ['Economic Development', 'Technology'],
    chapters: ['23A', '40J'],
    agency: 'the executive office of economic development',
    newsCategory: 'Jobs and Economy',
    subjects: ['life sciences tax incentives', 'the offshore wind supply chain', 'advanced manufacturing grants',
      'climate technology innovation', 'film production tax credits'],
  },
  {
    committee: 'Joint Committee on Education',
    categories: ['Education', 'Children and Families'],
    chapters: ['69', '70', '71', '71B'],
    agency: 'the department of elementary and secondary education',
    newsCategory: 'Education',
    subjects: ['special education funding', 'school building assistance', 'student mental health supports',
      'early literacy', 'school bus safety', 'charter school reimbursements', 'teacher diversity',
      'universal school meals', 'high school graduation requirements', 'vocational school admissions'],
  },
  {
    committee: 'Joint Committee on Elder Affairs',
    categories: ['Elder Affairs', 'Health Care'],
    chapters: ['19A', '118E'],
    agency: 'the executive office of elder affairs',
    newsCategory: 'Health Care',
    subjects: ['home care services', 'elder protective services', 'assisted living residences',
      'councils on aging', 'senior property tax work-off programs', 'dementia care training'],
  },
  {
    committee: 'Joint Committee on Election Laws',
    categories: ['Elections', 'Government Operations'],
    chapters: ['50', '53', '54', '55'],
    agency: 'the state secretary',
    newsCategory: 'Government and Elections',
    subjects: ['same-day voter registration', 'early voting', 'ranked-choice voting in municipal elections',
      'campaign finance disclosure', 'automatic voter registration', 'post-election audits'],
  },
  {
    committee: 'Joint Committee on Emergency Preparedness and Management',
    categories: ['Emergency Management', 'Public Safety'],
    chapters: ['6A', '147', '148'],
    agency: 'the Massachusetts emergency management agency',
    newsCategory: 'Public Safety',
    subjects: ['coastal flood preparedness', 'emergency shelter capacity', 'regional 911 dispatch centers',
      'hazard mitigation planning', 'extreme heat response'],
  },
  {
    committee: 'Joint Committee on Environment and Natural Resources',
    categories: ['Environment', 'Agriculture', 'Public Health'],
    chapters: ['21A', '21E', '131', '132A'],
    agency: 'the department of environmental protection',
    newsCategory: 'Energy and Environment',
    subjects: ['single-use plastic bag reduction', "limits on toxic chemicals in children's products", 'wetlands protection',
      'extended producer responsibility for packaging', 'state parks funding', 'PFAS testing in drinking water',
      'tree canopy protection', 'recycling infrastructure'],
  },
  {
    committee: 'Joint Committee on Financial Services',
    categories: ['Banking and Financial Services', 'Insurance', 'Consumer Protection'],
    chapters: ['167', '175', '140D'],
    agency: 'the division of banks',
    newsCategory: 'Jobs and Economy',
    subjects: ['automobile insurance rates', 'debt collection practices', 'student loan servicers',
      'credit union charters', 'homeowners insurance in coastal communities', 'small-dollar lending'],
  },
  {
    committee: 'Joint Committee on Health Care Financing',
    categories: ['Health Care', 'Insurance'],
    chapters: ['118E', '176O', '6D'],
    agency: 'the health policy commission',
    newsCategory: 'Health Care',
    subjects: ['prescription drug affordability', 'pharmacy benefit managers', 'MassHealth eligibility',
      'hospital price transparency', 'community health center funding', 'out-of-network billing protections',
      'primary care investment'],
  },
  {
    committee: 'Joint Committee on Higher Education',
    categories: ['Higher Education', 'Education'],
    chapters: ['15A', '73', '75'],
    agency: 'the department of higher education',
    newsCategory: 'Education',
    subjects: ['community college tuition', 'student loan relief', 'campus sexual misconduct',
      'public higher education capital funding', 'textbook affordability', 'dual enrollment'],
  },
  {
    committee: 'Joint Committee on Housing',
    categories: ['Housing', 'Real Estate', 'Local Government'],
    chapters: ['40A', '40B', '121B', '186'],
    agency: 'the executive office of housing and livable communities',
    newsCategory: 'Housing',
    subjects: ['accessory dwelling units', 'rent stabilization', 'eviction record sealing',
      'affordable housing production', 'tenant right to counsel', 'first-time homebuyer assistance',
      'zoning near transit stations', 'real estate transfer fees'],
  },
  {
    committee: 'Joint Committee on Labor and Workforce Development',
    categories: ['Labor and Employment', 'Public Employees and Pensions'],
    chapters: ['149', '151', '151A'],
    agency: 'the department of labor standards',
    newsCategory: 'Jobs and Economy',
    subjects: ['paid family and medical leave', 'workplace safety for home care workers',
      'the minimum wage for tipped workers', 'enforcement against worker misclassification',
      'unemployment insurance eligibility', 'registered apprenticeship programs', 'workplace heat standards'],
  },
  {
    committee: 'Joint Committee on Mental Health, Substance Use and Recovery',
    categories: ['Mental Health', 'Substance Use', 'Health Care'],
    chapters: ['19', '111E', '123'],
    agency: 'the department of mental health',
    newsCategory: 'Health Care',
    subjects: ['access to behavioral health care', 'overdose prevention', 'recovery coaches',
      'youth mental health services', 'crisis stabilization units', 'sober home certification'],
  },
  {
    committee: 'Joint Committee on Municipalities and Regional Government',
    categories: ['Local Government', 'Taxation'],
    chapters: ['40', '41', '44'],
    agency: 'the division of local services',
    newsCategory: 'Local News',
    subjects: ['regional school transportation reimbursement', 'municipal fiscal stability',
      'local option meals taxes', 'town meeting procedures', 'regional planning agencies', 'municipal broadband'],
  },
  {
    committee: 'Joint Committee on Public Health',
    categories: ['Public Health', 'Health Care'],
    chapters: ['94C', '111', '270'],
    agency: 'the department of public health',
    newsCategory: 'Health Care',
    subjects: ['restrictions on flavored tobacco and vaping products', 'lead poisoning prevention', 'childhood immunizations',
      'food allergy awareness in restaurants', 'maternal health', 'tick-borne disease prevention'],
  },
  {
    committee: 'Joint Committee on Public Safety and Homeland Security',
    categories: ['Public Safety', 'Firearms', 'Criminal Justice'],
    chapters: ['22C', '90', '140'],
    agency: 'the executive office of public safety and security',
    newsCategory: 'Public Safety',
    subjects: ['firearms licensing', 'police training standards', 'motor vehicle safety inspections',
      'distracted driving enforcement', 'fire safety codes', 'school safety drills', 'catalytic converter theft prevention'],
  },
  {
    committee: 'Joint Committee on Public Service',
    categories: ['Public Employees and Pensions', 'Government Operations'],
    chapters: ['30', '31', '32'],
    agency: 'the public employee retirement administration commission',
    newsCategory: 'Government and Elections',
    subjects: ['public employee retirement benefits', 'civil service hiring', 'accidental disability retirement',
      'cost-of-living adjustments for retirees', 'public safety cadet programs'],
  },
  {
    committee: 'Joint Committee on Racial Equity, Civil Rights, and Inclusion',
    categories: ['Civil Rights', 'Immigration'],
    chapters: ['6', '151B', '272'],
    agency: 'the Massachusetts commission against discrimination',
    newsCategory: 'Civil Rights',
    subjects: ['protections against natural hair discrimination', 'language access in state agencies',
      'accessibility of public buildings', 'immigrant legal defense', 'hate crime reporting'],
  },
  {
    committee: 'Joint Committee on Revenue',
    categories: ['Taxation', 'Economic Development'],
    chapters: ['59', '62', '63', '64H'],
    agency: 'the department of revenue',
    newsCategory: 'Budget and Taxes',
    subjects: ['property tax relief for seniors', 'the estate tax', 'the earned income tax credit',
      'the sales tax holiday', 'corporate tax disclosure', 'the child and family tax credit',
      'the short-term rental excise'],
  },
  {
    committee: 'Joint Committee on State Administration and Regulatory Oversight',
    categories: ['Government Operations', 'Transparency and Public Records'],
    chapters: ['7', '7C', '30A', '66'],
    agency: 'the executive office for administration and finance',
    newsCategory: 'Government and Elections',
    subjects: ['public records access', 'state procurement reform', 'regulatory review of agency rules',
      'energy efficiency in state buildings', 'official state symbols', 'open meeting law compliance'],
  },
  {
    committee: 'Joint Committee on Telecommunications, Utilities and Energy',
    categories: ['Energy', 'Utilities', 'Telecommunications'],
    chapters: ['25A', '164', '166'],
    agency: 'the department of public utilities',
    newsCategory: 'Energy and Environment',
    subjects: ['net metering', 'gas pipeline safety', 'utility shutoff protections', 'offshore wind procurement',
      'electric vehicle charging infrastructure', 'municipal light plants', 'energy storage', 'heat pump incentives',
      'broadband access in underserved communities'],
  },
  {
    committee: 'Joint Committee on the Judiciary',
    categories: ['Criminal Justice', 'Civil Rights'],
    chapters: ['209', '231', '276', '279'],
    agency: 'the trial court',
    newsCategory: 'Public Safety',
    subjects: ['criminal record sealing', 'pretrial release', 'jury selection', 'juvenile justice',
      'probate court procedures', 'compensation for wrongful convictions', 'domestic violence restraining orders',
      'limits on solitary confinement'],
  },
  {
    committee: 'Joint Committee on Tourism, Arts and Cultural Development',
    categories: ['Arts and Tourism', 'Economic Development'],
    chapters: ['10', '23A'],
    agency: 'the Massachusetts cultural council',
    newsCategory: 'Jobs and Economy',
    subjects: ['cultural district designations', 'regional tourism councils', 'public art funding',
      'historic preservation tax credits', 'live music venues'],
  },
  {
    committee: 'Joint Committee on Transportation',
    categories: ['Transportation', 'Public Safety'],
    chapters: ['6C', '90', '161A'],
    agency: 'the Massachusetts department of transportation',
    newsCategory: 'Transportation',
    subjects: ['commuter rail service', 'regional transit authorities', 'speed limits on local roads',
      'electric vehicle registration fees', 'automated road safety cameras', 'bicycle and pedestrian safety',
      'bridge maintenance', 'special license plates'],
  },
  {
    committee: 'Joint Committee on Veterans and Federal Affairs',
    categories: ['Veterans', 'Government Operations'],
    chapters: ['31', '33', '115'],
    agency: 'the executive office of veterans services',
    newsCategory: 'Government and Elections',
    subjects: ["veterans' property tax abatements", 'professional licensure for military spouses',
      "the governance of veterans' homes", 'benefits for Gold Star families', 'National Guard tuition waivers'],
  },
];

/** 'Joint Committee on Education' → 'Education', as actions and short names spell it. */
export function committeeShortName(name: string): string {
  return name.replace(/^(Joint Committee on|House Committee on|House Committee of|Senate Committee on) /, '');
}
