// Words a theme is never made of: common English function words, and the drafting vocabulary every bill
// shares ("section", "shall", "inserting", "not later than", "relative to", "the commonwealth"), which
// would otherwise top every list of recurring terms. Themes are also weighed against the corpus
// (themes.ts), which keeps out boilerplate this list does not name.
const ENGLISH = `a about above after again against all also am an and any are as at be because been before
being below between both but by can could did do does doing down during each either few for from further
had has have having he her here hers herself him himself his how i if in into is it its itself just me
more most my myself neither no nor not now of off on once only or other our ours ourselves out over own
same she should so some such than that the their theirs them themselves then there these they this those
through to too under until up upon very was we were what when where which while who whom whose why will
with within without would you your yours yourself yourselves`;

const DRAFTING = `act acts amend amended amending amendment apply applies chapter chapters clause clauses
code effect enacted following general hereby herein hereof hereunder inserted inserting law laws line
lines may must new paragraph paragraphs passage provided provide provides provision provisions pursuant
said section sections shall striking struck subsection subsections subject term terms thereof therein
thereto thereunder word words year years relative relating related later earlier than commonwealth
respectively including pertaining purpose purposes accordance herewith hereinafter whereas notwithstanding
otherwise least`;

export const STOP_WORDS: ReadonlySet<string> = new Set(`${ENGLISH} ${DRAFTING}`.split(/\s+/));
