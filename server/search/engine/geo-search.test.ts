// https://www.algolia.com/doc/api-reference/api-parameters/aroundPrecision and aroundRadius.
import { describe, expect, it } from 'vitest';
import { distanceStep, geoQueryOf } from './geo-search.js';

describe('geoQueryOf', () => {
  it('reads nothing when a search has no geo parameter', () => {
    expect(geoQueryOf({ query: 'x' })).toBeUndefined();
  });

  it('reads the point, the radius and the precision ("below 10, Algolia uses 10")', () => {
    expect(geoQueryOf({ aroundLatLng: '40.71, -74.01', aroundRadius: 1000, aroundPrecision: 5 })).toEqual({
      center: { lat: 40.71, lng: -74.01 },
      radius: 1000,
      precision: [{ from: 0, value: 10 }],
    });
  });

  it('ignores aroundLatLng when an area is given, and reads a box string of 4 numbers per box', () => {
    expect(geoQueryOf({ aroundLatLng: '1, 2', insideBoundingBox: '1,2,3,4,5,6,7,8' })).toEqual({
      boxes: [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
      ],
      precision: [{ from: 0, value: 10 }],
    });
  });

  it('answers 400 for a box that is not 4 numbers and a radius below 1', () => {
    expect(() => geoQueryOf({ insideBoundingBox: [[1, 2, 3]] })).toThrowError(/insideBoundingBox/);
    expect(() => geoQueryOf({ aroundLatLng: '1, 2', aroundRadius: 0 })).toThrowError(/aroundRadius/);
  });
});

describe('distanceStep', () => {
  it('ties distances within a step: "records from 0 to 99 m are ranked equally" for 100', () => {
    const precision = [{ from: 0, value: 100 }];
    expect(distanceStep(0, precision)).toBe(distanceStep(99, precision));
    expect(distanceStep(100, precision)).toBeGreaterThan(distanceStep(99, precision));
  });

  it('uses the range a distance falls in, and ranks records without a point last', () => {
    const precision = [
      { from: 0, value: 25 },
      { from: 1000, value: 2000 },
    ];
    expect(distanceStep(1500, precision)).toBe(distanceStep(2999, precision));
    expect(distanceStep(999, precision)).toBeLessThan(distanceStep(1000, precision));
    expect(distanceStep(Number.POSITIVE_INFINITY, precision)).toBeGreaterThan(distanceStep(1e9, precision));
  });
});
