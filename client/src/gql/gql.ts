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
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}": typeof types.AppInfoDocument,
    "mutation ExchangeSignInCode($code: String!) {\n  exchangeSignInCode(code: $code) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.ExchangeSignInCodeDocument,
    "mutation CompleteProfile($input: CompleteProfileInput!) {\n  completeProfile(input: $input) {\n    ...SessionUser\n  }\n}": typeof types.CompleteProfileDocument,
    "fragment DirectoryMember on User {\n  id\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  profileImage\n  isVerified\n}\n\nquery Directory($filter: String, $first: Int, $after: String) {\n  directory(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...DirectoryMember\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}": typeof types.DirectoryMemberFragmentDoc,
    "query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.EmailStatusDocument,
    "fragment SearchMember on User {\n  id\n  fullName\n  rollNumber\n  occupation\n  companyOrganization\n  jobTitle\n  company\n  currentLocation\n  course\n  trade\n  profileImage\n}\n\nfragment SearchPlace on LocationCount {\n  id\n  name\n  count\n  latitude\n  longitude\n}\n\nquery SmartSearch($query: String!, $first: Int, $after: String, $placeId: String) {\n  smartSearch(query: $query, first: $first, after: $after, placeId: $placeId) {\n    results {\n      ...SearchMember\n    }\n    count\n    endCursor\n    hasNextPage\n    criteria {\n      locations\n      batchYears\n      keywords\n      roles\n      employers\n      currentStudents\n    }\n    suggestions\n    interpretation\n    locations {\n      ...SearchPlace\n    }\n  }\n}": typeof types.SearchMemberFragmentDoc,
    "fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}": types.AppInfoDocument,
    "mutation ExchangeSignInCode($code: String!) {\n  exchangeSignInCode(code: $code) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.ExchangeSignInCodeDocument,
    "mutation CompleteProfile($input: CompleteProfileInput!) {\n  completeProfile(input: $input) {\n    ...SessionUser\n  }\n}": types.CompleteProfileDocument,
    "fragment DirectoryMember on User {\n  id\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  profileImage\n  isVerified\n}\n\nquery Directory($filter: String, $first: Int, $after: String) {\n  directory(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...DirectoryMember\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}": types.DirectoryMemberFragmentDoc,
    "query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}": types.EmailStatusDocument,
    "fragment SearchMember on User {\n  id\n  fullName\n  rollNumber\n  occupation\n  companyOrganization\n  jobTitle\n  company\n  currentLocation\n  course\n  trade\n  profileImage\n}\n\nfragment SearchPlace on LocationCount {\n  id\n  name\n  count\n  latitude\n  longitude\n}\n\nquery SmartSearch($query: String!, $first: Int, $after: String, $placeId: String) {\n  smartSearch(query: $query, first: $first, after: $after, placeId: $placeId) {\n    results {\n      ...SearchMember\n    }\n    count\n    endCursor\n    hasNextPage\n    criteria {\n      locations\n      batchYears\n      keywords\n      roles\n      employers\n      currentStudents\n    }\n    suggestions\n    interpretation\n    locations {\n      ...SearchPlace\n    }\n  }\n}": types.SearchMemberFragmentDoc,
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
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}"): (typeof documents)["query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}"];
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
export function graphql(source: "fragment DirectoryMember on User {\n  id\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  profileImage\n  isVerified\n}\n\nquery Directory($filter: String, $first: Int, $after: String) {\n  directory(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...DirectoryMember\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}"): (typeof documents)["fragment DirectoryMember on User {\n  id\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  profileImage\n  isVerified\n}\n\nquery Directory($filter: String, $first: Int, $after: String) {\n  directory(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...DirectoryMember\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SearchMember on User {\n  id\n  fullName\n  rollNumber\n  occupation\n  companyOrganization\n  jobTitle\n  company\n  currentLocation\n  course\n  trade\n  profileImage\n}\n\nfragment SearchPlace on LocationCount {\n  id\n  name\n  count\n  latitude\n  longitude\n}\n\nquery SmartSearch($query: String!, $first: Int, $after: String, $placeId: String) {\n  smartSearch(query: $query, first: $first, after: $after, placeId: $placeId) {\n    results {\n      ...SearchMember\n    }\n    count\n    endCursor\n    hasNextPage\n    criteria {\n      locations\n      batchYears\n      keywords\n      roles\n      employers\n      currentStudents\n    }\n    suggestions\n    interpretation\n    locations {\n      ...SearchPlace\n    }\n  }\n}"): (typeof documents)["fragment SearchMember on User {\n  id\n  fullName\n  rollNumber\n  occupation\n  companyOrganization\n  jobTitle\n  company\n  currentLocation\n  course\n  trade\n  profileImage\n}\n\nfragment SearchPlace on LocationCount {\n  id\n  name\n  count\n  latitude\n  longitude\n}\n\nquery SmartSearch($query: String!, $first: Int, $after: String, $placeId: String) {\n  smartSearch(query: $query, first: $first, after: $after, placeId: $placeId) {\n    results {\n      ...SearchMember\n    }\n    count\n    endCursor\n    hasNextPage\n    criteria {\n      locations\n      batchYears\n      keywords\n      roles\n      employers\n      currentStudents\n    }\n    suggestions\n    interpretation\n    locations {\n      ...SearchPlace\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;