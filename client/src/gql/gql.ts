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
    "query AdminStats {\n  adminStats {\n    totalUsers\n    verifiedUsers\n    unverifiedUsers\n    completedProfiles\n  }\n}": typeof types.AdminStatsDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}": typeof types.AppInfoDocument,
    "fragment AdminUserRow on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n}\n\nquery AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    nodes {\n      ...AdminUserRow\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserRow\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}": typeof types.AdminUserRowFragmentDoc,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}": typeof types.CreateUserDocument,
    "mutation ExchangeSignInCode($code: String!) {\n  exchangeSignInCode(code: $code) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.ExchangeSignInCodeDocument,
    "mutation CompleteProfile($input: CompleteProfileInput!) {\n  completeProfile(input: $input) {\n    ...SessionUser\n  }\n}": typeof types.CompleteProfileDocument,
    "query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.EmailStatusDocument,
    "fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "query AdminStats {\n  adminStats {\n    totalUsers\n    verifiedUsers\n    unverifiedUsers\n    completedProfiles\n  }\n}": types.AdminStatsDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}": types.AppInfoDocument,
    "fragment AdminUserRow on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n}\n\nquery AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    nodes {\n      ...AdminUserRow\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserRow\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}": types.AdminUserRowFragmentDoc,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}": types.CreateUserDocument,
    "mutation ExchangeSignInCode($code: String!) {\n  exchangeSignInCode(code: $code) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.ExchangeSignInCodeDocument,
    "mutation CompleteProfile($input: CompleteProfileInput!) {\n  completeProfile(input: $input) {\n    ...SessionUser\n  }\n}": types.CompleteProfileDocument,
    "query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}": types.EmailStatusDocument,
    "fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}": types.SessionUserFragmentDoc,
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
export function graphql(source: "query AdminStats {\n  adminStats {\n    totalUsers\n    verifiedUsers\n    unverifiedUsers\n    completedProfiles\n  }\n}"): (typeof documents)["query AdminStats {\n  adminStats {\n    totalUsers\n    verifiedUsers\n    unverifiedUsers\n    completedProfiles\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}"): (typeof documents)["query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserRow on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n}\n\nquery AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    nodes {\n      ...AdminUserRow\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserRow\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}"): (typeof documents)["fragment AdminUserRow on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n}\n\nquery AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    nodes {\n      ...AdminUserRow\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserRow\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}"): (typeof documents)["mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExchangeSignInCode($code: String!) {\n  exchangeSignInCode(code: $code) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation ExchangeSignInCode($code: String!) {\n  exchangeSignInCode(code: $code) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteProfile($input: CompleteProfileInput!) {\n  completeProfile(input: $input) {\n    ...SessionUser\n  }\n}"): (typeof documents)["mutation CompleteProfile($input: CompleteProfileInput!) {\n  completeProfile(input: $input) {\n    ...SessionUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;