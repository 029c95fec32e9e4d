import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Lazy routes are transformed on first use; give them time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
