import { geoArea } from "d3-geo";
import { describe, expect, it } from "vitest";
import { fitProjection, HEIGHT, states, WIDTH } from "./geo";

describe("map outlines", () => {
  it("has every state and union territory, each wound to cover itself and not the globe", () => {
    expect(states).toHaveLength(37);
    const names = states.map((s) => s.properties.name);
    expect(names).toEqual(expect.arrayContaining(["Punjab", "Chandigarh", "Delhi", "Kerala"]));
    // India is about 0.08 steradians; a ring wound the wrong way would be nearly 4π.
    for (const state of states) expect(geoArea(state)).toBeLessThan(0.02);
  });

  it("fits India and every place into the drawing box", () => {
    const chandigarh = { longitude: 76.79, latitude: 30.74 };
    const mumbai = { longitude: 72.88, latitude: 19.08 };
    const toronto = { longitude: -79.4, latitude: 43.7 };
    const projection = fitProjection([chandigarh, mumbai, toronto]);
    for (const p of [chandigarh, mumbai, toronto]) {
      const [x, y] = projection([p.longitude, p.latitude])!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(HEIGHT);
    }
    const [, north] = projection([chandigarh.longitude, chandigarh.latitude])!;
    const [, south] = projection([mumbai.longitude, mumbai.latitude])!;
    expect(north).toBeLessThan(south);
  });

  it("makes India fill the box when everyone is in India", () => {
    const projection = fitProjection([]);
    const [west] = projection([68.2, 23])!;
    const [east] = projection([97.4, 28])!;
    expect(east - west).toBeGreaterThan(WIDTH / 2);
  });
});
