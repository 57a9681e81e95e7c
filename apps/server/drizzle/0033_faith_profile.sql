ALTER TABLE "users" ADD COLUMN "sect" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "school" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "community" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "prayer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "covering" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "islamic_education" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mother_tongue" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "private_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partner_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Issue 41: each member's old caste mapped into community, sect and school (packages/contract/src/faith.ts, CASTE_MAPPING;
-- docs/decisions.md). The caste column stays as it was: nothing is lost.
UPDATE "users" AS u SET
  "community" = coalesce(u."community", m.community),
  "sect" = coalesce(u."sect", m.sect),
  "school" = coalesce(u."school", m.school)
FROM (VALUES
  ('Syed', 'syed', null, null),
  ('Sheikh', 'sheikh', null, null),
  ('Pathan', 'pathan', null, null),
  ('Mughal', 'mughal', null, null),
  ('Ansari', 'ansari', null, null),
  ('Qureshi', 'qureshi', null, null),
  ('Khan', 'khan', null, null),
  ('Malik', 'malik', null, null),
  ('Mirza', 'mirza', null, null),
  ('Hanafi', null, 'sunni', 'hanafi'),
  ('Shafi', null, 'sunni', 'shafii'),
  ('Maliki', null, 'sunni', 'maliki'),
  ('Hanbali', null, 'sunni', 'hanbali'),
  ('Bohras', 'bohra', 'shia', 'bohra'),
  ('Khojas', 'khoja', 'shia', 'khoja'),
  ('Memons', 'memon', null, null),
  ('Ismaili', null, 'shia', 'ismaili'),
  ('Siddiqui', 'siddiqui', null, null),
  ('Farooqui', 'farooqui', null, null),
  ('Usmani', 'usmani', null, null),
  ('Abbasi', 'abbasi', null, null),
  ('Alvi', 'alvi', null, null),
  ('Hashmi', 'hashmi', null, null),
  ('Jafri', 'jafri', null, null),
  ('Rizvi', 'rizvi', null, null),
  ('Naqvi', 'naqvi', null, null),
  ('Zaidi', 'zaidi', null, null),
  ('Kazmi', 'kazmi', null, null),
  ('Bukhari', 'bukhari', null, null),
  ('Gilani', 'gilani', null, null),
  ('Chishti', 'chishti', null, null),
  ('Rajput (Muslim)', 'rajput', null, null),
  ('Rayeen', 'rayeen', null, null),
  ('Saifi', 'saifi', null, null),
  ('Salmani', 'salmani', null, null),
  ('Idrisi', 'idrisi', null, null),
  ('Mansoori', 'mansoori', null, null),
  ('Qasai', 'qureshi', null, null),
  ('Rangrez', 'rangrez', null, null),
  ('Teli', 'malik_teli', null, null),
  ('Dhobi', 'hawari', null, null),
  ('Julaha', 'ansari', null, null),
  ('Kunjra', 'rayeen', null, null),
  ('Mewati', 'mewati', null, null),
  ('Meo', 'meo', null, null),
  ('Lebbai', 'lebbai', null, null),
  ('Rowther', 'rowther', null, null),
  ('Marakkar', 'marakkar', null, null),
  ('Mappila', 'mappila', null, null),
  ('Dakhni', 'dakhni', null, null),
  ('Navayath', 'navayath', null, null),
  ('Kutchi Memon', 'kutchi_memon', null, null),
  ('Dawoodi Bohra', 'bohra', 'shia', 'bohra'),
  ('Sulaimani Bohra', 'bohra', 'shia', 'bohra'),
  ('Gujjar', 'gujjar', null, null),
  ('Jat (Muslim)', 'jat', null, null),
  ('Kashmiri', 'kashmiri', null, null),
  ('Bengali Muslim', 'bengali', null, null),
  ('Sunni', null, 'sunni', null),
  ('Shia', null, 'shia', null),
  ('Ahle Hadith', null, 'sunni', 'ahl_e_hadith'),
  ('Other', 'other', null, null)
) AS m(caste, community, sect, school)
WHERE u."caste" = m.caste;
