import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { installChunkReload } from "./lib/chunkReload";
import { Root } from "./Root";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/controls.css";

// A tab left open across a deployment reloads once when a screen's chunk is gone.
installChunkReload();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Root />
    </BrowserRouter>
  </StrictMode>,
);
