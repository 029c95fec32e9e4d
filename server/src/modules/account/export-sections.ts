import { DELETED_MEMBER, type ExportKey } from "./member-data.js";

/**
 * One statement per key of the member's export; `$1` is the member's id and each row's `row` is one
 * JSON value. Secrets (token hashes, the photo's bytes, e-mails' bodies with their one-click links)
 * are left out; everything else stored about the member is in.
 */
/** An event as the export shows it (its organiser's and co-organisers' view). */
const EVENT = `jsonb_build_object('id', e.id, 'title', e.title, 'description', e.description,
  'kind', e.kind, 'starts_at', e.starts_at, 'ends_at', e.ends_at, 'timezone', e.timezone,
  'location', e.location, 'online_url', e.online_url, 'capacity', e.capacity,
  'audience_batch_year', e.audience_batch_year, 'audience_trade', e.audience_trade,
  'cancelled_at', e.cancelled_at, 'cancel_reason', e.cancel_reason, 'created_at', e.created_at)`;

export const EXPORT_SECTIONS: Readonly<Record<ExportKey, string>> = {
  profile: `
    SELECT to_jsonb(u) || jsonb_build_object('photo', (
      SELECT jsonb_build_object('url', u.profile_image, 'content_type', p.content_type,
        'width', p.width, 'height', p.height, 'uploaded_at', p.created_at)
      FROM profile_images p WHERE p.user_id = u.id AND p.business_id IS NULL ORDER BY p.created_at DESC LIMIT 1)) AS row
    FROM users u WHERE u.id = $1`,
  opportunities: `
    SELECT to_jsonb(o) - 'search_vector' AS row FROM opportunities o WHERE o.posted_by = $1 ORDER BY o.created_at, o.id`,
  sessions: `
    SELECT jsonb_build_object('id', s.id, 'signed_in_at', s.created_at,
      'last_seen_at', coalesce(s.last_used_at, s.created_at), 'device', s.user_agent,
      'expires_at', s.expires_at, 'signed_out_at', s.revoked_at) AS row
    FROM sessions s WHERE s.user_id = $1 AND s.kind = 'session' ORDER BY s.created_at, s.id`,
  api_tokens: `
    SELECT jsonb_build_object('id', s.id, 'name', s.name, 'prefix', s.token_prefix,
      'scope', s.scope, 'created_at', s.created_at, 'last_used_at', s.last_used_at,
      'expires_at', CASE WHEN s.expires_at = 'infinity' THEN NULL ELSE s.expires_at END,
      'revoked_at', s.revoked_at) AS row
    FROM sessions s WHERE s.user_id = $1 AND s.kind = 'token' ORDER BY s.created_at, s.id`,
  saved_searches: `
    SELECT to_jsonb(s) - 'user_id' AS row FROM saved_searches s WHERE s.user_id = $1
    ORDER BY s.created_at, s.id`,
  notifications: `
    SELECT to_jsonb(n) - 'user_id' AS row FROM notifications n WHERE n.user_id = $1
    ORDER BY n.created_at, n.id`,
  notification_preferences: `
    SELECT to_jsonb(p) - 'user_id' AS row FROM notification_preferences p WHERE p.user_id = $1`,
  emails: `
    SELECT jsonb_build_object('id', d.id, 'to', d.to_address, 'subject', d.subject,
      'status', d.status, 'created_at', d.created_at, 'sent_at', d.sent_at) AS row
    FROM email_deliveries d WHERE d.user_id = $1 ORDER BY d.created_at, d.id`,
  connections: `
    SELECT jsonb_build_object('id', c.id, 'status', c.status,
      'direction', CASE WHEN c.requester_id = $1 THEN 'outgoing' ELSE 'incoming' END,
      'member', jsonb_build_object('id', o.id, 'full_name', o.full_name),
      'note', c.note, 'created_at', c.created_at, 'responded_at', c.responded_at) AS row
    FROM connections c
    JOIN users o ON o.id = CASE WHEN c.requester_id = $1 THEN c.recipient_id ELSE c.requester_id END
    WHERE $1 IN (c.requester_id, c.recipient_id) ORDER BY c.created_at, c.id`,
  messages: `
    SELECT jsonb_build_object('id', m.id, 'conversation_id', m.conversation_id,
      'direction', CASE WHEN m.sender_id = $1 THEN 'sent' ELSE 'received' END,
      'with', jsonb_build_object('id', cm.other_id, 'full_name', coalesce(o.full_name, '${DELETED_MEMBER}')),
      'body', CASE WHEN m.removed_at IS NULL THEN m.body ELSE '' END,
      'sent_at', m.created_at, 'removed_by_admin_at', m.removed_at,
      'read_at', CASE WHEN m.sender_id = $1 THEN NULL ELSE cm.last_read_at END) AS row
    FROM conversation_members cm
    JOIN messages m ON m.conversation_id = cm.conversation_id
    LEFT JOIN users o ON o.id = cm.other_id
    WHERE cm.user_id = $1 ORDER BY m.created_at, m.id`,
  blocks: `
    SELECT jsonb_build_object('member', jsonb_build_object('id', u.id, 'full_name', u.full_name),
      'blocked_at', b.created_at) AS row
    FROM member_blocks b JOIN users u ON u.id = b.blocked_id WHERE b.blocker_id = $1
    ORDER BY b.created_at`,
  reports: `
    SELECT jsonb_build_object('id', r.id, 'reason', r.reason, 'status', r.status,
      'member_id', r.reported_user_id, 'message_id', r.message_id, 'created_at', r.created_at,
      'resolved_at', r.resolved_at) AS row
    FROM reports r WHERE r.reporter_id = $1 ORDER BY r.created_at, r.id`,
  events: `
    SELECT row FROM (
      SELECT e.created_at AS at, jsonb_build_object('role', 'organiser', 'event', ${EVENT}) AS row
      FROM events e WHERE e.organizer_id = $1
      UNION ALL
      SELECT c.created_at, jsonb_build_object('role', 'co-organiser', 'event', ${EVENT})
      FROM event_co_organizers c JOIN events e ON e.id = c.event_id WHERE c.user_id = $1
      UNION ALL
      SELECT r.answered_at, jsonb_build_object('role', 'rsvp', 'rsvp', r.status,
        'waitlisted', r.waitlisted, 'answered_at', r.answered_at, 'event', ${EVENT})
      FROM event_rsvps r JOIN events e ON e.id = r.event_id WHERE r.user_id = $1
    ) mine ORDER BY at`,
  mentorship: `
    SELECT row FROM (
      SELECT p.created_at AS at, jsonb_build_object('role', 'mentor profile',
        'is_mentor', p.is_mentor, 'paused', p.paused, 'topics', p.topics, 'capacity', p.capacity,
        'availability', p.availability, 'languages', p.languages, 'created_at', p.created_at,
        'updated_at', p.updated_at) AS row
      FROM mentor_profiles p WHERE p.user_id = $1
      UNION ALL
      SELECT r.created_at, jsonb_build_object('role', CASE WHEN r.mentor_id = $1 THEN 'mentor' ELSE 'mentee' END,
        'id', r.id, 'mentor', jsonb_build_object('id', mentor.id, 'full_name', mentor.full_name),
        'mentee', jsonb_build_object('id', mentee.id, 'full_name', mentee.full_name),
        'goal', r.goal, 'status', r.status, 'created_at', r.created_at,
        'answered_at', r.answered_at, 'ended_at', r.ended_at)
        || CASE WHEN r.mentee_id = $1 AND r.feedback_at IS NOT NULL THEN jsonb_build_object(
             'feedback', jsonb_build_object('rating', r.feedback_rating, 'note', r.feedback_note,
               'given_at', r.feedback_at)) ELSE '{}'::jsonb END
      FROM mentorship_requests r
      JOIN users mentor ON mentor.id = r.mentor_id
      JOIN users mentee ON mentee.id = r.mentee_id
      WHERE r.mentor_id = $1 OR r.mentee_id = $1
    ) mine ORDER BY at`,
  businesses: `
    SELECT row FROM (
      SELECT b.created_at AS at, jsonb_build_object('role', 'owner', 'business',
        to_jsonb(b) - 'search_vector' - 'facets') AS row
      FROM businesses b WHERE b.owner_id = $1
      UNION ALL
      SELECT r.created_at, jsonb_build_object('role', 'recommended', 'recommended_at', r.created_at,
        'business', jsonb_build_object('id', b.id, 'name', b.name))
      FROM business_recommendations r JOIN businesses b ON b.id = r.business_id WHERE r.user_id = $1
    ) mine ORDER BY at`,
  admin_actions: `
    SELECT jsonb_build_object('action', a.action, 'at', a.created_at, 'by', a.actor_name,
      'before', a.before, 'after', a.after) AS row
    FROM admin_audit_log a WHERE a.target_id = $1 ORDER BY a.created_at, a.id`,
};
