import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { MEDIA_URL_PREFIX, mediaUrlSuffix } from '../../core/media/media-urls';

/** What a card shows of a member, with her relation to the viewer, read in one query. */
export interface CardRow {
  id: string;
  first_name: string;
  last_name: string;
  dob: string | Date | null;
  gender: string | null;
  marital_status: string | null;
  height: string | null;
  city: string | null;
  state: string | null;
  education: string | null;
  occupation: string | null;
  caste: string | null;
  sect: string | null;
  school: string | null;
  community: string | null;
  prayer: string | null;
  islamic_education: string | null;
  mother_tongue: string | null;
  private_fields: string[];
  profile_for: string;
  photo_privacy: 'public' | 'private';
  avatar_key: string | null;
  verified: boolean;
  photo_access: boolean;
  request_id: string | null;
  request_sender: string | null;
  request_status: 'pending' | 'accepted' | null;
}

/** The card columns over `users u`, with the viewer's photo access and open request (either way). */
export function cardColumns(viewerId: string | Placeholder | SQL): SQL {
  return sql`
    u.id, u.first_name, u.last_name, u.dob, u.gender, u.marital_status, u.height, u.city, u.state, u.education,
    u.occupation, u.caste, u.sect, u.school, u.community, u.prayer, u.islamic_education, u.mother_tongue, u.private_fields,
    u.profile_for, u.photo_privacy, i.storage_key as avatar_key,
    (u.verification_status = 'verified') as verified,
    exists (select 1 from photo_access_requests pa where pa.requester_id = ${viewerId} and pa.owner_id = u.id and pa.status = 'accepted') as photo_access,
    (pr.latest).id as request_id, (pr.latest).sender_id as request_sender, (pr.latest).status as request_status`;
}

/** Joins of cardColumns: the avatar and the open request between the two. */
export function cardJoins(viewerId: string | Placeholder | SQL): SQL {
  return sql`
    left join images i on i.id = u.avatar_image_id and not i.held
    left join lateral (
      -- The newest open request, picked inside an aggregate rather than by order by … limit 1: the listing pool
      -- prices sort nodes out (db/client.ts), and one here made PostgreSQL plan the whole statement around it.
      -- The pair as profile_requests_open_pair_uq keys it (least, greatest; open statuses only): one probe. An OR of the
      -- two directions has no index path without bitmap scans, and read the whole index for every card.
      select (array_agg(r order by r.created_at desc))[1] as latest from profile_requests r
      where r.status in ('pending', 'accepted')
        and least(r.sender_id, r.receiver_id) = least(${viewerId}::uuid, u.id)
        and greatest(r.sender_id, r.receiver_id) = greatest(${viewerId}::uuid, u.id)
    ) pr on true`;
}

/** A constant of the code as an SQL string literal (quotes doubled), so a prepared statement's text carries it. */
const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/**
 * The card presentMemberCard makes of a row (`row`: an alias with cardColumns' names and `score`), written by the
 * statement as compact JSON, same fields in the same order: the hottest read (a page of her stored list) then
 * sends the statement's text as it is, with no decoding, presenting or encoding in the server (docs/performance.md,
 * "Cards written by the statement"). `viewer` is her id, `today` her date (UTC). A test holds the two equal
 * (card-json.int.test.ts); a change to the card changes both.
 */
export function cardJsonSql(row: SQL, viewer: SQL, today: SQL): SQL {
  const open = sql`(${row}.photo_privacy = 'public' or ${row}.photo_access)`;
  const text = (column: string) => sql`coalesce(${row}.${sql.identifier(column)}, '')`;
  return sql`(select row_to_json(card) from (select
    ${row}.id as "_id", ${row}.id as "id", ${row}.first_name as "firstName", ${row}.last_name as "lastName",
    ${row}.first_name || ' ' || ${row}.last_name as "name",
    extract(year from age(${today}, ${row}.dob::date))::int as "age",
    ${text('gender')} as "gender", ${text('marital_status')} as "maritalStatus", ${text('height')} as "height",
    ${text('city')} as "city", ${text('state')} as "state", ${text('education')} as "education",
    ${text('occupation')} as "occupation", ${text('caste')} as "caste", ${row}.profile_for as "profileFor",
    'Active' as "status", not ${open} as "photosLocked",
    ${literal(MEDIA_URL_PREFIX)} || ${row}.avatar_key
      || case when ${open} then ${literal(mediaUrlSuffix('small'))} else ${literal(mediaUrlSuffix('blur'))} end as "avatar",
    ${row}.score::int as "matchScore",
    case when ${row}.request_id is null then null else json_build_object(
      'id', ${row}.request_id,
      'direction', case when ${row}.request_sender = ${viewer} then 'outgoing' else 'incoming' end,
      'status', ${row}.request_status) end as "request",
    (select row_to_json(f) from (select ${sql.join(CARD_FAITH.map(([key, column]) => sql`case when ${key} = any (${row}.private_fields) then '' else ${text(column)} end as ${sql.identifier(key)}`), sql`, `)}) f) as "faith",
    ${row}.verified as "verified") card)`;
}

/** The card's faith fields (issue 41) and their columns; a field she keeps private is sent empty. */
export const CARD_FAITH = [
  ['sect', 'sect'], ['school', 'school'], ['community', 'community'], ['prayer', 'prayer'], ['islamicEducation', 'islamic_education'], ['motherTongue', 'mother_tongue'],
] as const;

/** The card's faith from a row (presentProfileCard): the same as cardJsonSql writes. */
export function cardFaith(row: Pick<CardRow, 'sect' | 'school' | 'community' | 'prayer' | 'islamic_education' | 'mother_tongue' | 'private_fields'>) {
  const hidden = row.private_fields ?? [];
  const shown = (key: string, value: string | null) => (hidden.includes(key) ? '' : value ?? '');
  return {
    sect: shown('sect', row.sect), school: shown('school', row.school), community: shown('community', row.community), prayer: shown('prayer', row.prayer),
    islamicEducation: shown('islamicEducation', row.islamic_education), motherTongue: shown('motherTongue', row.mother_tongue),
  };
}
