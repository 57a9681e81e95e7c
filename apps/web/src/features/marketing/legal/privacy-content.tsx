import { Link } from 'react-router';
import { AGE_MIN, BRAND_NAME, IMAGE_MAX_BYTES, ROUTES } from '@sakinah/contract';
import { CONTACT_DETAILS } from '../contact-details';
import { LegalContactCard } from './legal-contact-card';
import type { LegalSection } from './legal-document';

const PHOTO_MAX_MB = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));

export const PRIVACY_INTRO = (
  <p>
    {BRAND_NAME} helps Muslims in India find a spouse. That means you trust us with personal information, and we take
    that trust seriously. This policy explains, in plain language, what we collect, who can see it, how long we keep it
    and the rights you have under India&rsquo;s Digital Personal Data Protection Act, 2023.
  </p>
);

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-this-policy',
    title: 'About this policy',
    content: (
      <>
        <p>
          This policy applies to the {BRAND_NAME} website and apps (together, &ldquo;{BRAND_NAME}&rdquo;,
          &ldquo;we&rdquo; or &ldquo;us&rdquo;). For the purposes of the Digital Personal Data Protection Act, 2023
          (the &ldquo;DPDP Act&rdquo;), we are the Data Fiduciary for the personal data you share with us, and you are
          the Data Principal.
        </p>
        <p>
          By creating an account you consent to us processing your personal data as described here. You can withdraw
          that consent at any time by deleting your account, as explained under{' '}
          <a href="#retention-and-deletion">How long we keep your information</a>. If you create a profile for a daughter, son or other
          relative, you confirm that they know about it and agree to it.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <p>We only ask for what a serious marriage search needs.</p>
        <h3>Account and profile details</h3>
        <p>
          Your name, gender, date of birth, whom the profile is for, marital status, height, education, occupation,
          community, city and state, family details, what you are looking for in a spouse and the &ldquo;about
          me&rdquo; text you write. Some of this, such as community or religious practice, is sensitive; you choose how
          much of it to share.
        </p>
        <h3>Contact number</h3>
        <p>
          Your mobile number, which we verify by sending a one-time password (OTP) over WhatsApp, with SMS as a
          backup. We use the number to secure your account and to reach you about it. It is not shown on your profile.
        </p>
        <h3>Photos</h3>
        <p>
          The JPEG or PNG photos you upload (up to {PHOTO_MAX_MB} MB each). Every photo is re-encoded on our servers
          and its metadata is removed, including the camera details and the GPS location where it was taken, before
          anyone else can see it.
        </p>
        <h3>Identity verification</h3>
        <p>
          If you choose to verify your identity, a photo of a government-issued ID and a selfie. These are used only
          to confirm that you are who you say you are, and are never shown to other members.
        </p>
        <h3>Messages and activity</h3>
        <p>
          The interest requests you send and receive, your connections, your chats with other members, the profiles
          you block or report, and your privacy settings.
        </p>
        <h3>Payments</h3>
        <p>
          Payments are handled by our card payment provider on its own secure page. We receive only what we need to
          run your plan: the plan, the amount in rupees, the date, a payment reference and whether it succeeded.{' '}
          <strong>We never see or store your card number.</strong>
        </p>
        <h3>Messages to our team</h3>
        <p>
          When you use the contact form or write to us, we keep your name, email address, optional phone number and
          message so we can reply.
        </p>
        <h3>Technical information</h3>
        <p>
          Our servers record basic technical details, such as your IP address, the time of a request and the type of
          browser, to keep the service secure, limit abuse and investigate problems.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    content: (
      <>
        <p>We use your personal data only to:</p>
        <ul>
          <li>create your account and show your profile to suitable members once our team has approved it;</li>
          <li>suggest matches based on your preferences, and deliver interest requests and messages;</li>
          <li>verify your phone number and, if you ask us to, your identity;</li>
          <li>run your plan, free trial and renewals;</li>
          <li>keep members safe: review new profiles, act on reports and prevent fraud, harassment and fake profiles;</li>
          <li>answer your questions and send you messages about your account;</li>
          <li>meet our obligations under Indian law.</li>
        </ul>
        <p>
          We do not sell your personal data, we do not rent it to anyone, and we do not use it for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-what',
    title: 'Who can see your information',
    content: (
      <>
        <h3>Other members</h3>
        <p>
          Once approved, your profile details are visible to signed-in members. Your date of birth is shown as an age,
          and your exact address is never shown.
        </p>
        <h3>Photo privacy</h3>
        <p>
          You decide whether each photo is <strong>public</strong>, shown to members who view your profile, or{' '}
          <strong>private</strong>. A private photo stays hidden until a member sends an access request and you approve
          it. You can withdraw access at any time.
        </p>
        <h3>Account privacy</h3>
        <p>
          You can hide your whole profile from search and suggestions with invisible mode, and show it again whenever
          you like. Members you block can no longer see your profile or contact you.
        </p>
        <h3>Contact details</h3>
        <p>
          Your phone number and email address are shown only to members you are connected with, and only when their
          plan includes seeing contact details. In early conversations, contact details typed into chat are filtered
          out; you can share them through the contact exchange feature when you are ready.
        </p>
        <h3>Your wali and family</h3>
        <p>
          If you link a wali (guardian) account, your wali can follow your matches and conversations. If a relative
          manages your profile, they can see everything on it.
        </p>
        <h3>Our team and service providers</h3>
        <p>
          A small number of trained team members can see profile information to approve profiles, check identity
          documents and deal with reports. We also use trusted providers for hosting, sending OTPs and email, and card
          payments. They process data only on our instructions and only for that purpose.
        </p>
        <h3>When the law requires it</h3>
        <p>
          We share information with the police, courts or other authorities only when Indian law requires us to, or
          when it is needed to protect someone from serious harm.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and tracking',
    content: (
      <>
        <p>
          {BRAND_NAME} uses <strong>only strictly necessary cookies</strong>, none of them for advertising or analytics:
        </p>
        <ul>
          <li>
            a <strong>session cookie</strong> that keeps you signed in. Scripts on the page cannot read it, and it is
            removed when you log out or the session ends. A small companion cookie says only that a session exists, so
            public pages do not ask our server who you are when you are not signed in;
          </li>
          <li>
            a <strong>device cookie</strong>, set when an account is created in your browser: a random number, of which we
            keep only a fingerprint, so that our team notices when one device opens several accounts in a day, a common
            sign of fake profiles. Scripts cannot read it, and it says nothing else about you.
          </li>
        </ul>
        <p>
          We do not use advertising cookies, analytics services, social media pixels or any other third-party trackers.
          Our fonts, images and scripts are served from our own servers, so visiting {BRAND_NAME} does not tell any other
          company what you are doing.
        </p>
      </>
    ),
  },
  {
    id: 'retention-and-deletion',
    title: 'How long we keep your information',
    content: (
      <>
        <p>We keep personal data only for as long as we need it:</p>
        <ul>
          <li>
            <strong>While your account is open</strong>, we keep your profile, photos, connections and messages so the
            service works.
          </li>
          <li>
            <strong>If you deactivate your account</strong>, your profile is hidden from everyone and kept until you
            return or delete it.
          </li>
          <li>
            <strong>If you delete your account</strong>, your profile, photos and messages are removed from our live
            systems within 30 days and from our backups within a further 90 days. Deletion cannot be undone.
          </li>
          <li>
            <strong>Identity documents</strong> are deleted within 30 days of the check being completed; we keep only
            the result.
          </li>
          <li>
            <strong>Messages to our team</strong> are kept for up to 12 months after your question is resolved.
          </li>
          <li>
            <strong>When you change your sign-in email</strong>, we email your previous address a link, valid for 7
            days, that puts it back if the change was not yours. We keep the previous address until you next change your
            email or delete your account.
          </li>
        </ul>
        <p>
          Some records must be kept for longer because the law requires it or to keep members safe: payment and invoice
          records for the period set by Indian tax law, security logs for at least one year, and a minimal record of
          accounts removed for serious misconduct so they cannot simply return. If you used the free trial, we keep a
          one-way code made from your phone number and email (not the number or email themselves), and from any
          verified number you replaced, so that the free trial is given once per person.
        </p>
        <p>
          You can deactivate or delete your account at any time from your{' '}
          <Link to={ROUTES.settings}>account settings</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your information',
    content: (
      <p>
        All traffic to {BRAND_NAME} is encrypted in transit. Passwords are stored only as secure hashes, photos are kept
        under random names, and access to personal data within our team is limited to those who need it and is logged.
        No system is perfectly secure, but if a personal data breach ever affects you, we will inform you and the Data
        Protection Board of India as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights under the DPDP Act, 2023',
    content: (
      <>
        <p>As a Data Principal you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> a summary of the personal data we hold about you, how we use it and with whom we
            have shared it;
          </li>
          <li>
            <strong>Correct, complete or update</strong> inaccurate or incomplete data; most of it you can edit yourself
            on your profile page;
          </li>
          <li>
            <strong>Erase</strong> your personal data when it is no longer needed, including by deleting your account;
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time; this does not affect processing carried out before you
            withdrew it;
          </li>
          <li>
            <strong>Nominate</strong> another person to exercise these rights for you in the event of your death or
            incapacity;
          </li>
          <li>
            <strong>Have your grievances redressed</strong> by our Grievance Officer, and, if you are not satisfied,
            complain to the Data Protection Board of India.
          </li>
        </ul>
        <p>
          To use any of these rights, write to our Grievance Officer (see{' '}
          <a href="#grievance-officer">Grievance Officer and contact</a>). We may ask you to confirm your identity first. We acknowledge
          every request within two working days and respond in full within 30 days.
        </p>
        <p>
          The Act also asks Data Principals to give accurate information, not to impersonate anyone and not to file
          false or frivolous complaints.
        </p>
      </>
    ),
  },
  {
    id: 'age-limit',
    title: 'Age limit',
    content: (
      <p>
        {BRAND_NAME} is for adults. Account holders must be at least {AGE_MIN} years old, and we do not knowingly collect
        data about children. If you believe a profile belongs to someone under {AGE_MIN}, please report it and we will
        remove it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        If we change this policy, we will update the date at the top of this page. If a change materially affects how
        we use your personal data, we will tell you by email or in the app before it takes effect and, where the law
        requires, ask for your consent again.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer and contact',
    content: (
      <>
        <p>
          If you have a question or complaint about your personal data, please contact our Grievance Officer. Write
          &ldquo;Privacy&rdquo; in the subject line so your message reaches the right person quickly. You can also use
          our <Link to={ROUTES.contact}>contact form</Link>.
        </p>
        <LegalContactCard title="Grievance Officer" />
        <p>
          You can write to us in English, Hindi or Urdu. Letters by post should be addressed to the Grievance Officer at{' '}
          {CONTACT_DETAILS.office}.
        </p>
      </>
    ),
  },
];
