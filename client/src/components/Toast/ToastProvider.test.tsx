import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastOptions } from "./context";
import { ToastProvider } from "./ToastProvider";
import { useToast } from "./useToast";

function Trigger({ options, label }: { options: ToastOptions; label: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function renderToasts(...triggers: { label: string; options: ToastOptions }[]) {
  return render(
    <StrictMode>
      <ToastProvider>
        {triggers.map((t) => (
          <Trigger key={t.label} {...t} />
        ))}
      </ToastProvider>
    </StrictMode>,
  );
}

describe("Toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const region = () => screen.getByRole("status", { name: "Notifications" });

  it("shows one at a time: a new toast replaces the current one", () => {
    renderToasts(
      { label: "first", options: { title: "OTP Sent!" } },
      { label: "second", options: { title: "Oops!", variant: "error" } },
    );

    act(() => screen.getByRole("button", { name: "first" }).click());
    act(() => screen.getByRole("button", { name: "second" }).click());

    expect(region().textContent).toContain("Oops!");
    expect(region().textContent).not.toContain("OTP Sent!");
  });

  it("closes after 4 seconds by default", () => {
    renderToasts({ label: "show", options: { title: "OTP Sent!" } });

    act(() => screen.getByRole("button", { name: "show" }).click());
    act(() => vi.advanceTimersByTime(3900));
    expect(region().textContent).toContain("OTP Sent!");
    act(() => vi.advanceTimersByTime(200));
    expect(region().textContent).toBe("");
  });

  it("honours a custom duration and runs its action", () => {
    const onClick = vi.fn();
    renderToasts({
      label: "show",
      options: {
        title: "Welcome!",
        duration: 5000,
        action: { label: "Complete Profile", onClick },
      },
    });

    act(() => screen.getByRole("button", { name: "show" }).click());
    act(() => vi.advanceTimersByTime(4500));
    expect(region().textContent).toContain("Welcome!");

    act(() => screen.getByRole("button", { name: "Complete Profile" }).click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(region().textContent).toBe("");
  });

  it("can be dismissed", () => {
    renderToasts({ label: "show", options: { title: "Error", description: "Failed" } });

    act(() => screen.getByRole("button", { name: "show" }).click());
    act(() => screen.getByRole("button", { name: "Dismiss notification" }).click());

    expect(region().textContent).toBe("");
  });
});
