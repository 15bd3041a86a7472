import { describe, expect, it } from 'vitest';

import { normalAddress } from './normal-address';

describe('normalAddress (docs/product.md#relists)', () => {
  it('reads one home’s address written in different ways as one', () => {
    const same = [
      ['12 Rose Street, Apt. 4, London', '12  rose st  apt 4 london'],
      ['12 ROSE STREET #4 LONDON', '12 Rose St., Unit 4, London'],
      ['東京都港区六本木1丁目2番3号', '東京都港区六本木１－２－３'],
      ['東京都港区六本木1-2-3', '東京都港区六本木 1−2−3'],
    ];
    for (const [a, b] of same) expect(normalAddress(a), `${a} / ${b}`).toBe(normalAddress(b));
  });

  it('keeps different homes apart', () => {
    expect(normalAddress('12 Rose Street')).not.toBe(normalAddress('13 Rose Street'));
    expect(normalAddress('12 Rose Street, Apt 4')).not.toBe(normalAddress('12 Rose Street, Apt 5'));
    expect(normalAddress('東京都港区六本木1-2-3')).not.toBe(normalAddress('東京都港区六本木1-2-4'));
    expect(normalAddress('  ')).toBeNull();
    expect(normalAddress(null)).toBeNull();
  });
});
