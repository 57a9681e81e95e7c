import type pg from 'pg';
import { SET_PREFERENCES } from '@sakinah/contract';
import { BENCH_EMAILS } from './bench-members';

/**
 * `count` stored lists written straight into the database for bench members from `offset` on (as the generator writes
 * members: their content is not what is measured, their number is): a head for today (a
 * fingerprint no listing asks for, so a read of theirs rebuilds it) and `listSize` entries of the opposite gender.
 */
export async function writeBenchLists(
  db: pg.Client,
  { count, offset, keepBuilt = false, listSize = 240, boundaryLow = 9 }: { count: number; offset: number; keepBuilt?: boolean; listSize?: number; boundaryLow?: number },
): Promise<void> {
  // keepBuilt: only the lists this bench wrote are replaced; the lists the server built for the browsing members (step
  // 5) are what the mixed load's pages read. Until 29 November every list was dropped there too, so each page of the
  // mixed load was a build. Elsewhere every list goes, so that a phase's list count is exactly `count`.
  await db.query(keepBuilt ? `delete from match_list_heads where fingerprint = 'bench-scale'` : `truncate match_list_heads`);
  // The heads first, in a table of this session's own; each is then written once, with its entries, as a build does
  // (a head written empty and then updated would leave a dead version of every list behind).
  await db.query(`drop table if exists bench_heads`);
  await db.query(`
    create temp table bench_heads as
    with viewers as (
      select id, gender, age_range_preference, height_preference, education_preference, occupation_preference, location_preference,
             sect, school, prayer, partner_preferences
      from users where email like $1 and status = 'Active' and gender in ('male','female')
      order by id offset $2 limit $3
    )
    select id as viewer_id, gender, b.score as boundary_score,
           -- As a build stores it: the boundary less the most her own wishes add (wishCapSql in pair-score.repo.ts).
           b.score - ((case when age_range_preference is null then 0 else 3 end)
             + (case when height_preference is null then 0 when height_preference = 'Any' then 1 else 2 end)
             + (case when education_preference is null then 0 when education_preference = 'Any' then 1 else 2 end)
             + (case when occupation_preference is null then 0 when occupation_preference = 'Any' then 1 else 2 end)
             + (case when coalesce(location_preference, '') = '' then 0 else 2 end)
             + (case when sect is null then 0 else 2 end) + (case when school is null then 0 else 1 end) + (case when prayer is null then 0 else 1 end)
             + (select count(*)::int from jsonb_object_keys(partner_preferences) k
                where k in (${SET_PREFERENCES.map((key) => `'${key}'`).join(', ')}))) as admit_need
    from viewers cross join lateral (select ($4::int + floor(random() * 4))::int as score, viewers.id as v) b`, [BENCH_EMAILS, offset, count, boundaryLow]);
  const pool = (await db.query(`select id, gender, created_at from users where email like $1 and status = 'Active' order by id limit 20000`, [BENCH_EMAILS])).rows as Array<{ id: string; gender: string }>;
  const byGender = { male: pool.filter((m) => m.gender === 'male').map((m) => m.id), female: pool.filter((m) => m.gender === 'female').map((m) => m.id) };
  const heads = (await db.query(`select viewer_id, gender from bench_heads`)).rows as Array<{ viewer_id: string; gender: string }>;
  for (let i = 0; i < heads.length; i += 200) {
    const viewer: string[] = [];
    const candidate: string[] = [];
    const score: number[] = [];
    for (const head of heads.slice(i, i + 200)) {
      const others = head.gender === 'male' ? byGender.female : byGender.male;
      const start = Math.floor(Math.random() * Math.max(1, others.length - listSize));
      for (let k = 0; k < listSize && start + k < others.length; k += 1) {
        viewer.push(head.viewer_id);
        candidate.push(others[start + k]!);
        score.push(12 + Math.floor(Math.random() * 9));
      }
    }
    // Each list's entries as the server stores them: two arrays on its head (scores and list numbers), in listing order.
    await db.query(
      `insert into match_list_heads (viewer_id, list_key, fingerprint, day, built_at, refreshed_at, refreshed_snapshot, boundary_score,
                                     boundary_created_at, boundary_id, candidate_gender, admit_need, candidate_numbers, scores)
       select b.viewer_id, '', 'bench-scale', (now() at time zone 'UTC')::date, now(), now(), pg_current_snapshot(), b.boundary_score, now() - interval '10 years',
              '00000000-0000-0000-0000-000000000000', case b.gender when 'male' then 'female' else 'male' end, b.admit_need, e.numbers, e.scores
       from bench_heads b join (
         select x.v, array_agg(u.list_number order by x.s desc, u.created_at desc, x.c desc) as numbers,
                array_agg(x.s::smallint order by x.s desc, u.created_at desc, x.c desc) as scores
         from unnest($1::uuid[], $2::uuid[], $3::int[]) as x(v, c, s) join users u on u.id = x.c group by x.v
       ) e on e.v = b.viewer_id`,
      [viewer, candidate, score],
    );
  }
  await db.query(`analyze match_list_heads`);
}
