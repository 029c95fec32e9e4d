import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import {
  AcceptConnectionDocument,
  BlockMemberDocument,
  MemberProfileDocument,
  ReportContentDocument,
  RequestConnectionDocument,
} from "../../gql/graphql";

const other = {
  __typename: "User" as const,
  id: "u2",
  fullName: "Ravi Kumar",
  rollNumber: "ISTC-2018-011",
  trade: "Mechanical",
  currentLocation: "Mohali",
  jobTitle: "Fitter",
  company: "HMT",
  occupation: "Design Engineer",
  companyOrganization: null,
  course: null,
  skills: ["CAD", "Welding"],
  bio: "Building tractors.",
  profileImage: null,
  isVerified: true,
  email: "ravi@example.com",
  phoneNumber: "+91 98765 43210",
  linkedinUrl: "https://www.linkedin.com/in/ravi",
  whatsappLink: "https://wa.me/919876543210",
  viewerBlocked: false,
  viewerConnection: connection("NONE"),
};

function connection(state: string, connectionId: string | null = null) {
  return { __typename: "ViewerConnection" as const, state, connectionId };
}
const withheld = { ...other, email: null, phoneNumber: null, whatsappLink: null };

function renderMember(
  viewer = buildUser({ isVerified: true }),
  answer: object = other,
  more: object[] = [],
) {
  return renderApp({
    route: "/user/u2",
    token: "t",
    mocks: [
      meMock(viewer),
      { request: { query: MemberProfileDocument, variables: { id: "u2" } }, result: answer },
      ...(more as never[]),
    ],
  });
}

/** A connection mutation's answer: the member with their new state. */
const answered = (field: string, state: string) => ({
  data: {
    [field]: {
      __typename: "MemberConnection",
      id: "c1",
      status: state === "CONNECTED" ? "ACCEPTED" : "PENDING",
      user: { __typename: "User", id: "u2", viewerConnection: connection(state, "c1") },
    },
  },
});

describe("Member profile: the connection button", () => {
  it("Connect sends a request and the button becomes 'Request sent'", async () => {
    const { user } = renderMember(buildUser({ isVerified: true }), { data: { user: other } }, [
      {
        request: { query: RequestConnectionDocument, variables: { input: { userId: "u2" } } },
        result: answered("requestConnection", "REQUEST_SENT"),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Connect" }));
    // The note is optional: sending without one.
    const dialog = await screen.findByRole("dialog", { name: "Connect with Ravi Kumar" });
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    const sent = await screen.findByRole("button", { name: "Request sent" });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Notifications" }).textContent).toContain(
        "Request sent to Ravi Kumar",
      ),
    );
  });

  it("Connect asks for an optional note of at most 300 characters, with a count", async () => {
    const { user } = renderMember(buildUser({ isVerified: true }), { data: { user: other } }, [
      {
        request: {
          query: RequestConnectionDocument,
          variables: { input: { userId: "u2", note: "We met at the 2019 reunion." } },
        },
        result: answered("requestConnection", "REQUEST_SENT"),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Connect" }));
    const dialog = await screen.findByRole("dialog", { name: "Connect with Ravi Kumar" });
    const note = within(dialog).getByRole("textbox", { name: "Note (optional)" });
    expect(document.activeElement).toBe(note);
    expect(note.getAttribute("maxlength")).toBe("300");
    await user.type(note, "We met at the 2019 reunion.");
    expect(within(dialog).getByText("27/300")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("button", { name: "Request sent" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Cancel in the note dialog sends nothing", async () => {
    const { user } = renderMember(buildUser({ isVerified: true }), { data: { user: other } });
    await user.click(await screen.findByRole("button", { name: "Connect" }));
    const dialog = await screen.findByRole("dialog", { name: "Connect with Ravi Kumar" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Connect" })).toBeTruthy();
  });

  it("Accept answers a request sent to the viewer; then Message opens the conversation", async () => {
    const received = { ...other, viewerConnection: connection("REQUEST_RECEIVED", "c1") };
    const { user } = renderMember(buildUser({ isVerified: true }), { data: { user: received } }, [
      {
        request: { query: AcceptConnectionDocument, variables: { id: "c1" } },
        result: answered("acceptConnection", "CONNECTED"),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    const message = await screen.findByRole("link", { name: "Message" });
    expect(message.getAttribute("href")).toBe("/messages/to/u2");
  });

  it("says why a request was refused (the server's words)", async () => {
    const { user } = renderMember(buildUser({ isVerified: true }), { data: { user: other } }, [
      {
        request: { query: RequestConnectionDocument, variables: { input: { userId: "u2" } } },
        result: graphQLError(
          "Ravi Kumar declined your connection request. You can ask again from 2026-12-26.",
          "CONFLICT",
        ),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Connect" }));
    await user.click(await screen.findByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Notifications" }).textContent).toContain(
        "You can ask again from 2026-12-26",
      ),
    );
    expect(screen.getByRole("button", { name: "Connect" })).toBeTruthy();
  });

  it("shows no button to a pending member", async () => {
    renderMember(buildUser({ isVerified: false }), { data: { user: withheld } });
    await screen.findByRole("heading", { name: "Ravi Kumar" });
    expect(screen.queryByRole("button", { name: "Connect" })).toBeNull();
  });

  it("shows no button on one's own page", async () => {
    renderMember(buildUser({ id: "u2", isVerified: true }), {
      data: { user: { ...other, viewerConnection: null } },
    });
    await screen.findByRole("heading", { name: "Ravi Kumar" });
    expect(
      screen.queryByRole("button", { name: /Connect|Accept|Message|Request sent/ }),
    ).toBeNull();
  });

  it("Block asks first; then Connect is gone and Unblock is offered", async () => {
    const { user } = renderMember(buildUser({ isVerified: true }), { data: { user: other } }, [
      {
        request: { query: BlockMemberDocument, variables: { userId: "u2" } },
        result: { data: { blockMember: true } },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Block" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Block Ravi Kumar?" });
    expect(within(dialog).getByText(/They are not told/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(await screen.findByRole("button", { name: "Unblock" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Connect" })).toBeNull();
  });

  it("Report needs a reason before it is sent", async () => {
    const { user } = renderMember(buildUser({ isVerified: true }), { data: { user: other } }, [
      {
        request: {
          query: ReportContentDocument,
          variables: { input: { userId: "u2", reason: "Fake profile" } },
        },
        result: { data: { reportContent: { __typename: "Report", id: "r1", status: "OPEN" } } },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Ravi Kumar" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("Give a reason for the report")).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Fake profile");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Notifications" }).textContent).toContain(
        "Report sent",
      ),
    );
  });

  it("shows no button on a pending member's page", async () => {
    const pendingMember = { ...other, isVerified: false };
    renderMember(buildUser({ isVerified: true }), { data: { user: pendingMember } });
    await screen.findByRole("heading", { name: "Ravi Kumar" });
    expect(screen.queryByRole("button", { name: "Connect" })).toBeNull();
  });
});

describe("Member profile", () => {
  it("shows the member with badge, details, About, Skills and contact links", async () => {
    renderMember(buildUser({ isVerified: true }), { data: { user: other } });
    expect(await screen.findByRole("heading", { name: "Ravi Kumar" })).toBeTruthy();
    expect(screen.getByText("Verified ISTCian")).toBeTruthy();
    expect(screen.getByText("ISTC-2018-011")).toBeTruthy();
    // occupation wins over job title; company_organization is empty, so company shows.
    expect(screen.getByText("Design Engineer")).toBeTruthy();
    expect(screen.queryByText("Fitter")).toBeNull();
    expect(screen.getByText("HMT")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "About" })).toBeTruthy();
    expect(screen.getByText("Building tractors.")).toBeTruthy();
    const skills = screen.getByRole("region", { name: "Skills" });
    expect(
      within(skills)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["CAD", "Welding"]);
    const contact = screen.getByRole("region", { name: "Contact Information" });
    expect(
      within(contact)
        .getByRole("link", { name: /ravi@example.com/ })
        .getAttribute("href"),
    ).toBe("mailto:ravi@example.com");
    expect(
      within(contact)
        .getByRole("link", { name: /WhatsApp/ })
        .getAttribute("href"),
    ).toBe("https://wa.me/919876543210");
    expect(screen.getByRole("img", { name: "Ravi Kumar" }).textContent).toBe("RK");
  }, 15_000);

  it("tells a pending member that contact details are for verified ISTCians", async () => {
    renderMember(buildUser({ isVerified: false }), { data: { user: withheld } });
    const contact = await screen.findByRole("region", { name: "Contact Information" });
    expect(
      within(contact).getByText("Contact details are visible to verified ISTCians"),
    ).toBeTruthy();
    expect(within(contact).queryByText("No contact information available")).toBeNull();
    // LinkedIn is public.
    expect(within(contact).getByRole("link", { name: /LinkedIn/ })).toBeTruthy();
  });

  it("says when a member has no contact information", async () => {
    const none = { ...withheld, linkedinUrl: null, isVerified: false };
    renderMember(buildUser({ isVerified: true }), { data: { user: none } });
    const contact = await screen.findByRole("region", { name: "Contact Information" });
    expect(within(contact).getByText("No contact information available")).toBeTruthy();
    expect(screen.getByText("Pending Verification")).toBeTruthy();
  });

  it("shows 'User not found' with a toast and a way back to the directory", async () => {
    const { user } = renderMember(buildUser(), graphQLError("User not found", "NOT_FOUND"));
    expect(await screen.findByRole("heading", { name: "User not found" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Notifications" }).textContent).toContain(
        "Failed to load user profile",
      ),
    );
    await user.click(screen.getByRole("link", { name: "Back to Directory" }));
    await waitFor(() => expect(currentLocation()).toBe("/directory"));
  });

  it("Back goes to the directory when the page was opened directly", async () => {
    const { user } = renderMember(buildUser(), { data: { user: other } });
    await user.click(await screen.findByRole("button", { name: "Back" }));
    expect(currentLocation()).toBe("/directory");
  });
});
