import { sql, type SQL } from 'drizzle-orm';
import { AGE_RANGE_PREFERENCES, SET_PREFERENCES } from '@sakinah/contract';
import { MATCH_WEIGHTS, parseAgeRange } from './match-score';

/**
 * The match score as SQL, written once: list builds, list upkeep and the live listing past a list's
 * end all use `pairScoreSql`, and discovery-ranking.int.test.ts holds it to `matchScore`
 * (match-score.ts, documented in docs/matching.md).
 */

const raw = (value: number) => sql.raw(String(value));

/**
 * The latest birth date of someone at least `years` old on `day`: `dob <= bornBy(day, n)` is
 * `extract(year from age(day, dob)) >= n` (and yearsBetween's whole years), month ends and
 * 29 February included, but two date comparisons per candidate instead of an age() each.
 */
export const bornBy = (day: SQL, years: SQL) => sql`(${day} - make_interval(years => ${years}))::date`;

/**
 * The viewer as the pair score reads her, over `users v`: her attributes and wishes, her age on `day`
 * and her age-range wish as numbers, computed once per viewer rather than once per candidate.
 */
export function scoringViewerColumns(day: SQL): SQL {
  // Her age-range wish as the birth dates it admits: "age on day between min and max" is
  // "born after day − (max + 1) years and on or before day − min years", the same whole-year
  // arithmetic as age() (month ends clamp alike), so each candidate costs two date comparisons.
  const rangeMin = sql`case when v.age_range_preference ~ '^[0-9]{1,3}-[0-9]{1,3}$' then split_part(v.age_range_preference, '-', 1)::int
         when v.age_range_preference ~ '^Above [0-9]{1,3}$' then substr(v.age_range_preference, 7)::int + 1 end`;
  const rangeMax = sql`case when v.age_range_preference ~ '^[0-9]{1,3}-[0-9]{1,3}$' then split_part(v.age_range_preference, '-', 2)::int
         when v.age_range_preference ~ '^Above [0-9]{1,3}$' then 200 end`;
  const age = sql`case when v.dob is null then null else extract(year from age(${day}, v.dob))::int end`;
  return sql`
    v.id, v.gender, v.caste_interested_in, v.height, v.education, v.occupation, v.state, v.city,
    v.height_preference, v.education_preference, v.occupation_preference,
    v.sect, v.school, v.community, v.prayer, v.islamic_education, v.mother_tongue,
    ${age} as v_age,
    ${bornBy(day, sql`${rangeMax} + 1`)} as v_born_after,
    ${bornBy(day, rangeMin)} as v_born_by,
    -- Her location wish as the ILIKE pattern, her own place lower-cased, the age ranges that hold her age, her
    -- nice-to-haves as text arrays and her faith values as the JSON a candidate's wish is matched with: once per
    -- viewer, so that per candidate the score compares values and builds nothing (a build scores up to half the site).
    case when coalesce(v.location_preference, '') = '' then null else '%' || translate(v.location_preference, ${'%_\\'}, '') || '%' end as v_like,
    coalesce(v.state, '') <> '' or coalesce(v.city, '') <> '' as v_has_place,
    lower(coalesce(v.state, '')) as v_state_lower,
    lower(coalesce(v.city, '')) as v_city_lower,
    ${ageRangesHolding(age)} as v_age_ranges,
    ${sql.join(SET_PREFERENCES.map((key) => sql`${niceValues(key)} as ${sql.raw(`v_nice_${columnOf(key)}`)}`), sql`, `)},
    ${sql.join(SET_PREFERENCES.map((key) => sql`jsonb_build_array(${sql.raw(`v.${columnOf(key)}`)}) as ${sql.raw(`v_probe_${columnOf(key)}`)}`), sql`, `)}`;
}

/** The age ranges a candidate may wish for (AGE_RANGE_PREFERENCES) that hold this age, as a text array (none if unknown). */
function ageRangesHolding(age: SQL): SQL {
  const holding = AGE_RANGE_PREFERENCES.map((range) => {
    const [low, high] = parseAgeRange(range)!;
    return sql`case when ${age} between ${raw(low)} and ${raw(high)} then ${range} end`;
  });
  return sql`array_remove(array[${sql.join(holding, sql`, `)}]::text[], null)`;
}

/** The viewer's nice-to-have values for one set preference as a text array; null when it is a must or not stated. */
function niceValues(key: string): SQL {
  const wish = sql.raw(`v.partner_preferences->'${key}'`);
  return sql`case when jsonb_typeof(${wish}->'values') = 'array' and not coalesce((${wish}->>'must')::boolean, false)
    then array(select jsonb_array_elements_text(${wish}->'values')) end`;
}

/**
 * `matchScore` of match-score.ts as SQL, for the viewer row `v` (scoringViewerColumns) and the
 * candidate `u` on `day`. The only SQL form of the score: list builds, list upkeep and the live
 * listing past a list's end all use it, and discovery-ranking.int.test.ts holds it to `matchScore`.
 */
export function pairScoreSql(): SQL {
  const W = MATCH_WEIGHTS;
  const wish = (preference: SQL, column: SQL) =>
    sql`case when coalesce(${preference}, '') = '' then 0 when ${preference} = 'Any' then ${raw(W.preferenceAny)} when ${column} = ${preference} then ${raw(W.preferenceMet)} else 0 end`;
  const theirWish = (preference: SQL, mine: SQL) =>
    sql`case when ${preference} = 'Any' then ${raw(W.preferenceAny)} when ${preference} is not null and ${preference} = coalesce(${mine}, '') then ${raw(W.preferenceMet)} else 0 end`;
  return sql.join(
    [
      // The candidate against the viewer's wishes.
      sql`case when u.dob > v.v_born_after and u.dob <= v.v_born_by then ${raw(W.ageInRange)} else 0 end`,
      wish(sql`v.height_preference`, sql`u.height`),
      wish(sql`v.education_preference`, sql`u.education`),
      wish(sql`v.occupation_preference`, sql`u.occupation`),
      sql`case when v.v_like is not null and (u.state ilike v.v_like or u.city ilike v.v_like) then ${raw(W.locationMet)} else 0 end`,
      // The viewer against the candidate's wishes; a wish is plain text, never a LIKE pattern.
      sql`case when u.age_range_preference = any (v.v_age_ranges) then ${raw(W.ageInRange)} else 0 end`,
      theirWish(sql`u.height_preference`, sql`v.height`),
      theirWish(sql`u.education_preference`, sql`v.education`),
      theirWish(sql`u.occupation_preference`, sql`v.occupation`),
      sql`case when v.v_has_place and coalesce(u.location_preference, '') <> ''
                and (strpos(v.v_state_lower, lower(u.location_preference)) > 0 or strpos(v.v_city_lower, lower(u.location_preference)) > 0)
           then ${raw(W.locationMet)} else 0 end`,
      // Faith (issue 41): the same sect, school or prayer, once for the pair; then each side's nice-to-haves met.
      sql`case when u.sect = v.sect then ${raw(W.sameSect)} else 0 end`,
      sql`case when u.school = v.school then ${raw(W.sameSchool)} else 0 end`,
      sql`case when u.prayer = v.prayer then ${raw(W.samePrayer)} else 0 end`,
      viewerNiceToHavesSql(),
      candidateNiceToHavesSql(),
    ],
    sql` + `,
  );
}

/** A member's column for a set preference's key (islamicEducation → islamic_education). */
const columnOf = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** niceToHavesMet of match-score.ts for the viewer's wishes: her nice-to-have values (v_nice_*) that the candidate holds. */
function viewerNiceToHavesSql(): SQL {
  const parts = SET_PREFERENCES.map((key) => {
    const column = columnOf(key);
    return sql`case when ${sql.raw(`u.${column} = any (v.v_nice_${column})`)} then ${raw(MATCH_WEIGHTS.niceToHave)} else 0 end`;
  });
  return sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * niceToHavesMet of match-score.ts for the candidate's wishes: her nice-to-have sets that hold the viewer's value
 * (v_probe_*, the one-value array her set must contain). The containment comes first: most candidates state few
 * sets, and a set she does not state ends the test there.
 */
function candidateNiceToHavesSql(): SQL {
  const parts = SET_PREFERENCES.map((key) => {
    const wish = sql.raw(`u.partner_preferences->'${key}'`);
    return sql`case when coalesce((${wish}->'values') @> ${sql.raw(`v.v_probe_${columnOf(key)}`)}, false)
      and not coalesce((${wish}->>'must')::boolean, false) then ${raw(MATCH_WEIGHTS.niceToHave)} else 0 end`;
  });
  return sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * The one viewer as a scoring row (`… v`), for queries that score candidates for her. `offset 0`
 * keeps PostgreSQL from folding it into the outer query, which would compute her columns (regular
 * expressions, dates) again for every candidate instead of once.
 */
export const scoringViewer = (viewerId: string, today: string) =>
  sql`(select ${scoringViewerColumns(sql`${today}::date`)} from users v where v.id = ${viewerId}::uuid offset 0)`;

/**
 * The most a member's own wishes can add to any pair score she is in (over `users <alias>`): the parts of
 * pairScoreSql that her wishes decide, each at its best, whoever the other member is. An upper bound, never below
 * the part's real value: the list upkeep prunes with it (`admit_need`, match-lists.repo.ts), so a loose bound only
 * costs work and a tight one must stay true. Her side of a pair is at most this; the other side at most the
 * other's own bound.
 */
export function wishCapSql(alias: string): SQL {
  const W = MATCH_WEIGHTS;
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  // Wishes as pairScoreSql reads them from either side: 'Any' earns preferenceAny, any other stated value (even '',
  // which the candidate's side compares with a missing attribute) at most preferenceMet, none nothing.
  const exact = (name: string) => sql`case when ${column(name)} is null then 0 when ${column(name)} = 'Any' then ${raw(W.preferenceAny)} else ${raw(W.preferenceMet)} end`;
  return sql`(case when ${column('age_range_preference')} is null then 0 else ${raw(W.ageInRange)} end
    + ${exact('height_preference')} + ${exact('education_preference')} + ${exact('occupation_preference')}
    + case when coalesce(${column('location_preference')}, '') = '' then 0 else ${raw(W.locationMet)} end
    -- Faith: the same sect, school, prayer (counted in the bounds of both: still a bound) and her nice-to-haves.
    + case when ${column('sect')} is null then 0 else ${raw(W.sameSect)} end
    + case when ${column('school')} is null then 0 else ${raw(W.sameSchool)} end
    + case when ${column('prayer')} is null then 0 else ${raw(W.samePrayer)} end
    + ${raw(W.niceToHave)} * (select count(*)::int from jsonb_object_keys(${column('partner_preferences')}) k where k in (${sql.raw(SET_PREFERENCES.map((k) => `'${k}'`).join(', '))})))`;
}
