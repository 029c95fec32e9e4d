import type { DataSource } from "typeorm";
import { PROFILE_IMAGE_LIMITS } from "#common/limits";
import { notFound } from "../../errors.js";
import { isUuid } from "../../db/sql-values.js";
import type { RateLimiter } from "../../rate-limits/rate-limiter.js";
import { processProfileImage } from "./image-processing.js";
import { ProfileImage } from "./profile-image.entity.js";
import { readUpload, type FileUpload } from "./upload.js";
import { User } from "./user.entity.js";

/** Where a stored photo is served: one URL per photo, never reused. */
export const IMAGE_PATH = "/images";
export const imageUrl = (id: string) => `${IMAGE_PATH}/${id}.webp`;

/** Members' photos: checked, re-encoded, stored in PostgreSQL, replaced and removed atomically. */
export class ProfileImageService {
  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Reads, checks and re-encodes the upload, then in one transaction stores it, points the member's
   * profile_image at its URL and deletes the previous photo (whose URL then answers 404). A refused
   * upload writes nothing.
   */
  async upload(userId: string, upload: Promise<FileUpload> | FileUpload): Promise<User> {
    const bytes = await readUpload(upload);
    await this.limiter.consume(
      `profile-image:${userId}`,
      PROFILE_IMAGE_LIMITS.uploadsPerHour,
      3600,
      (wait) => `Too many photo uploads. Please try again in ${wait}.`,
    );
    const image = await processProfileImage(bytes);
    return this.db.transaction(async (m) => {
      const user = await m.getRepository(User).findOne({
        where: { id: userId },
        lock: { mode: "pessimistic_write" },
      });
      if (!user) throw notFound("User not found");
      const saved = await m
        .getRepository(ProfileImage)
        .save(m.getRepository(ProfileImage).create({ userId, ...image }));
      await m
        .createQueryBuilder()
        .delete()
        .from(ProfileImage)
        .where("user_id = :userId AND id <> :id AND business_id IS NULL", { userId, id: saved.id })
        .execute();
      user.profileImage = imageUrl(saved.id);
      await m.getRepository(User).update({ id: userId }, { profileImage: user.profileImage });
      return user;
    });
  }

  /** Removes the member's photo (none is fine); its URL answers 404 from then on. */
  async remove(userId: string): Promise<User> {
    return this.db.transaction(async (m) => {
      const user = await m.getRepository(User).findOne({
        where: { id: userId },
        lock: { mode: "pessimistic_write" },
      });
      if (!user) throw notFound("User not found");
      await m
        .createQueryBuilder()
        .delete()
        .from(ProfileImage)
        .where("user_id = :userId AND business_id IS NULL", { userId })
        .execute();
      await m.getRepository(User).update({ id: userId }, { profileImage: null });
      user.profileImage = null;
      return user;
    });
  }

  /** A stored photo by the file name of its URL (`<uuid>.webp`), or null. */
  async find(fileName: string): Promise<ProfileImage | null> {
    const match = /^([0-9a-f-]{36})\.webp$/i.exec(fileName);
    if (!match || !isUuid(match[1])) return null;
    return this.db.getRepository(ProfileImage).findOneBy({ id: match[1].toLowerCase() });
  }
}
