import { FAITH_MSG, FAITH_UI } from '../../faith';

/**
 * The faith profile's and the partner wishes' texts (issue 41's FAITH_MSG and FAITH_UI), keyed so that Hindi and Urdu
 * have them: the server's faith refusals are found by their English (localizeText) and the web reads the rest with t().
 */
export const FAITH_REFUSAL_TEXT = {
  'faith.unknownOption': FAITH_MSG.unknownOption,
  'faith.schoolNotOfSect': FAITH_MSG.schoolNotOfSect,
  'faith.rangeReversed': FAITH_MSG.rangeReversed,
  'faith.rangeOutOfBounds': FAITH_MSG.rangeOutOfBounds,
  'faith.tooManyChoices': FAITH_MSG.tooManyChoices,
  'faith.emptySet': FAITH_MSG.emptySet,
  'faith.mustOnEmptyField': FAITH_MSG.mustOnEmptyField,
  'faith.unknownPreference': FAITH_MSG.unknownPreference,
  'faith.faithSaved': FAITH_MSG.faithSaved,
} as const;

export const FAITH_TEXT = {
  ...FAITH_REFUSAL_TEXT,
  'faith.wishesCount': '{count, plural, one {# of your wishes} other {# of your wishes}}',
  'faith.fewMatches': '{count, plural, one {Only # member meets all your musts today.} other {Only # members meet all your musts today.}}',
  'faith.relaxWish': 'Making "{label}" a nice-to-have instead of a must would show more members.',
  'faith.tab': FAITH_UI.tab,
  'faith.ownHeading': FAITH_UI.ownHeading,
  'faith.ownIntro': FAITH_UI.ownIntro,
  'faith.notSaid': FAITH_UI.notSaid,
  'faith.onlyMe': FAITH_UI.onlyMe,
  'faith.onlyMeFor': 'Only me: {field}',
  'faith.saveFaith': FAITH_UI.saveFaith,
  'faith.wishesHeading': FAITH_UI.wishesHeading,
  'faith.wishesIntro': FAITH_UI.wishesIntro,
  'faith.must': FAITH_UI.must,
  'faith.niceToHave': FAITH_UI.niceToHave,
  'faith.mustOrNice': '{label}: Must or Nice to have',
  'faith.from': FAITH_UI.from,
  'faith.to': FAITH_UI.to,
  'faith.anyAge': FAITH_UI.anyAge,
  'faith.anyHeight': FAITH_UI.anyHeight,
  'faith.saveWishes': FAITH_UI.saveWishes,
} as const;
