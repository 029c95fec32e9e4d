import type { DataSource } from "typeorm";
import { PROFILE_IMAGE_LIMITS } from "#common/limits";
import type { RateLimiter } from "../../rate-limits/rate-limiter.js";
import { processProfileImage } from "../users/image-processing.js";
import { ProfileImage } from "../users/profile-image.entity.js";
import { imageUrl } from "../users/profile-image.service.js";
import { readUpload, type FileUpload } from "../users/upload.js";
import { BusinessRecord } from "./business.entity.js";
import { assertCanEdit, type BusinessActor } from "./business.policy.js";
import type { BusinessService, BusinessView } from "./business.service.js";

/**
 * A business's logo: the profile photo's pipeline (the same checks, re-encoding to WebP within
 * 512 px, the images table, served at /images/<id>.webp with long cache headers). The owner only.
 */
export class BusinessLogos {
  constructor(
    private readonly db: DataSource,
    private readonly businesses: BusinessService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Checks the owner, reads, checks and re-encodes the upload, then in one transaction stores it,
   * points the business's logo at it and deletes the previous logo. A refused upload writes nothing.
   */
  async upload(
    actor: BusinessActor,
    id: string,
    upload: Promise<FileUpload> | FileUpload,
  ): Promise<BusinessView> {
    const current = await this.businesses.get(actor, id);
    assertCanEdit(actor, current);
    const bytes = await readUpload(upload);
    await this.limiter.consume(
      `profile-image:${actor.id}`,
      PROFILE_IMAGE_LIMITS.uploadsPerHour,
      3600,
      (wait) => `Too many image uploads. Please try again in ${wait}.`,
    );
    const image = await processProfileImage(bytes);
    await this.db.transaction(async (m) => {
      const locked = await m.query(`SELECT id FROM businesses WHERE id = $1 FOR UPDATE`, [id]);
      if (!locked.length) return;
      const images = m.getRepository(ProfileImage);
      const saved = await images.save(
        images.create({ userId: current.ownerId, businessId: id, ...image }),
      );
      await m
        .createQueryBuilder()
        .delete()
        .from(ProfileImage)
        .where("business_id = :id AND id <> :saved", { id, saved: saved.id })
        .execute();
      await m.getRepository(BusinessRecord).update({ id }, { logo: imageUrl(saved.id) });
    });
    return this.businesses.get(actor, id);
  }
}
