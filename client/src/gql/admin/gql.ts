/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      ...AdminUserCard_user\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserCard_user\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}\n\nmutation EraseMember($userId: ID!, $reason: String!) {\n  eraseMember(userId: $userId, reason: $reason)\n}": typeof types.AdminUsersDocument,
    "fragment AdminUserCard_user on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n  rosterEntry {\n    id\n    fullName\n    batchYear\n    trade\n  }\n}": typeof types.AdminUserCard_UserFragmentDoc,
    "fragment ModerationMessage on Message {\n  id\n  body\n  sentAt\n  removed\n  sender {\n    id\n    fullName\n  }\n}\n\nfragment ReportRow on Report {\n  id\n  status\n  reason\n  createdAt\n  action\n  resolvedAt\n  note\n  reporter {\n    id\n    fullName\n  }\n  reportedMember {\n    id\n    fullName\n  }\n  message {\n    ...ModerationMessage\n  }\n  messages {\n    ...ModerationMessage\n  }\n}\n\nquery Reports($status: ReportStatus, $first: Int, $after: String) {\n  reports(status: $status, first: $first, after: $after) {\n    items {\n      ...ReportRow\n    }\n    endCursor\n    hasNextPage\n  }\n}\n\nmutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {\n  resolveReport(id: $id, action: $action, note: $note) {\n    ...ReportRow\n  }\n}": typeof types.ModerationMessageFragmentDoc,
    "mutation PreviewRoster($file: Upload!) {\n  previewRoster(file: $file) {\n    rows\n    valid\n    invalidCount\n    invalid {\n      line\n      reason\n    }\n    wouldVerify {\n      userId\n      fullName\n      rollNumber\n    }\n  }\n}\n\nmutation ImportRoster($file: Upload!) {\n  importRoster(file: $file) {\n    imported\n    updated\n    invalidCount\n    invalid {\n      line\n      reason\n    }\n    verifiedNow {\n      userId\n      fullName\n      rollNumber\n    }\n  }\n}\n\nquery RosterEntries($search: String, $first: Int, $after: String) {\n  rosterEntries(search: $search, first: $first, after: $after) {\n    totalCount\n    hasNextPage\n    endCursor\n    nodes {\n      id\n      rollNumber\n      fullName\n      batchYear\n      trade\n      email\n    }\n  }\n}\n\nmutation DeleteRosterEntry($id: ID!) {\n  deleteRosterEntry(id: $id)\n}": typeof types.PreviewRosterDocument,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}": typeof types.CreateUserDocument,
};
const documents: Documents = {
    "query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      ...AdminUserCard_user\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserCard_user\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}\n\nmutation EraseMember($userId: ID!, $reason: String!) {\n  eraseMember(userId: $userId, reason: $reason)\n}": types.AdminUsersDocument,
    "fragment AdminUserCard_user on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n  rosterEntry {\n    id\n    fullName\n    batchYear\n    trade\n  }\n}": types.AdminUserCard_UserFragmentDoc,
    "fragment ModerationMessage on Message {\n  id\n  body\n  sentAt\n  removed\n  sender {\n    id\n    fullName\n  }\n}\n\nfragment ReportRow on Report {\n  id\n  status\n  reason\n  createdAt\n  action\n  resolvedAt\n  note\n  reporter {\n    id\n    fullName\n  }\n  reportedMember {\n    id\n    fullName\n  }\n  message {\n    ...ModerationMessage\n  }\n  messages {\n    ...ModerationMessage\n  }\n}\n\nquery Reports($status: ReportStatus, $first: Int, $after: String) {\n  reports(status: $status, first: $first, after: $after) {\n    items {\n      ...ReportRow\n    }\n    endCursor\n    hasNextPage\n  }\n}\n\nmutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {\n  resolveReport(id: $id, action: $action, note: $note) {\n    ...ReportRow\n  }\n}": types.ModerationMessageFragmentDoc,
    "mutation PreviewRoster($file: Upload!) {\n  previewRoster(file: $file) {\n    rows\n    valid\n    invalidCount\n    invalid {\n      line\n      reason\n    }\n    wouldVerify {\n      userId\n      fullName\n      rollNumber\n    }\n  }\n}\n\nmutation ImportRoster($file: Upload!) {\n  importRoster(file: $file) {\n    imported\n    updated\n    invalidCount\n    invalid {\n      line\n      reason\n    }\n    verifiedNow {\n      userId\n      fullName\n      rollNumber\n    }\n  }\n}\n\nquery RosterEntries($search: String, $first: Int, $after: String) {\n  rosterEntries(search: $search, first: $first, after: $after) {\n    totalCount\n    hasNextPage\n    endCursor\n    nodes {\n      id\n      rollNumber\n      fullName\n      batchYear\n      trade\n      email\n    }\n  }\n}\n\nmutation DeleteRosterEntry($id: ID!) {\n  deleteRosterEntry(id: $id)\n}": types.PreviewRosterDocument,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}": types.CreateUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      ...AdminUserCard_user\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserCard_user\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}\n\nmutation EraseMember($userId: ID!, $reason: String!) {\n  eraseMember(userId: $userId, reason: $reason)\n}"): (typeof documents)["query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      ...AdminUserCard_user\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserCard_user\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}\n\nmutation EraseMember($userId: ID!, $reason: String!) {\n  eraseMember(userId: $userId, reason: $reason)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserCard_user on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n  rosterEntry {\n    id\n    fullName\n    batchYear\n    trade\n  }\n}"): (typeof documents)["fragment AdminUserCard_user on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n  rosterEntry {\n    id\n    fullName\n    batchYear\n    trade\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ModerationMessage on Message {\n  id\n  body\n  sentAt\n  removed\n  sender {\n    id\n    fullName\n  }\n}\n\nfragment ReportRow on Report {\n  id\n  status\n  reason\n  createdAt\n  action\n  resolvedAt\n  note\n  reporter {\n    id\n    fullName\n  }\n  reportedMember {\n    id\n    fullName\n  }\n  message {\n    ...ModerationMessage\n  }\n  messages {\n    ...ModerationMessage\n  }\n}\n\nquery Reports($status: ReportStatus, $first: Int, $after: String) {\n  reports(status: $status, first: $first, after: $after) {\n    items {\n      ...ReportRow\n    }\n    endCursor\n    hasNextPage\n  }\n}\n\nmutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {\n  resolveReport(id: $id, action: $action, note: $note) {\n    ...ReportRow\n  }\n}"): (typeof documents)["fragment ModerationMessage on Message {\n  id\n  body\n  sentAt\n  removed\n  sender {\n    id\n    fullName\n  }\n}\n\nfragment ReportRow on Report {\n  id\n  status\n  reason\n  createdAt\n  action\n  resolvedAt\n  note\n  reporter {\n    id\n    fullName\n  }\n  reportedMember {\n    id\n    fullName\n  }\n  message {\n    ...ModerationMessage\n  }\n  messages {\n    ...ModerationMessage\n  }\n}\n\nquery Reports($status: ReportStatus, $first: Int, $after: String) {\n  reports(status: $status, first: $first, after: $after) {\n    items {\n      ...ReportRow\n    }\n    endCursor\n    hasNextPage\n  }\n}\n\nmutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {\n  resolveReport(id: $id, action: $action, note: $note) {\n    ...ReportRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PreviewRoster($file: Upload!) {\n  previewRoster(file: $file) {\n    rows\n    valid\n    invalidCount\n    invalid {\n      line\n      reason\n    }\n    wouldVerify {\n      userId\n      fullName\n      rollNumber\n    }\n  }\n}\n\nmutation ImportRoster($file: Upload!) {\n  importRoster(file: $file) {\n    imported\n    updated\n    invalidCount\n    invalid {\n      line\n      reason\n    }\n    verifiedNow {\n      userId\n      fullName\n      rollNumber\n    }\n  }\n}\n\nquery RosterEntries($search: String, $first: Int, $after: String) {\n  rosterEntries(search: $search, first: $first, after: $after) {\n    totalCount\n    hasNextPage\n    endCursor\n    nodes {\n      id\n      rollNumber\n      fullName\n      batchYear\n      trade\n      email\n    }\n  }\n}\n\nmutation DeleteRosterEntry($id: ID!) {\n  deleteRosterEntry(id: $id)\n}"): (typeof documents)["mutation PreviewRoster($file: Upload!) {\n  previewRoster(file: $file) {\n    rows\n    valid\n    invalidCount\n    invalid {\n      line\n      reason\n    }\n    wouldVerify {\n      userId\n      fullName\n      rollNumber\n    }\n  }\n}\n\nmutation ImportRoster($file: Upload!) {\n  importRoster(file: $file) {\n    imported\n    updated\n    invalidCount\n    invalid {\n      line\n      reason\n    }\n    verifiedNow {\n      userId\n      fullName\n      rollNumber\n    }\n  }\n}\n\nquery RosterEntries($search: String, $first: Int, $after: String) {\n  rosterEntries(search: $search, first: $first, after: $after) {\n    totalCount\n    hasNextPage\n    endCursor\n    nodes {\n      id\n      rollNumber\n      fullName\n      batchYear\n      trade\n      email\n    }\n  }\n}\n\nmutation DeleteRosterEntry($id: ID!) {\n  deleteRosterEntry(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}"): (typeof documents)["mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;