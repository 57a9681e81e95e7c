import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MSG } from '@sakinah/contract';
import { TextAreaField, TextField } from './text-field';
import { NewPasswordFields, RESET_RULES, SIGNUP_RULES } from '../../features/password-reset/password-checklist';

afterEach(cleanup);

describe('TextField', () => {
  it('ties its hint and its error to the input', () => {
    render(<TextField id="city" label="City" hint="Where you live" error="Required" required />);
    const input = screen.getByLabelText('City');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('city-hint city-error');
    expect(document.getElementById('city-error')?.textContent).toBe('Required');
    expect(document.getElementById('city-hint')?.textContent).toBe('Where you live');
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField id="name" label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('name-like: blocks a space before the third character and says why, politely', () => {
    render(<TextField id="first" label="First Name" nameLike defaultValue="Al" />);
    const input = screen.getByLabelText('First Name');
    const early = fireEvent.keyDown(input, { key: ' ' });
    expect(early).toBe(false); // default prevented
    const note = screen.getByText(MSG.minCharsBeforeSpace);
    expect(note.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(input, { target: { value: 'Ali' } });
    expect(fireEvent.keyDown(input, { key: ' ' })).toBe(true);
    expect(screen.queryByText(MSG.minCharsBeforeSpace)).toBeNull();
  });

  it('free text keeps every space: "I am"', () => {
    render(<TextAreaField id="about" label="About Me" defaultValue="I" />);
    expect(fireEvent.keyDown(screen.getByLabelText('About Me'), { key: ' ' })).toBe(true);
  });
});

function PasswordForm({ rules }: { rules: typeof SIGNUP_RULES }) {
  const [value, setValue] = useState('');
  const registration = (name: string) => ({
    name,
    onChange: async (event: { target: { value: string } }) => setValue(event.target.value),
    onBlur: async () => undefined,
    ref: () => undefined,
  });
  return (
    <NewPasswordFields
      value={value}
      rules={rules}
      password={{ id: 'pw', label: 'Password', registration: registration('pw') }}
      confirm={{ id: 'pw2', label: 'Confirm Password', registration: registration('pw2') }}
    />
  );
}

const states = () =>
  screen.getAllByRole('listitem').map((item) => `${item.textContent}`);

describe('password checklist', () => {
  it('shows the sign-up rule before typing and ticks each rule as it is met, in words', () => {
    render(<PasswordForm rules={SIGNUP_RULES} />);
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe('pw-rules');
    expect(states()).toEqual([
      'At least 6 characters (not met yet)',
      'One letter (not met yet)',
      'One number (not met yet)',
      'One special character (!@#$%^&*()) (not met yet)',
    ]);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcde1-' } });
    expect(states()).toEqual([
      'At least 6 characters (met)',
      'One letter (met)',
      'One number (met)',
      'One special character (!@#$%^&*()) (not met yet)',
    ]);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcde1!' } });
    expect(states().every((state) => state.endsWith('(met)'))).toBe(true);
  });

  it('shows the stricter reset rule', () => {
    render(<PasswordForm rules={RESET_RULES} />);
    expect(states()).toHaveLength(5);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcde1!' } });
    expect(states()[0]).toBe('At least 8 characters (not met yet)');
    expect(states()[1]).toBe('One uppercase letter (not met yet)');
  });
});
