import { useState } from 'react';
import { Modal } from '../../components/ui/modal';
import { Button } from '../../components/ui/button';
import type { AdminMember } from '@sakinah/contract';
import { formatDate, formatDateTime } from './format';
import { genderLabel, hasText, heightLabel, maritalStatusLabel, profileForLabel, weightLabel } from '../profile-display/public';
import { EmailText } from '../../components/ui/email-text';

type Row = [label: string, value: string | number | null | undefined];

/** Empty answers show as a dash, so a missing field is visible rather than silently absent. */
function show(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const text = String(value).trim();
  return text === '' ? '—' : text;
}

/** Stored codes ('single', 'male', "5'4") as members read them; empty stays empty (a dash). */
function readable(value: string | number | null | undefined, label: (value: string) => string): string {
  const text = value === null || value === undefined ? '' : String(value);
  return hasText(text) ? label(text) : '';
}

function profileGroups(member: AdminMember): Array<{ title: string; rows: Row[] }> {
  const relation = readable(member.profileFor, (value) => profileForLabel(value.toLowerCase(), member.customRelation));
  return [
    {
      title: 'Basics',
      rows: [
        ['Full name', [member.firstName, member.middleName, member.lastName].filter(Boolean).join(' ')],
        ['Profile for', relation],
        ['Gender', readable(member.gender, genderLabel)],
        ['Date of birth', member.dob ? `${formatDate(member.dob)}${member.age !== null ? ` (${member.age} years)` : ''}` : ''],
        ['Marital status', readable(member.maritalStatus, maritalStatusLabel)],
        ['Height', readable(member.height, heightLabel)],
        ['Weight', readable(member.weight, weightLabel)],
      ],
    },
    {
      title: 'Contact and location',
      rows: [
        ['Email', member.email],
        ['Phone', member.contactNo],
        ['Address', member.address],
        ['City', member.city],
        ['State', member.state],
      ],
    },
    {
      title: 'Education and work',
      rows: [
        ['Education', member.education],
        ['Occupation', member.occupation],
        ['Work location', member.workLocation],
        ['Annual income', member.annualIncome],
      ],
    },
    {
      title: 'Family',
      rows: [
        ['Father', member.fatherName],
        ['Mother', member.motherName],
        ['Siblings', member.siblings],
        ['Family type', member.familyType],
        ['Family values', member.familyValues],
        ['Caste', member.caste],
      ],
    },
    {
      title: 'Partner preferences',
      rows: [
        ['Castes of interest', member.casteInterestedIn?.join(', ')],
        ['Age range', member.ageRangePreference],
        ['Height', readable(member.heightPreference, heightLabel)],
        ['Education', member.educationPreference],
        ['Occupation', member.occupationPreference],
        ['Location', member.locationPreference],
      ],
    },
    {
      title: 'Account',
      rows: [
        ['Status', member.status],
        ['Rejection reason', member.status === 'Rejected' ? member.rejectionReason : null],
        ['Payment', member.paymentStatus],
        ['Plan', member.subscription ? `${member.subscription.planName} (until ${formatDate(member.subscription.endsAt)})` : 'None active'],
        ['Photo privacy', member.photoPrivacy],
        ['Joined', formatDateTime(member.createdAt)],
        ['Sent for review', formatDateTime(member.submittedForReviewAt)],
      ].filter(([label, value]) => label !== 'Rejection reason' || value) as Row[],
    },
  ];
}

/** Photo thumbnails; a click opens the large one. Admins see private photos too. */
export function MemberPhotos({ member }: { member: AdminMember }) {
  const [open, setOpen] = useState<AdminMember['photos'][number] | null>(null);
  if (member.photos.length === 0) {
    return <p className="text-sm text-muted">No photos uploaded.</p>;
  }
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={`Photos of ${member.name}`}>
        {member.photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(photo)}
              className="relative block overflow-hidden rounded-xl ring-1 ring-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
            >
              <img src={photo.thumbUrl} alt={`Photo ${index + 1} of ${member.name}${photo.isAvatar ? ' (profile photo)' : ''}${photo.held ? ' (held for review)' : ''}, enlarge`} className="h-20 w-20 object-cover" loading="lazy" />
              {photo.held && (
                <span className="absolute top-0 start-0 end-0 bg-gold-600/90 py-0.5 text-center text-[10px] font-semibold text-white" aria-hidden="true">
                  Held
                </span>
              )}
              {photo.isAvatar && (
                <span className="absolute bottom-0 start-0 end-0 bg-brand-800/80 py-0.5 text-center text-[10px] font-semibold text-white" aria-hidden="true">
                  Profile photo
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={`Photo of ${member.name}`}
        size="md"
        actions={
          <Button variant="back" onClick={() => setOpen(null)}>
            Close
          </Button>
        }
      >
        {open && <img src={open.url} alt={`Photo of ${member.name}`} className="mx-auto max-h-[65vh] w-auto rounded-xl" />}
      </Modal>
    </>
  );
}

/** Every profile answer, grouped, in a compact definition list. */
export function MemberFields({ member }: { member: AdminMember }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        {profileGroups(member).map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className="mb-1 font-sans text-xs font-semibold tracking-wide text-gold-700 uppercase">{group.title}</h3>
            <dl className="grid grid-cols-[minmax(6.5rem,40%)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {group.rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-ink [overflow-wrap:anywhere]">{label === 'Email' && typeof value === 'string' && value ? <EmailText email={value} /> : show(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label="About">
          <h3 className="mb-1 font-sans text-xs font-semibold tracking-wide text-gold-700 uppercase">About</h3>
          <p className="text-sm whitespace-pre-wrap text-ink">{show(member.aboutMe)}</p>
        </section>
        <section aria-label="Expectations">
          <h3 className="mb-1 font-sans text-xs font-semibold tracking-wide text-gold-700 uppercase">Expectations</h3>
          <p className="text-sm whitespace-pre-wrap text-ink">{show(member.expectations)}</p>
        </section>
      </div>
    </div>
  );
}
