import { Router } from "express";
import type { ProfileImageService } from "./profile-image.service.js";
import { IMAGE_PATH } from "./profile-image.service.js";

/**
 * `GET /images/<id>.webp`: a stored photo. A photo's bytes never change under its URL (a new photo
 * gets a new id), so it is cached for a year as immutable; a replaced or removed photo answers 404.
 */
export function imageRoutes(images: ProfileImageService): Router {
  const router = Router();
  router.get(`${IMAGE_PATH}/:file`, async (req, res, next) => {
    try {
      const image = await images.find(req.params.file);
      res.set("X-Content-Type-Options", "nosniff");
      if (!image) {
        res.set("Cache-Control", "no-store").status(404).json({ detail: "Image not found" });
        return;
      }
      res
        .set({
          "Content-Type": image.contentType,
          "Content-Length": String(image.data.length),
          "Cache-Control": "public, max-age=31536000, immutable",
          "Content-Security-Policy": "default-src 'none'; sandbox",
          "Cross-Origin-Resource-Policy": "same-origin",
          ETag: `"${image.id}"`,
        })
        .end(image.data);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
