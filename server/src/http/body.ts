import express from "express";

/** JSON bodies on /graphql and /api. Uploads (multipart) have their own limit on their route. */
export const JSON_BODY_LIMIT = "100kb";

export const jsonBody = () => express.json({ limit: JSON_BODY_LIMIT });
