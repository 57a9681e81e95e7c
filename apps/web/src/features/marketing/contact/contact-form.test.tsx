import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SESSION_HINT_COOKIE } from '@sakinah/contract';
import { createQueryClient } from '../../../lib/query-client';
import { SESSION_QUERY_KEY, SessionProvider, type SessionUser } from '../../session/session';
import { testUser } from '../../session/test-user';
import { ContactForm } from './contact-form';

function renderForm(user: SessionUser | null) {
  document.cookie = user ? `${SESSION_HINT_COOKIE}=1; path=/` : `${SESSION_HINT_COOKIE}=; Max-Age=0; path=/`;
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/contact']}>
        <SessionProvider>
          <ContactForm headingId="contact-heading" />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

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
