import { query, type EvalQuery } from "./common.js";
const H = query(true, "holdout13");
export const HOLDOUT13_QUERIES: readonly EvalQuery[] = [];
void H;
