import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../src/i18n/numberText';

describe('numbers as people type them', () => {
  it('reads `.` or `,` as the decimal mark', () => {
    expect(parseNumber('1.8')).toBe(1.8);
    expect(parseNumber('1,8')).toBe(1.8);
    expect(parseNumber(' 42 ')).toBe(42);
  });
  it('reads full-width digits, marks and signs as the same number', () => {
    expect(parseNumber('１．８')).toBe(1.8);
    expect(parseNumber('１，８')).toBe(1.8);
    expect(parseNumber('３８４０')).toBe(3840);
    expect(parseNumber('－２')).toBe(-2);
    expect(parseNumber('−2')).toBe(-2);
  });
  it('reads a comma before groups of three digits as thousands, in either width', () => {
    expect(parseNumber('１，０００')).toBe(1000);
    expect(parseNumber('1,000')).toBe(1000);
    expect(parseNumber('１２，３４５．６')).toBe(12345.6);
    expect(parseNumber('1,000,000')).toBe(1_000_000);
    expect(parseNumber('1,00')).toBe(1);
    expect(parseNumber('1,0000')).toBe(1);
  });
  it('refuses what is not a number', () => {
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('1.2.3')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1,000,00')).toBeNull();
  });
});
