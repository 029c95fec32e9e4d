import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  CreateBusinessDocument,
  UpdateBusinessDocument,
  UploadBusinessLogoDocument,
} from "../../../client/src/gql/businesses/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import { buildBusiness, businessMock, myBusinessesMock } from "./data";

const verified = meMock(buildUser({ isVerified: true }));
const input = {
  name: "Sandhu Tool Room",
  category: "TOOL_ROOM_AND_DIES",
  description: "Press tools, moulds and fixtures for the cycle industry.",
  services: ["Press tools", "CNC job work"],
  location: "Focal Point, Ludhiana",
  website: "https://sandhutools.example",
  phone: null,
  email: "work@sandhutools.example",
  foundedYear: 2012,
};
const saved = buildBusiness({ viewerCanEdit: true, owner: { ...buildBusiness().owner, id: "u1" } });

type User = ReturnType<typeof renderApp>["user"];

async function fill(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

describe("/businesses/new and /businesses/:id/edit", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/BusinessForm/BusinessForm");
    await import("../../../client/src/pages/BusinessForm/LogoField");
    await import("../../../client/src/pages/BusinessDetail/BusinessDetail");
  }, 60_000);

  it("tells a member pending verification that only verified ISTCians list businesses", async () => {
    renderApp({
      route: "/businesses/new",
      token: "t",
      mocks: [meMock(buildUser({ isVerified: false }))],
    });
    expect(
      await screen.findByRole(
        "heading",
        { name: "You can't list a business yet" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Your profile is under review by admins/)).toBeTruthy();
  });

  it("says so when the member already lists the most businesses", async () => {
    renderApp({
      route: "/businesses/new",
      token: "t",
      mocks: [
        verified,
        myBusinessesMock([
          { id: "b1", name: "One" },
          { id: "b2", name: "Two" },
          { id: "b3", name: "Three" },
        ]),
      ],
    });
    expect(
      await screen.findByRole(
        "heading",
        { name: "You have listed the most businesses" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/You can list at most 3 businesses/)).toBeTruthy();
  });

  it("checks every field before sending, with the server's words", async () => {
    const created = vi.fn();
    const { user } = renderApp({
      route: "/businesses/new",
      token: "t",
      mocks: [
        verified,
        myBusinessesMock(),
        { request: { query: CreateBusinessDocument }, result: created, maxUsageCount: 5 },
      ],
    });
    await screen.findByRole("heading", { name: "List your business" }, { timeout: 10_000 });

    await user.click(screen.getByRole("button", { name: "List business" }));
    expect(screen.getByText("Please enter the business's name")).toBeTruthy();
    expect(screen.getByText("Please choose a category")).toBeTruthy();
    expect(screen.getByText("Please enter where the business is")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Business name"));

    await fill(user, "Business name", "Sandhu Tool Room");
    await user.selectOptions(screen.getByLabelText("Category"), "Tool Room and Dies");
    await fill(user, "Description (optional)", "Press tools.");
    await fill(user, "Location", "Ludhiana");
    await fill(user, "Website (optional)", "http://sandhutools.example");
    await fill(user, "Business phone (optional)", "12-34");
    await fill(user, "Business e-mail (optional)", "not-an-address");
    await fill(user, "Year founded (optional)", String(new Date().getFullYear() + 1));
    await fill(user, "Services and products", "X");
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "List business" }));

    expect(
      screen.getByText("The website must be an https:// address, e.g. https://example.com"),
    ).toBeTruthy();
    expect(
      screen.getByText("Enter the phone number with its country code, e.g. +91 98765 43210"),
    ).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText(/The year founded must be from 1900 to/)).toBeTruthy();
    expect(screen.getByText('Each service must be 2 to 40 characters ("X")')).toBeTruthy();
    expect(created).not.toHaveBeenCalled();
  });

  it("lists a business with its services and logo, then opens its page", async () => {
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", {
      type: "image/png",
    });
    const uploaded = vi.fn(() => ({
      data: {
        uploadBusinessLogo: {
          __typename: "Business",
          id: "b1",
          logo: "/images/logo-b1.webp",
          updatedAt: "2026-11-02T10:00:00.000Z",
        },
      },
    }));
    const { user } = renderApp({
      route: "/businesses/new",
      token: "t",
      mocks: [
        verified,
        myBusinessesMock(),
        {
          request: { query: CreateBusinessDocument, variables: { input } },
          result: { data: { createBusiness: saved } },
        },
        {
          request: {
            query: UploadBusinessLogoDocument,
            variables: (v: { id?: string; file?: unknown }) => v.id === "b1" && v.file === logo,
          },
          result: uploaded,
        },
        businessMock({ ...saved, logo: "/images/logo-b1.webp" }),
      ],
    });
    await screen.findByRole("heading", { name: "List your business" }, { timeout: 10_000 });

    await fill(user, "Business name", input.name);
    await user.selectOptions(screen.getByLabelText("Category"), "Tool Room and Dies");
    await fill(user, "Description (optional)", input.description);
    // Services as tags: Enter adds, a repeat (ignoring case) is dropped, each can be removed.
    const services = screen.getByLabelText("Services and products");
    await user.type(services, "Press tools{Enter}press TOOLS{Enter}Laser cutting{Enter}");
    await user.type(services, "CNC job work");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const added = screen.getByRole("list", { name: "Services added" });
    expect(within(added).getAllByRole("listitem")).toHaveLength(3);
    await user.click(within(added).getByRole("button", { name: "Remove Laser cutting" }));
    expect(screen.getByText(/2\/15 services/)).toBeTruthy();
    await fill(user, "Location", input.location);
    await fill(user, "Website (optional)", input.website);
    await fill(user, "Business e-mail (optional)", input.email);
    await fill(user, "Year founded (optional)", "2012");
    await user.upload(await screen.findByLabelText("Logo"), logo);
    expect(screen.getByText("logo.png: uploaded when you save.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "List business" }));

    expect(await screen.findByRole("heading", { level: 1, name: input.name })).toBeTruthy();
    expect(uploaded).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe("/businesses/b1");
    expect(screen.getByText("Business listed!")).toBeTruthy();
  });

  it("shows the server's messages beside their fields", async () => {
    const { user } = renderApp({
      route: "/businesses/new",
      token: "t",
      mocks: [
        verified,
        myBusinessesMock(),
        {
          request: {
            query: CreateBusinessDocument,
            variables: {
              input: { ...input, services: [], website: null, email: null, foundedYear: null },
            },
          },
          result: graphQLError("Location could not be used", "BAD_USER_INPUT", {
            field: "location",
          }),
        },
      ],
    });
    await screen.findByRole("heading", { name: "List your business" }, { timeout: 10_000 });
    await fill(user, "Business name", input.name);
    await user.selectOptions(screen.getByLabelText("Category"), "Tool Room and Dies");
    await fill(user, "Description (optional)", input.description);
    await fill(user, "Location", input.location);
    await user.click(screen.getByRole("button", { name: "List business" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Location").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(screen.getAllByText("Location could not be used").length).toBeGreaterThan(0);
    expect(currentLocation()).toBe("/businesses/new");
  });

  it("edits the owner's business with its values filled in", async () => {
    const updated = vi.fn(() => ({ data: { updateBusiness: { ...saved, name: "Sandhu Tools" } } }));
    const { user } = renderApp({
      route: "/businesses/b1/edit",
      token: "t",
      mocks: [
        verified,
        businessMock(saved),
        {
          request: {
            query: UpdateBusinessDocument,
            variables: {
              id: "b1",
              input: {
                ...input,
                name: "Sandhu Tools",
                services: saved.services,
                phone: saved.phone,
                email: saved.email,
              },
            },
          },
          result: updated,
        },
        businessMock({ ...saved, name: "Sandhu Tools" }),
      ],
    });

    const name = await screen.findByLabelText("Business name", {}, { timeout: 10_000 });
    expect((name as HTMLInputElement).value).toBe("Sandhu Tool Room");
    expect((screen.getByLabelText("Category") as HTMLSelectElement).value).toBe(
      "TOOL_ROOM_AND_DIES",
    );
    await fill(user, "Business name", "Sandhu Tools");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Sandhu Tools" })).toBeTruthy();
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it("refuses the edit form to anyone but the owner", async () => {
    renderApp({
      route: "/businesses/b1/edit",
      token: "t",
      mocks: [verified, businessMock(buildBusiness())],
    });
    expect(
      await screen.findByRole(
        "heading",
        { name: "You can't edit this business" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
