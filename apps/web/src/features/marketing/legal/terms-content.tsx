import { Link } from 'react-router';
import { AGE_MAX, AGE_MIN, BRAND_NAME, CURRENCY_SYMBOL, FREE_TRIAL_DAYS, MSG, ROUTES } from '@sakinah/contract';
import { LegalContactCard } from './legal-contact-card';
import type { LegalSection } from './legal-document';

export const TERMS_INTRO = (
  <p>
    These terms set out how {BRAND_NAME} works, what we expect of every member and what you can expect from us. They are
    written to be read: please take a few minutes to go through them before you create an account.
  </p>
);

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    content: (
      <>
        <p>
          {BRAND_NAME} (&ldquo;we&rdquo; or &ldquo;us&rdquo;) provides a matrimonial service for Muslims in India
          through our website and apps. By creating an account or using {BRAND_NAME}, you agree to these Terms of
          Service and to our <Link to={ROUTES.privacy}>Privacy Policy</Link>. If you do not agree, please do not use{' '}
          {BRAND_NAME}.
        </p>
        <p>
          {BRAND_NAME} is a platform that helps people meet for the purpose of marriage. We are not a party to any
          conversation, meeting or marriage between members.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Sakinah',
    content: (
      <>
        <p>
          <strong>You must be at least {AGE_MIN} years old to use {BRAND_NAME}.</strong> To hold an account you must
          also:
        </p>
        <ul>
          <li>
            be between {AGE_MIN} and {AGE_MAX} years of age;
          </li>
          <li>be a Muslim sincerely seeking marriage, or be acting for a relative who is;</li>
          <li>
            ensure that the person the profile describes is legally eligible to marry under the law that applies to
            them;
          </li>
          <li>not have had an account removed by us for breaking these terms.</li>
        </ul>
        <p>
          You may create a profile for yourself, or for your daughter, son or another relative. If you do so for
          someone else, you confirm that they know about the profile and agree to it, and you accept these terms on
          their behalf as well as your own.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account and profile',
    content: (
      <>
        <p>When you create and use your account, you agree to:</p>
        <ul>
          <li>give true, accurate and current information, including marital status, and keep it up to date;</li>
          <li>keep only one account for each person looking for a spouse;</li>
          <li>use photos that show the person the profile belongs to, are recent, and are modest and respectful;</li>
          <li>keep your password secret and tell us straight away if you think someone else has used your account;</li>
          <li>take responsibility for everything that happens under your account.</li>
        </ul>
        <p>
          Your mobile number is verified with a one-time password. You can also verify your identity with an ID and a
          selfie, which our team checks within 24 to 48 hours. Verification shows that a document matched the person;
          it is not a background check.
        </p>
      </>
    ),
  },
  {
    id: 'approval',
    title: 'Profile review and approval',
    content: (
      <p>
        Every new profile is reviewed and approved by our team before it appears to other members. We may ask you to
        change details or photos, and we may decline or remove a profile that is incomplete, misleading or against
        these terms. Significant later changes, such as a new main photo, may be reviewed again. Approval does not mean
        that we vouch for a member.
      </p>
    ),
  },
  {
    id: 'plans-and-payments',
    title: 'Plans, payments and renewals',
    content: (
      <>
        <p>
          Anyone can create a profile. A plan or the free trial opens up searching, interest requests and chat; plans
          differ in how many profiles and photos you can view and how many new conversations you can start a day, and
          some add the contact details of your connections (when both of you agree), read receipts and priority
          support. The current plans, what each one includes and their prices are shown on our{' '}
          <Link to={ROUTES.pricing}>Pricing</Link> page.
        </p>
        <ul>
          <li>
            <strong>Prices.</strong> All prices are in Indian rupees ({CURRENCY_SYMBOL}) and include any applicable
            taxes unless stated otherwise. The price you pay is shown before you confirm.
          </li>
          <li>
            <strong>Payment.</strong> Payments are processed by our card payment provider. We never see or store your
            card number.
          </li>
          <li>
            <strong>No automatic renewal.</strong> {MSG.noAutoRenewal} Each plan is a one-off payment that ends at the
            close of the period you paid for; renewing is your choice, at the price shown then.
          </li>
          <li>
            <strong>Refunds.</strong> We do not give refunds for partly used periods, including when you cancel,
            deactivate or delete your account before the period ends. If you were charged by mistake, contact us and we
            will put it right.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'free-trial',
    title: 'Free trial',
    content: (
      <p>
        New members can try {BRAND_NAME} free for {FREE_TRIAL_DAYS} days. No credit card is needed, and the trial is
        available once per member; creating new accounts to get another trial is not allowed. When the trial ends you
        return to free membership unless you choose a plan. You are never charged automatically at the end of a trial.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>
          {BRAND_NAME} is a place for sincere, respectful conversations about marriage. Please treat every member as you
          would want your own family to be treated. You must not:
        </p>
        <ul>
          <li>harass, threaten, insult or pressure anyone, or send sexual or offensive content;</li>
          <li>
            <strong>ask any member for money</strong>, gifts, loans, bank or card details, or promote investments;
          </li>
          <li>
            <strong>create a fake profile</strong>, impersonate someone, or misrepresent your age, marital status,
            identity or intentions;
          </li>
          <li>share another member&rsquo;s photos, messages or contact details outside {BRAND_NAME} without their consent;</li>
          <li>use {BRAND_NAME} for commercial purposes, advertising or recruiting for another service;</li>
          <li>use bots, scrapers or other automated means, or try to break or bypass our security;</li>
          <li>post anything unlawful, or use {BRAND_NAME} for any purpose other than seeking marriage.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'reporting-and-blocking',
    title: 'Reporting, blocking and safety',
    content: (
      <>
        <p>
          You can block any member at any time, and report a profile or message that worries you. Our team reviews
          every report and may warn, suspend or remove members. If someone is in immediate danger, contact the police
          first (dial 112 in India).
        </p>
        <p>
          Please take sensible care: involve your family, meet in public places, and never send money to someone you
          have met online. We do not carry out criminal or background checks on members, and you are responsible for
          your own decisions about whom to meet or marry.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    content: (
      <p>
        You keep ownership of the text and photos you add to {BRAND_NAME}. You give us permission to store them, adapt
        them for display (for example, resizing photos) and show them to other members in line with your privacy
        settings, for as long as your account exists. You confirm that you have the right to share everything you
        upload. We may remove content that breaks these terms.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    content: (
      <>
        <p>
          You may deactivate your account or delete it permanently at any time from your{' '}
          <Link to={ROUTES.settings}>account settings</Link>.
        </p>
        <p>
          We may suspend or close an account, with or without notice, if we reasonably believe it breaks these terms,
          puts other members at risk or is required by law. Where it is safe and lawful, we will tell you why. If an
          account is closed for breaking these terms, no refund is due for any remaining period. The sections on disclaimers, liability
          and governing law continue to apply after an account is closed.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'No guarantee of a match',
    content: (
      <p>
        We work hard to keep {BRAND_NAME} safe and available, but we provide the service &ldquo;as is&rdquo;. We cannot
        promise that you will find a spouse, that the service will always be uninterrupted, or that everything members
        tell you is true. Members are solely responsible for their own conduct, on and off {BRAND_NAME}.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <>
        <p>
          To the extent the law allows, <strong>our total liability to you</strong> for all claims relating to{' '}
          {BRAND_NAME} <strong>is limited to the amount you paid us in the 12 months before the claim arose</strong>. If
          you have not paid us anything, our liability is limited to the minimum the law allows.
        </p>
        <p>
          We are not liable for indirect or consequential losses, or for the actions of other members. Nothing in these
          terms limits any liability that cannot be limited under Indian law, or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These terms are governed by the laws of India. If a disagreement arises, please contact us first: most concerns
        can be resolved quickly and informally. Any dispute that cannot be resolved this way will be subject to the
        exclusive jurisdiction of the courts of Lucknow, Uttar Pradesh.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms as {BRAND_NAME} develops or the law changes. We will update the date at the top of
        this page, and for significant changes we will tell you by email or in the app before they take effect. If you
        keep using {BRAND_NAME} after that, you accept the updated terms; if you do not agree, you can delete your
        account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <>
        <p>
          Questions about these terms are welcome. Use our <Link to={ROUTES.contact}>contact form</Link> or reach us
          directly:
        </p>
        <LegalContactCard title={`${BRAND_NAME} Support`} />
      </>
    ),
  },
];
