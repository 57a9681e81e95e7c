import { Link } from 'react-router';
import { BRAND_NAME, ROUTES } from '@sakinah/contract';
import type { LegalSection } from '../legal/legal-document';

export const SAFETY_INTRO = (
  <p>
    Most people you meet on {BRAND_NAME} are sincere and looking for marriage, as you are. A few are not. This advice,
    drawn from what members and families tell us, helps you recognise them early, and keeps you, your money and your
    family safe while you search.
  </p>
);

export const SAFETY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'money',
    title: 'Money: never send it',
    content: (
      <>
        <p>
          <strong>No genuine match will ask you for money.</strong> Not before you meet, not after, not as a loan and not
          for an emergency. Almost every marriage scam ends with a request for money, however long and warm the
          conversation before it.
        </p>
        <h3>Stories scammers tell</h3>
        <ul>
          <li>A parcel or gift for you is &ldquo;stuck at customs&rdquo; and needs a fee.</li>
          <li>They are stuck at an airport, or abroad, and need a ticket or a visa fee.</li>
          <li>A sudden medical emergency, an accident or a family member in hospital.</li>
          <li>An investment, trading or crypto opportunity that will &ldquo;secure our future&rdquo;.</li>
          <li>Gift cards, recharge vouchers or a small transfer &ldquo;just to prove you trust me&rdquo;.</li>
        </ul>
        <h3>Keep these to yourself</h3>
        <ul>
          <li>Your bank account number, card details, UPI PIN and any OTP (one-time password).</li>
          <li>Copies of your Aadhaar, PAN or passport: only our verification team asks for them, inside Settings.</li>
        </ul>
        <p>
          {BRAND_NAME} takes payment only on our own checkout page, for a plan you chose. We never ask you to pay a
          member, and our team never asks for your password or an OTP.
        </p>
      </>
    ),
  },
  {
    id: 'before-meeting',
    title: 'Before you meet',
    content: (
      <ul>
        <li>
          Talk on {BRAND_NAME} first. Phone numbers and addresses are hidden in early conversations on purpose; someone
          who pushes you to move to another app straight away is a warning sign.
        </li>
        <li>Look for the Verified badge, and ask a match to verify if they have not.</li>
        <li>Have a video call, ideally with a family member beside you, before any meeting.</li>
        <li>
          Notice whether the story adds up: work, city, family. Someone who avoids questions, never shows their face or
          always has a reason not to call may not be who they say.
        </li>
        <li>Take your time. Pressure to decide quickly, or to keep things secret from your family, is a red flag.</li>
      </ul>
    ),
  },
  {
    id: 'meeting',
    title: 'When you meet',
    content: (
      <ul>
        <li>Meet in a public place, in daylight, with a family member, your wali or a trusted friend present.</li>
        <li>Tell your family where you are going, with whom, and when you will be back.</li>
        <li>Travel there and back on your own; do not accept a lift or a stay from someone you have just met.</li>
        <li>Keep your phone charged and with you, and leave whenever you feel uncomfortable. You owe no one an excuse.</li>
      </ul>
    ),
  },
  {
    id: 'family',
    title: 'Your family',
    content: (
      <>
        <p>
          Families are part of a nikah, and they are part of staying safe. A guardian sees things a person hoping for a
          match may not.
        </p>
        <ul>
          <li>
            Invite a parent or guardian in Settings → Family: they can follow your requests and conversations without
            being able to write or change anything.
          </li>
          <li>Let families speak to each other early, and be wary of anyone who wants to keep their family out of it.</li>
          <li>Pray istikhara and take advice before you decide.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Your privacy',
    content: (
      <ul>
        <li>Keep your photos private and grant access only to members you have spoken with.</li>
        <li>Do not share your home address or workplace until your families have met.</li>
        <li>Think before sending photos or videos: once sent, they can be saved and shared.</li>
        <li>Use invisible mode when you want to pause your search without deleting anything.</li>
      </ul>
    ),
  },
  {
    id: 'report',
    title: 'If something is wrong',
    content: (
      <>
        <ul>
          <li>
            <strong>Block</strong> the member: they can no longer see your profile or write to you.
          </li>
          <li>
            <strong>Report</strong> the profile or the message, from their profile or from the conversation. Our team
            reviews every report, safety reports first; the member is never told who reported them.
          </li>
          <li>
            If you have sent money, tell your bank at once, call the national cyber crime helpline <strong>1930</strong>{' '}
            and file a complaint at cybercrime.gov.in.
          </li>
          <li>
            If you are in danger, call <strong>112</strong>.
          </li>
        </ul>
        <p>
          You can also <Link to={ROUTES.contact}>write to our team</Link> about anything that worries you.
        </p>
      </>
    ),
  },
];
