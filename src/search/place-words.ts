/**
 * Words for where a food, or its way of being made, comes from: a people, a country, a region or a
 * town ("punjabi samosa", "hyderabadi biryani", "mysore masala dosa", "lebanese bread", "walla walla
 * onion"). Beside a food the tables do not name so, the word says which style of that food was
 * meant; the food the query's head names is still an answer (never a confident one: the tables'
 * food is not that style). Words the tables' names use ("french", "swiss", "danish") are read as
 * their words, as before: this list matters only for the others.
 */
const PLACE_WORDS = new Set(
  [
    // Peoples and countries
    'afghan american argentinian argentine armenian australian austrian bangladeshi belgian brazilian british bulgarian',
    'burmese cambodian canadian caribbean chilean chinese colombian croatian cuban czech danish dutch egyptian english',
    'ethiopian european filipino finnish french georgian german ghanaian greek hungarian indian indonesian iranian iraqi',
    'irish israeli italian jamaican japanese jordanian kenyan korean laotian lebanese malaysian maltese mexican',
    'mongolian moroccan nepalese nepali nigerian norwegian pakistani palestinian persian peruvian polish portuguese',
    'romanian russian scandinavian scottish senegalese serbian singaporean somali spanish swedish swiss syrian',
    'taiwanese thai tibetan trinidadian tunisian turkish ukrainian uzbek venezuelan vietnamese welsh yemeni',
    // Regions and towns a style of food is named after
    'andhra bengali bombay cajun chettinad creole goan gujarati hyderabadi kashmiri kerala keralan lucknowi madras',
    'malabar mysore punjabi rajasthani sichuan szechuan cantonese hunan shanghai yunnan tuscan sicilian neapolitan',
    'provencal normandy breton alsatian bavarian yorkshire cornish lancashire cumberland texan tex southern',
    'louisiana hawaiian californian puy walla',
  ]
    .join(' ')
    .split(' '),
);

/** Whether a (normalised) query word names where a food or its style comes from. */
export const isPlaceWord = (word: string): boolean => PLACE_WORDS.has(word);
