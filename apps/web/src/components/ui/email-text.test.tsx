import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { EmailText } from './email-text';

afterEach(cleanup);

describe('EmailText', () => {
  it('offers breaks only after the @ and before each dot, and reads as the address', () => {
    const { container } = render(<EmailText email="ayesha.siddiqui0@demo.sakinah.local" />);
    const span = container.firstElementChild!;
    expect(span.textContent).toBe('ayesha.siddiqui0@demo.sakinah.local');
    expect(span.innerHTML).toBe('ayesha<wbr>.siddiqui0@<wbr>demo<wbr>.sakinah<wbr>.local');
  });
});
