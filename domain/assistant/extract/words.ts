/** The stop words the name reader uses, written several to a line. */

/** Splits a list written with spaces and line breaks into its words. */
const words = (list: string): readonly string[] => list.trim().split(/\s+/)

/** Months, weekdays, "today" and "tomorrow": they neither start nor continue a name. */
const CALENDAR = words(`
  january february march april june july august september october november december jan feb mar apr jun jul
  aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday today tomorrow
`)

/** Words that cannot start a name: sentence openers, pronouns, months, document and role words. */
export const NOT_A_NAME: ReadonlySet<string> = new Set([
  ...words(`
  i i'm im me my mine we us our you your the a an this that these those he she they it his her him their
  them its please pls plz kindly hi hello hey dear need want make create draft generate prepare help can
  could would should will shall may must also and but or so for from to with in on at by as if of rs inr
  rupees
`),
  ...CALENDAR,
  ...words(`
  agreement contract deed letter nda mou flat house shop office plot land rent rental lease loan salary
  deposit tenant landlord owner company firm yes no ok okay thanks thank what how why when where who which
  is are do does did hindi english india indian gst tds pan aadhaar ctc lpa emi mr mrs ms shri smt sri
  after before every each monthly annual yearly per total new old let lets let's just now then here there
  sir madam bhai ji acting starting effective joining looking planning going renting selling buying cost
  price fee fees interest custom both all any some other another between under into about regarding website
  app software brand trademark patent copyright power attorney poa gift mortgage franchise partnership
  partner llp board resolution director directors shareholder shareholders investor investment vendor
  supplier distributor client consultant developer employee employer candidate buyer seller lender borrower
  guarantor bank up out not only ltd pvt private limited one two three first second sq ft number appoint
  hire license licence sell buy lend borrow confirm terminate offer service services joint mutual data will
  testament family settlement probation termination supply distribution
`),
])

/** Words that end a name when they follow it ("Ravi For 11 Months"): function words, months and weekdays. */
export const ENDS_A_NAME: ReadonlySet<string> = new Set([
  ...words(`
  i me my we us our you your the a an this that he she they it his her him their them its but or so for
  from to with in on at by as if is are was will shall would should can could may must has have had wants
  want needs need who which rs inr rupees per each every after before starting worth please agreement
  contract deed nda rent salary deposit
`),
  ...CALENDAR,
  ...words(`
  ji sir madam yes no
`),
])
