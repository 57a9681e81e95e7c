import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SESSION_HINT_COOKIE } from '@sakinah/contract';
import type { SessionUser } from '../../session/session';
import { renderWithSession } from '../../session/render-with-session';
import { testUser } from '../../session/test-user';
import { loadPageTexts } from '../../../lib/i18n';
import { ContactForm } from './contact-form';

function renderForm(user: SessionUser | null) {
  document.cookie = user ? `${SESSION_HINT_COOKIE}=1; path=/` : `${SESSION_HINT_COOKIE}=; Max-Age=0; path=/`;
  renderWithSession(<ContactForm headingId="contact-heading" />, { user, path: '/contact' });
}

// The contact page's texts load with the page in the app (routes/public-pages.ts); here the form is rendered alone.
beforeAll(() => loadPageTexts(['contact']));

afterEach(() => {
  cleanup();
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; path=/`;
});

describe('ContactForm', () => {
  it('fills in a signed-in member\'s name, email and phone', () => {
    renderForm(testUser({ firstName: 'Amina', lastName: 'Khan', email: 'amina@example.com', contactNo: '9876543210' }));
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('Amina Khan');
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('amina@example.com');
  });

  it('starts empty for a visitor', () => {
    renderForm(null);
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('');
  });
});
