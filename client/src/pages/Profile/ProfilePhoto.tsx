import { useMutation } from "@apollo/client/react";
import { Camera, Trash2 } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { PROFILE_IMAGE_LIMITS } from "#common/limits";
import { Avatar } from "../../components/Avatar";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { useToast } from "../../components/Toast/useToast";
import { RemoveProfileImageDocument, UploadProfileImageDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import type { UploadProgress } from "../../lib/uploadLink";
import { checkImageFile } from "./profileValidation";

interface ProfilePhotoProps {
  fullName: string;
  profileImage: string | null | undefined;
}

/**
 * The photo: Upload Photo (or Change), with the spec's checks before sending and a progress bar
 * while it uploads; Remove (only with a photo) after a confirmation. The answers update `me` in
 * the cache, so the header and dashboard avatars change at once.
 */
export function ProfilePhoto({ fullName, profileImage }: ProfilePhotoProps) {
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [upload] = useMutation(UploadProfileImageDocument);
  const [remove, { loading: removing }] = useMutation(RemoveProfileImageDocument);
  const uploading = progress !== null;

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file can be chosen again after an error
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ variant: "error", title: "Error", description: problem });
      return;
    }
    setProgress(0);
    const onUploadProgress: UploadProgress = (fraction) => setProgress(fraction);
    try {
      await upload({ variables: { file }, context: { onUploadProgress } });
      toast({ variant: "success", title: "Photo updated!" });
    } catch (error) {
      toast({
        variant: "error",
        title: "Error",
        description: errorMessage(error, "Failed to upload image"),
      });
    } finally {
      setProgress(null);
    }
  }

  async function onRemove() {
    try {
      await remove();
      toast({ variant: "success", title: "Photo removed" });
    } catch {
      toast({ variant: "error", title: "Error", description: "Failed to delete image" });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <div className="profile-photo">
      <Avatar name={fullName} src={profileImage} size="xl" />
      <div className="profile-photo__body">
        <div className="profile-photo__actions">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => inputRef.current?.click()}
            disabled={uploading}
          >
            <Camera aria-hidden="true" size={16} />
            {profileImage ? "Change" : "Upload Photo"}
          </button>
          {profileImage && (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => setConfirming(true)}
              disabled={uploading}
            >
              <Trash2 aria-hidden="true" size={16} />
              Remove
            </button>
          )}
          <input
            ref={inputRef}
            type="file"
            accept={PROFILE_IMAGE_LIMITS.accept.join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile photo"
            onChange={onFileChosen}
          />
        </div>
        <p className="field__hint">JPG, PNG or WebP (max 5MB)</p>
        {uploading && <UploadProgressBar fraction={progress} />}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove photo"
        message="Are you sure you want to delete your profile image?"
        confirmLabel="Remove"
        busyLabel="Removing…"
        destructive
        busy={removing}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function UploadProgressBar({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="profile-photo__progress">
      <progress max={100} value={percent} aria-label="Uploading photo" />
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
