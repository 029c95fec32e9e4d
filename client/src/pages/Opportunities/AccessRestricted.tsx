import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { StatusCard } from "../../components/StatusCard/StatusCard";

/** The 'Access Restricted' state of the post and edit screens. */
export function AccessRestricted({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <StatusCard icon={<Lock size={32} />} title="Access Restricted">
      <p>{message}</p>
      {children}
    </StatusCard>
  );
}
