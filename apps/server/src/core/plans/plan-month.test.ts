import { describe, expect, it } from 'vitest';
import { planMonthAt } from './plan-month';

const day = (iso: string) => new Date(iso);
const year = { startsAt: day('2027-01-01T06:30:00Z'), endsAt: day('2028-01-01T06:30:00Z'), pausedFrom: null, pausedUntil: null };

describe('planMonthAt', () => {
  it('counts 30-day months from the India day the plan started', () => {
    expect(planMonthAt(year, day('2027-01-01T07:00:00Z'))).toBe(0);
    expect(planMonthAt(year, day('2027-01-30T18:00:00Z'))).toBe(0); // 30 Jan, 23:30 in India: day 30 of month 1
    expect(planMonthAt(year, day('2027-01-30T18:31:00Z'))).toBe(1); // 31 Jan in India: month 2 begins
    expect(planMonthAt(year, day('2027-06-15T10:00:00Z'))).toBe(5);
  });

  it('gives a year 12 months, the last taking the days beyond whole months', () => {
    expect(planMonthAt(year, day('2027-12-30T10:00:00Z'))).toBe(11);
    expect(planMonthAt(year, day('2027-12-31T20:00:00Z'))).toBe(11);
  });

  it('leaves out the days a plan was paused', () => {
    const paused = { ...year, endsAt: day('2028-01-31T06:30:00Z'), pausedFrom: day('2027-01-11T06:30:00Z'), pausedUntil: day('2027-02-10T06:30:00Z') };
    expect(planMonthAt(paused, day('2027-02-15T10:00:00Z'))).toBe(0); // 10 days before the pause + 5 after
    expect(planMonthAt(paused, day('2027-03-05T10:00:00Z'))).toBe(1);
  });

  it('a one-month plan has one month', () => {
    const month = { startsAt: day('2027-01-01T06:30:00Z'), endsAt: day('2027-01-31T06:30:00Z'), pausedFrom: null, pausedUntil: null };
    expect(planMonthAt(month, day('2027-01-31T05:00:00Z'))).toBe(0);
  });
});
