import { accommodation, lengthBoth, lengthFromUnit, lengthToUnit } from './format';

describe('lengths in the visitor’s unit', () => {
  it('keeps metres as they are', () => {
    expect(lengthToUnit(12.5, 'm')).toBe(12.5);
    expect(lengthFromUnit(12.345, 'm')).toBe(12.345);
  });

  it('shows feet to a tenth and stores them as metres to a hundredth', () => {
    expect(lengthToUnit(18.5, 'ft')).toBe(60.7);
    expect(lengthFromUnit(40, 'ft')).toBe(12.19);
    expect(lengthFromUnit(60.7, 'ft')).toBe(18.5);
  });

  it('gives back every tenth of a foot typed, after a trip through metres', () => {
    const drifted: number[] = [];
    for (let tenths = 0; tenths <= 32_808; tenths += 1) {
      const feet = tenths / 10;
      if (lengthToUnit(lengthFromUnit(feet, 'ft'), 'ft') !== feet) drifted.push(feet);
    }
    expect(drifted).toEqual([]);
  });

  it('writes both units, the preferred one first', () => {
    expect(lengthBoth(14.6, 'm')).toBe('14.6 m (48 ft)');
    expect(lengthBoth(14.6, 'ft')).toBe('48 ft (14.6 m)');
  });
});

describe('accommodation', () => {
  it('says cabins and berths, leaves out what a boat does not have, and says nothing for neither', () => {
    expect(accommodation(3, 6)).toBe('3 cabins, 6 berths');
    expect(accommodation(1, 1)).toBe('1 cabin, 1 berth');
    expect(accommodation(0, 4)).toBe('4 berths');
    expect(accommodation(0, 0)).toBe('');
  });
});
