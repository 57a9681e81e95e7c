import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ContactSection } from './contact-section';
import { EducationSection } from './education-section';
import { PreferencesSection } from './preferences-section';
import type { ProfileFormValues } from './profile-form';

afterEach(cleanup);

function CityEcho() {
  const city = useWatch<ProfileFormValues, 'city'>({ name: 'city' });
  return <output data-testid="city">{city}</output>;
}

function Harness({ values, children }: { values: Partial<ProfileFormValues>; children: ReactNode }) {
  const form = useForm<ProfileFormValues>({ defaultValues: { state: '', city: '', annualIncome: '', ...values } });
  return (
    <FormProvider {...form}>
      {children}
      <CityEcho />
    </FormProvider>
  );
}

const optionTexts = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.value);

describe('the profile editor lists that fit India (issue 41)', () => {
  it('offers the degrees, occupations and lakh bands, and keeps an old band as it is', () => {
    render(
      <Harness values={{ annualIncome: 'Above ₹200,000' }}>
        <EducationSection />
      </Harness>,
    );
    expect(optionTexts('Education')).toEqual(expect.arrayContaining(['MBBS', 'B.Tech / B.E.', 'MBA / PGDM', 'CA', 'LLB', 'Alim / Alimah', 'Hafiz / Hafiza', 'Masters']));
    expect(optionTexts('Occupation')).toEqual(expect.arrayContaining(['Homemaker', 'Business', 'Teacher']));
    const income = optionTexts('Annual Income');
    expect(income).toEqual(expect.arrayContaining(['Up to ₹2,00,000', '₹5–7.5 lakh', 'Above ₹200,000']));
    expect(income).not.toContain('Under ₹25,000');
  });

  it('offers the lakh bands only when no old band is stored', () => {
    render(
      <Harness values={{}}>
        <EducationSection />
      </Harness>,
    );
    expect(optionTexts('Annual Income')).not.toContain('Above ₹200,000');
  });

  it("lists the state's towns and takes any other town by name", () => {
    render(
      <Harness values={{ state: 'Uttar Pradesh', city: 'Lucknow' }}>
        <ContactSection />
      </Harness>,
    );
    expect(optionTexts('City')).toEqual(expect.arrayContaining(['Lucknow', 'Azamgarh', 'Deoband', 'Other town']));
    expect(screen.queryByLabelText('Name of your town')).toBeNull();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Other town' } });
    const town = screen.getByLabelText('Name of your town');
    fireEvent.change(town, { target: { value: 'Nawabganj' } });
    expect(screen.getByTestId('city').textContent).toBe('Nawabganj');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Nawabganj');
  });

  it('shows a stored typed town in its field', () => {
    render(
      <Harness values={{ state: 'Bihar', city: 'Phulwari Sharif' }}>
        <ContactSection />
      </Harness>,
    );
    expect((screen.getByLabelText('Name of your town') as HTMLInputElement).value).toBe('Phulwari Sharif');
  });

  it('offers the new lists in the partner preferences', () => {
    render(
      <Harness values={{}}>
        <PreferencesSection />
      </Harness>,
    );
    expect(optionTexts('Preferred Education')).toEqual(expect.arrayContaining(['Any', 'MBBS', 'Alim / Alimah', 'Bachelors']));
    expect(optionTexts('Preferred Occupation')).toEqual(expect.arrayContaining(['Any', 'Homemaker', 'Business']));
  });
});
