import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { place } from "../../../../../tests/client/members";
import MemberMap from "./MemberMap";

const PLACES = [
  place({ id: "ldh", name: "Ludhiana, Punjab", count: 9, latitude: 30.9, longitude: 75.85 }),
  place({ id: "chd", name: "Chandigarh", count: 1 }),
  place({ id: "tor", name: "Toronto, Canada", count: 2, latitude: 43.7, longitude: -79.4 }),
];

function renderMap(onSelect = vi.fn()) {
  render(<MemberMap places={PLACES} selectedId="chd" onSelect={onSelect} />);
  const map = screen.getByLabelText("Map of ISTCians by city");
  const layer = () => map.querySelector("svg > g")!.getAttribute("transform");
  const radius = (name: string) => Number(screen.getByLabelText(name).getAttribute("r"));
  return { map, layer, radius, onSelect };
}

describe("MemberMap", () => {
  it("sizes each city's bubble by its member count and marks the chosen one", () => {
    const { radius } = renderMap();

    expect(radius("Ludhiana, Punjab: 9 ISTCians")).toBeGreaterThan(
      radius("Toronto, Canada: 2 ISTCians"),
    );
    expect(radius("Toronto, Canada: 2 ISTCians")).toBeGreaterThan(radius("Chandigarh: 1 ISTCian"));
    expect(screen.getByLabelText("Chandigarh: 1 ISTCian").getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(screen.getByText(/Natural Earth/)).toBeTruthy();
    expect(screen.getByText(/GeoNames/)).toBeTruthy();
  });

  it("zooms and pans with the buttons and the keyboard", async () => {
    const user = userEvent.setup();
    const { map, layer } = renderMap();
    expect(layer()).toBe("translate(0 0) scale(1)");

    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(layer()).toContain("scale(1.5)");

    map.focus();
    await user.keyboard("-");
    expect(layer()).toBe("translate(0 0) scale(1)");
    await user.keyboard("+{ArrowLeft}{ArrowUp}");
    expect(layer()).toMatch(/^translate\(-140 -100\) scale\(1\.5\)$/);

    await user.click(screen.getByRole("button", { name: "Reset map" }));
    expect(layer()).toBe("translate(0 0) scale(1)");
  });

  it("zooms with the wheel", () => {
    const { map, layer } = renderMap();

    fireEvent.wheel(map, { deltaY: -200 });

    expect(layer()).toMatch(/scale\(1\.49/);
  });

  it("chooses a place by click or by keyboard", async () => {
    const user = userEvent.setup();
    const { onSelect } = renderMap();

    await user.click(screen.getByLabelText("Toronto, Canada: 2 ISTCians"));
    expect(onSelect).toHaveBeenLastCalledWith("tor");

    screen.getByLabelText("Ludhiana, Punjab: 9 ISTCians").focus();
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith("ldh");
  });
});
