/**
 * The words around the criteria of a query (data): function words, asking words and particles,
 * words for members in general, and the private sector's words. See query-tokens.ts for the words
 * that steer the reading.
 */

/**
 * English function words: pronouns, determiners, auxiliaries, question words, conjunctions and
 * prepositions (the closed classes of English grammar). No profile criterion is one of them, so
 * they are never required words ("how many loco pilots do we have", "who are the PLC
 * programmers"); the words among them that steer the reading ("in", "at", "not", "near") are read
 * before this list is consulted.
 */
export const STOP_WORDS = new Set(
  (
    "a an the this that these those such what which who whom whose where when why how whatever " +
    "whoever i me my mine myself we us our ours ourselves you your yours yourself yourselves he " +
    "him his himself she her hers herself it its itself they them their theirs themselves one " +
    "ones is are was were be been being am do does did doing done have has had having can could " +
    "will would shall should may might must ought get got and or but nor so yet if then than " +
    "because as while until unless although though whether either neither both each every all " +
    "any many much more most few fewer less least other others another same own very too also " +
    "just only even still already again ever never always often about above after against " +
    "along among before behind below beneath beside between beyond by down during into onto " +
    "off on over per since through throughout till toward towards under upon via to of up out " +
    "there here else etc ie eg lot lots plenty bunch list show tell give let lets near nearby " +
    "around within close side any1 some1 sum1 every1 " +
    // Asking and recruiting: how a request is made, never who is asked for.
    "need needed needs want wanted wants require required requires requirement requirements " +
    "recruiting recruit recruitment hiring hire urgent urgently immediate immediately walkin " +
    "opening openings vacancy vacancies " +
    "looking seeking searching please pls plz kindly help helping anyone anybody someone " +
    "somebody everyone everybody whoever suggest refer " +
    // A letter's courtesy and greetings ("Respected Sir/Madam", "Namaste ji, please be kind
    // enough"): never who is asked for.
    "respected respectfully dear sir sirji madam maam mam namaste namaskar greetings hello hi " +
    "hey regards thanks thank thankyou grateful obliged humbly kind enough anywhere " +
    // How many are wanted, in words ("two welders"): no profile says it.
    "two three four five six seven eight nine ten dozen few couple like mid career careers " +
    // Gatherings and notices the asking is about ("a reunion dinner in Dubai", "Gulf chapter
    // meet", "Circular: ... may register"): what it is for, never who.
    "reunion reunions meet meets meetup meetups meeting gathering gatherings gettogether dinner " +
    "lunch party chapter welcome register registration " +
    "respond rsvp circular notice notices announcement organising organizing hosting " +
    // Official letters ("Sub: ...", "Ref. your email dt. ...", "Kindly furnish particulars of
    // alumni ...", "Request for nomination of ...", "To whomsoever it may concern").
    "sub subject ref reference dt dated furnish particulars nominate nomination nominations " +
    "provide request requested requests requesting letter whomsoever concern invite invites " +
    "inviting applications forward cvs resume resumes " +
    // Hindi and Punjabi asking words and particles ("Honda vich kaun kaam karda")
    "kaun kon koi hai hain chahiye chaiye chahie chahida chahide vich kithe karda karde kardi " +
    "karne karna karta karte karti kaam mujhe mainu sanu saanu humein hume batao bataao kya " +
    "paaji paji veerji bhaji bhaiya hega hegi nede nere rehne rehte rehta rehti rehnewale kamm " +
    // Particles and asking words of other Indian languages typed in Latin letters, beside English
    // words ("Kongu belt la welders irukkangala", "Hyderabad lo evaru unnaru", "Pune madhe
    // electrical wale pahije", "Amdavad ma kon che", "Trivandrum il aaranu", "Mysuru alli yaru
    // beku"): Tamil, Telugu, Marathi, Gujarati, Malayalam and Kannada postpositions ("in"), verbs
    // of being, wanting and working, question words and pronouns, never who is asked for.
    "la le irukkangala irukkanga irukanga irukaanga irukkaanga iruka irukka yaaru yaravadhu " +
    "yaraavathu venum vendum velai seiyaravanga seiravanga panravanga pannuravanga aalunga namma " +
    "theriyuma kitta " +
    "lo unnaru unnara unnava kavali kaavali evaru evarainaa vallu mana chese chestunnaru " +
    "chestunna undi unte cheppandi ekkada telusa kosam andi garu " +
    "alli beku bekagide yaru idare iddare kelsa maadtha madtare yavaru sikthara gottha " +
    "il venam aaranu aaru aalukal aalkar undo undu joli cheyyunna evide arenkilum aarenkilum " +
    "nammude " +
    "madhe madhye madhil pahije pahijet aahet aahe ahe ahet konitari kunitari karnare karnara " +
    "karnari aapla aaple kuthe sanga shodhat " +
    "ma joie joiye che chhe aapna apna na ni nu loko batavo mane amne " +
    // The centre itself ("center's alumni", "our centre"): every member is its alumnus.
    "center centre " +
    "kahan kidhar aur bhi bande banda wale wala wali waale log lok chota chote choti"
  ).split(" "),
);

/**
 * Words of a request that are not criteria: asking words, courtesy, and Hinglish particles
 * ("koi electrician chahiye Mohali mein"). Left out only when no profile holds them and the query
 * has other criteria (see withoutUnknownWords).
 */
export const SENTENCE_WORDS = new Set([
  "anyone",
  "anybody",
  "someone",
  "somebody",
  "any",
  "some",
  "please",
  "pls",
  "plz",
  "kindly",
  "help",
  "guide",
  "guidance",
  "contact",
  "contacts",
  "connect",
  "know",
  "knows",
  "suggest",
  "refer",
  "referral",
  "need",
  "needed",
  "want",
  "wanted",
  "require",
  "required",
  "there",
  "here",
  "currently",
  "now",
  "presently",
  "based",
  "living",
  "lives",
  "live",
  "stays",
  "staying",
  "settled",
  // Moves ("alumni who moved to Canada", "shifted to the Gulf"): where they are is the place.
  "moved",
  "shifted",
  "relocated",
  "migrated",
  "emigrated",
  "guys",
  "folks",
  "log",
  "logon",
  "wale",
  "wala",
  "wali",
  "walle",
  "waala",
  "waali",
  "kaun",
  "koi",
  "kon",
  "hai",
  "hain",
  "h",
  "mein",
  "me",
  "main",
  "mai",
  "se",
  "ke",
  "ka",
  "ki",
  "ko",
  "chahiye",
  "chaiye",
  "chahie",
  "batao",
  "bataao",
  "bhai",
  "ji",
  "sir",
  "kya",
  "kahan",
  // "kisi ki jaan pehchaan" (anybody's acquaintance): asking for a contact.
  "kisi",
  // "Canada PR wale electricians": permanent residents, where they live says it.
  "pr",
  "jaan",
  "pehchaan",
  "pehchan",
  "jaan-pehchaan",
  "jo",
  "aur",
  "bhi",
  "wahan",
  "yahan",
  // Hindi verbs of asking and working
  "kaam",
  "karta",
  "karte",
  "karti",
  "rehta",
  "rehte",
  "rehti",
  "naukri",
  "milega",
  "chahte",
  // Punjabi particles and verbs ("Baddi vich koi electrician hai", "Mohali ch kaun karda")
  "vich",
  "wich",
  "ch",
  "de",
  "da",
  "di",
  "nu",
  "kithe",
  "banda",
  "bande",
  "munde",
  // What a letter asks for, and where in general ("the details of ex-students of the Institute
  // ... in any country of the Gulf region").
  "details",
  "detail",
  "institute",
  "country",
  "countries",
  "region",
  "area",
  "city",
  // Hindi family and asking words ("beti ne die and mould liya hai, koi senior jo abhi job kar
  // raha ho", "my son is joining electrical, want him to talk to seniors").
  "beti",
  "beta",
  "bete",
  "son",
  "daughter",
  "ne",
  "liya",
  "abhi",
  "kar",
  "raha",
  "rahi",
  "rahe",
  "ho",
  "wal",
  "talk",
  "speak",
  // Courtesy of a letter ("Respected Sir/Madam ... thank you in advance").
  "thank",
  "thanks",
  "thankyou",
  "regards",
  "advance",
  "respected",
  "madam",
  "maam",
  "namaste",
  "namaskar",
  "dear",
  "hello",
  "greetings",
  "evening",
  "morning",
  "grateful",
  "kudiyan",
  "kudiyaan",
  // When: no profile says it ("who joined recently", "working right now").
  "recently",
  "lately",
  "nowadays",
  "days",
  "right",
  "karda",
  "karde",
  "kardi",
  "chahida",
  "chahide",
  "mainu",
  "sanu",
  "saanu",
  "hega",
  "haige",
  "hor",
  // Indian English: "Mohali side" is around Mohali
  "side",
  // Requests that rank or count: "top 10 electricians"
  "top",
  // Verbs of a life story ("seniors who became product managers", "who moved abroad", "went to
  // Canada"): how the query is told, not who.
  "became",
  "become",
  "becomes",
  "moved",
  "move",
  "went",
  "gone",
  "go",
  "shifted",
  "shift",
  "relocated",
  "relocate",
  "migrated",
  "settle",
  "settled",
  "work",
  "works",
  "worked",
  "working",
  "employed",
  "job",
  "jobs",
  "opening",
  "openings",
  "vacancy",
  "vacancies",
  "hiring",
  "recruiting",
  "recruit",
  "urgent",
  "urgently",
  "looking",
  "seeking",
  "find",
  "search",
  "show",
  "list",
  "count",
  "number",
  "sab",
  "sabhi",
  "saare",
  "sare",
  "lok",
  "jaane",
  "waale",
  "vale",
]);

/**
 * Words for members in general, and how senior they are: every member is one, and a title's
 * seniority ("Sr. Draughtsman") does not make a different kind of person, so none of them is a
 * required word ("alumni who are quantity surveyors", "sr. draughtsman", "seniors in Dubai").
 */
export const ANY_MEMBER_WORDS = new Set(
  (
    "people persons person peoples members member alumni alumnus alumnae seniors " +
    "juniors batchmates batchmate classmates classmate istcians istcian istc guys folks " +
    "colleagues friends senior sr snr junior jr principal chief experienced expert experts " +
    "professional professionals trade trades field line background domain branch stream " +
    "profile profiles degree degrees holder holders qualified executive executives " +
    // Posts in general ("senior officers in PSUs", "technical staff"): the employer says which.
    "officers officer personnel workforce manpower " +
    // Employers in general ("steel industry", "pharma companies", "PSU employees"): the word
    // before says which.
    "sector sectors industry industries companies company firms firm organisations " +
    "organizations organisation organization employees employee staff department departments " +
    // What a company's name ends with ("Punjab State Power Corporation Ltd"): no kind of person.
    "ltd limited llc inc gmbh llp corp pvt"
  ).split(" "),
);

/**
 * "private sector electricians", "pvt companies": the private sector, which is every employer but
 * the government and public-sector undertakings. The word, and a word after it that says so.
 */
export const PRIVATE_WORD = "private";
export const PRIVATE_NOUNS = new Set(
  (
    "sector companies company jobs job firms firm industry industries organisations " +
    "organizations organisation organization employers employer side"
  ).split(" "),
);
