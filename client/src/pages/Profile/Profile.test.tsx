import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock, type TestUser } from "../../../../tests/client/fixtures";
import { renderApp } from "../../../../tests/client/render";
import {
  MyProfileDocument,
  RemoveProfileImageDocument,
  UpdateProfileDocument,
  UploadProfileImageDocument,
} from "../../gql/graphql";

const member = buildUser({ fullName: "Asha Verma" });
const details = {
  jobTitle: "Design Engineer",
  company: "Tata Motors",
  skills: ["CAD", "PLC"],
  linkedinUrl: null,
  whatsappLink: null,
  bio: "Hello",
  contactVisibility: "VERIFIED",
};
const profileMock = (user: TestUser = member) => ({
  request: { query: MyProfileDocument },
  result: { data: { me: { ...user, ...details } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const toastText = () => screen.getByRole("status", { name: "Notifications" }).textContent ?? "";

function renderProfile(
  mocks: NonNullable<Parameters<typeof renderApp>[0]>["mocks"] = [],
  user = member,
) {
  const operations: string[] = [];
  const result = renderApp({
    route: "/profile",
    token: "t",
    mocks: [meMock(user), profileMock(user), ...(mocks ?? [])],
    onRequest: (op) => operations.push(op.operationName ?? ""),
    userOptions: { applyAccept: false },
  });
  return { ...result, operations };
}

describe("Profile edit", () => {
  it("shows the photo, every section and the saved values", async () => {
    renderProfile();
    expect(await screen.findByRole("heading", { name: "Edit Profile" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload Photo" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    expect(screen.getByText("JPG, PNG or WebP (max 5MB)")).toBeTruthy();
    for (const legend of ["Basic Information", "Professional Details", "Contact & Social Links"])
      expect(screen.getByRole("group", { name: legend })).toBeTruthy();
    expect((screen.getByLabelText("Skills") as HTMLInputElement).value).toBe("CAD, PLC");
    expect((screen.getByLabelText("LinkedIn URL") as HTMLInputElement).type).toBe("url");
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).rows).toBe(4);
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeTruthy();
  });

  it("checks the form before sending: required fields and the LinkedIn scheme", async () => {
    const { user, operations } = renderProfile();
    await user.clear(await screen.findByLabelText("Trade"));
    await user.type(screen.getByLabelText("LinkedIn URL"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(screen.getByText("Trade is required")).toBeTruthy();
    expect(
      screen.getByText("LinkedIn URL must be a web address starting with http:// or https://"),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Trade"));
    expect(operations).not.toContain("UpdateProfile");
  });

  it("saves skills split on commas and shows the server's normalised values", async () => {
    const input = {
      rollNumber: member.rollNumber,
      trade: member.trade,
      currentLocation: member.currentLocation,
      jobTitle: "Design Engineer",
      company: "Tata Motors",
      skills: ["CAD", "PLC", "Welding"],
      linkedinUrl: "",
      whatsappLink: "98765 43210",
      bio: "Hello",
      contactVisibility: "VERIFIED",
    };
    const { user } = renderProfile([
      {
        request: { query: UpdateProfileDocument, variables: { input } },
        result: {
          data: {
            updateProfile: {
              ...member,
              ...details,
              skills: input.skills,
              whatsappLink: "https://wa.me/919876543210",
            },
          },
        },
      },
    ]);
    const skills = await screen.findByLabelText("Skills");
    await user.clear(skills);
    await user.type(skills, "CAD, , PLC ,cad, Welding");
    await user.type(screen.getByLabelText("WhatsApp"), "98765 43210");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(toastText()).toContain("Profile updated!"));
    expect((screen.getByLabelText("WhatsApp") as HTMLInputElement).value).toBe(
      "https://wa.me/919876543210",
    );
  });

  it("sets who sees the contact details", async () => {
    const input = {
      rollNumber: member.rollNumber,
      trade: member.trade,
      currentLocation: member.currentLocation,
      jobTitle: "Design Engineer",
      company: "Tata Motors",
      skills: ["CAD", "PLC"],
      linkedinUrl: "",
      whatsappLink: "",
      bio: "Hello",
      contactVisibility: "CONNECTIONS",
    };
    const { user, operations } = renderProfile([
      {
        request: { query: UpdateProfileDocument, variables: { input } },
        result: {
          data: { updateProfile: { ...member, ...details, contactVisibility: "CONNECTIONS" } },
        },
      },
    ]);
    const select = (await screen.findByLabelText(
      "Who can see my contact details",
    )) as HTMLSelectElement;
    expect(select.value).toBe("VERIFIED");
    expect([...select.options].map((o) => o.text)).toEqual([
      "Verified members",
      "My connections only",
      "Nobody",
    ]);
    await user.selectOptions(select, "My connections only");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toastText()).toContain("Profile updated!"));
    expect(operations).toContain("UpdateProfile");
    expect(select.value).toBe("CONNECTIONS");
  });

  it("shows the server's message beside the field it is about", async () => {
    const { user } = renderProfile([
      {
        request: { query: UpdateProfileDocument, variables: () => true },
        result: graphQLError(
          "This roll number is already registered to another member. If it is yours, contact an admin.",
          "CONFLICT",
          { field: "rollNumber" },
        ),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Save Changes" }));
    const roll = screen.getByLabelText("Roll Number");
    await waitFor(() => expect(roll.getAttribute("aria-invalid")).toBe("true"));
    expect(toastText()).toContain("This roll number is already registered");
  });
});

describe("Profile edit", () => {
  it.each([
    [
      "a PDF",
      () => new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }),
      "Please upload an image file",
    ],
    [
      "an image over 5 MB",
      () => new File([new Uint8Array(5_242_881)], "huge.png", { type: "image/png" }),
      "Image size must be less than 5MB",
    ],
  ])("refuses %s before sending it", async (_what, makeFile, message) => {
    const file = makeFile();
    const { user, operations } = renderProfile();
    await screen.findByRole("heading", { name: "Edit Profile" });
    await user.upload(screen.getByLabelText("Profile photo"), file);
    await waitFor(() => expect(toastText()).toContain(message));
    expect(operations).not.toContain("UploadProfileImage");
  });

  it("uploads a photo: the header avatar changes at once, and Remove asks first", async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", {
      type: "image/png",
    });
    const withPhoto = { ...member, profileImage: "/images/new.webp" };
    const { user } = renderProfile([
      {
        request: {
          query: UploadProfileImageDocument,
          variables: (v: { file?: unknown }) => v.file === file,
        },
        result: { data: { uploadProfileImage: withPhoto } },
      },
      {
        request: { query: RemoveProfileImageDocument },
        result: { data: { removeProfileImage: { ...member, profileImage: null } } },
      },
    ]);
    await screen.findByRole("heading", { name: "Edit Profile" });
    await user.upload(screen.getByLabelText("Profile photo"), file);

    const header = screen.getByRole("banner");
    await waitFor(() =>
      expect(within(header).getByRole("img", { name: "Asha Verma" }).getAttribute("src")).toBe(
        "/images/new.webp",
      ),
    );
    expect(screen.getByRole("button", { name: "Change" })).toBeTruthy();

    const remove = screen.getByRole("button", { name: "Remove" });
    await user.click(remove);
    const dialog = screen.getByRole("alertdialog", { name: "Remove photo" });
    expect(
      within(dialog).getByText("Are you sure you want to delete your profile image?"),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(remove);

    await user.click(remove);
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }),
    );
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove" })).toBeNull());
    expect(within(header).getByRole("img", { name: "Asha Verma" }).tagName).toBe("SPAN");
  });

  it("says so when the photo cannot be removed", async () => {
    const withPhoto = { ...member, profileImage: "/images/old.webp" };
    const { user } = renderProfile(
      [
        {
          request: { query: RemoveProfileImageDocument },
          result: graphQLError("Something went wrong. Please try again.", "INTERNAL_SERVER_ERROR"),
        },
      ],
      withPhoto,
    );
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }),
    );
    await waitFor(() => expect(toastText()).toContain("Failed to delete image"));
    expect(screen.getByRole("button", { name: "Remove" })).toBeTruthy();
  });
});
