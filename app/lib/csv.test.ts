import { describe, expect, it } from 'vitest';

import { csvCell, csvRow } from './csv';

describe('CSV cells (docs/security.md: the subscribers export)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('writes %j, which a spreadsheet would run, as text: %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves ordinary values as they are, quoting only what CSV needs quoted', () => {
    expect(csvCell('ann@example.com')).toBe('ann@example.com');
    expect(csvCell('a=b@example.com')).toBe('a=b@example.com');
    expect(csvCell('Lee, Ann')).toBe('"Lee, Ann"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });

  it('ends each row with CRLF', () => {
    expect(csvRow(['email', 'subscribed_at'])).toBe('email,subscribed_at\r\n');
    expect(csvRow(['=1', 'x'])).toBe("'=1,x\r\n");
  });
});
