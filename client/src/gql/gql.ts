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
    "fragment DirectoryCard_member on User {\n  id\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  profileImage\n  isVerified\n}": typeof types.DirectoryCard_MemberFragmentDoc,
    "fragment ResultCard_member on User {\n  id\n  fullName\n  rollNumber\n  occupation\n  companyOrganization\n  jobTitle\n  company\n  currentLocation\n  course\n  trade\n  profileImage\n}": typeof types.ResultCard_MemberFragmentDoc,
    "query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}": typeof types.AppInfoDocument,
    "query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    nodes {\n      ...AdminUserCard_user\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserCard_user\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}": typeof types.AdminUsersDocument,
    "fragment AdminUserCard_user on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n}": typeof types.AdminUserCard_UserFragmentDoc,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}": typeof types.CreateUserDocument,
    "fragment AccessTokenRow on AccessToken {\n  id\n  name\n  prefix\n  scope\n  createdAt\n  lastUsedAt\n  expiresAt\n}\n\nquery AccessTokens {\n  accessTokens {\n    ...AccessTokenRow\n  }\n}\n\nmutation CreateAccessToken($input: CreateAccessTokenInput!) {\n  createAccessToken(input: $input) {\n    token\n    accessToken {\n      ...AccessTokenRow\n    }\n  }\n}\n\nmutation RevokeAccessToken($id: ID!) {\n  revokeAccessToken(id: $id) {\n    id\n    revokedAt\n  }\n}": typeof types.AccessTokenRowFragmentDoc,
    "mutation ExchangeSignInCode($code: String!) {\n  exchangeSignInCode(code: $code) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.ExchangeSignInCodeDocument,
    "mutation CompleteProfile($input: CompleteProfileInput!) {\n  completeProfile(input: $input) {\n    ...SessionUser\n  }\n}": typeof types.CompleteProfileDocument,
    "query Directory($filter: String, $first: Int, $after: String) {\n  directory(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...DirectoryCard_member\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}": typeof types.DirectoryDocument,
    "query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.EmailStatusDocument,
    "query MemberProfile($id: ID!) {\n  user(id: $id) {\n    id\n    fullName\n    rollNumber\n    trade\n    currentLocation\n    jobTitle\n    company\n    occupation\n    companyOrganization\n    course\n    skills\n    bio\n    profileImage\n    isVerified\n    email\n    phoneNumber\n    linkedinUrl\n    whatsappLink\n  }\n}": typeof types.MemberProfileDocument,
    "fragment OpportunityCard on Opportunity {\n  id\n  title\n  type\n  location\n  description\n  tags\n  istcianPosted\n  postedBy\n  createdAt\n  poster {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery OpportunityList($type: OpportunityType, $search: String, $first: Int, $after: String) {\n  opportunities(type: $type, search: $search, first: $first, after: $after) {\n    nodes {\n      ...OpportunityCard\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery OpportunityStats {\n  opportunityStats {\n    total\n    jobs\n    internships\n    freelance\n    services\n    myPosts\n  }\n}\n\nfragment OpportunityDetail on Opportunity {\n  ...OpportunityCard\n  externalLink\n  contactVisibility\n  viewerCanEdit\n  viewerCanDelete\n  viewerRemovesAsAdmin\n  poster {\n    id\n    fullName\n    profileImage\n    email\n    phoneNumber\n    contactWithheld\n  }\n}\n\nquery Opportunity($id: ID!) {\n  opportunity(id: $id) {\n    ...OpportunityDetail\n  }\n}\n\nmutation PostOpportunity($input: OpportunityInput!) {\n  postOpportunity(input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n  updateOpportunity(id: $id, input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation DeleteOpportunity($id: ID!, $reason: String) {\n  deleteOpportunity(id: $id, reason: $reason)\n}": typeof types.OpportunityCardFragmentDoc,
    "fragment ProfileEdit on User {\n  ...SessionUser\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  bio\n}\n\nquery MyProfile {\n  me {\n    ...ProfileEdit\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileEdit\n  }\n}\n\nmutation UploadProfileImage($file: Upload!) {\n  uploadProfileImage(file: $file) {\n    ...SessionUser\n  }\n}\n\nmutation RemoveProfileImage {\n  removeProfileImage {\n    ...SessionUser\n  }\n}": typeof types.ProfileEditFragmentDoc,
    "fragment SearchPlace on LocationCount {\n  id\n  name\n  count\n  latitude\n  longitude\n}\n\nquery SmartSearch($query: String!, $first: Int, $after: String, $placeId: String) {\n  smartSearch(query: $query, first: $first, after: $after, placeId: $placeId) {\n    results {\n      ...ResultCard_member\n    }\n    count\n    endCursor\n    hasNextPage\n    criteria {\n      locations\n      batchYears\n      keywords\n      roles\n      employers\n      currentStudents\n    }\n    suggestions\n    interpretation\n    locations {\n      ...SearchPlace\n    }\n  }\n}": typeof types.SearchPlaceFragmentDoc,
    "mutation SignInWithLink($email: String!, $token: String!) {\n  signInWithLink(email: $email, token: $token) {\n    token\n    isNewUser\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.SignInWithLinkDocument,
    "fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "query AdminStats {\n  adminStats {\n    totalUsers\n    verifiedUsers\n    unverifiedUsers\n    completedProfiles\n  }\n}": types.AdminStatsDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "fragment DirectoryCard_member on User {\n  id\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  profileImage\n  isVerified\n}": types.DirectoryCard_MemberFragmentDoc,
    "fragment ResultCard_member on User {\n  id\n  fullName\n  rollNumber\n  occupation\n  companyOrganization\n  jobTitle\n  company\n  currentLocation\n  course\n  trade\n  profileImage\n}": types.ResultCard_MemberFragmentDoc,
    "query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}": types.AppInfoDocument,
    "query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    nodes {\n      ...AdminUserCard_user\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserCard_user\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}": types.AdminUsersDocument,
    "fragment AdminUserCard_user on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n}": types.AdminUserCard_UserFragmentDoc,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}": types.CreateUserDocument,
    "fragment AccessTokenRow on AccessToken {\n  id\n  name\n  prefix\n  scope\n  createdAt\n  lastUsedAt\n  expiresAt\n}\n\nquery AccessTokens {\n  accessTokens {\n    ...AccessTokenRow\n  }\n}\n\nmutation CreateAccessToken($input: CreateAccessTokenInput!) {\n  createAccessToken(input: $input) {\n    token\n    accessToken {\n      ...AccessTokenRow\n    }\n  }\n}\n\nmutation RevokeAccessToken($id: ID!) {\n  revokeAccessToken(id: $id) {\n    id\n    revokedAt\n  }\n}": types.AccessTokenRowFragmentDoc,
    "mutation ExchangeSignInCode($code: String!) {\n  exchangeSignInCode(code: $code) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.ExchangeSignInCodeDocument,
    "mutation CompleteProfile($input: CompleteProfileInput!) {\n  completeProfile(input: $input) {\n    ...SessionUser\n  }\n}": types.CompleteProfileDocument,
    "query Directory($filter: String, $first: Int, $after: String) {\n  directory(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...DirectoryCard_member\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}": types.DirectoryDocument,
    "query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}": types.EmailStatusDocument,
    "query MemberProfile($id: ID!) {\n  user(id: $id) {\n    id\n    fullName\n    rollNumber\n    trade\n    currentLocation\n    jobTitle\n    company\n    occupation\n    companyOrganization\n    course\n    skills\n    bio\n    profileImage\n    isVerified\n    email\n    phoneNumber\n    linkedinUrl\n    whatsappLink\n  }\n}": types.MemberProfileDocument,
    "fragment OpportunityCard on Opportunity {\n  id\n  title\n  type\n  location\n  description\n  tags\n  istcianPosted\n  postedBy\n  createdAt\n  poster {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery OpportunityList($type: OpportunityType, $search: String, $first: Int, $after: String) {\n  opportunities(type: $type, search: $search, first: $first, after: $after) {\n    nodes {\n      ...OpportunityCard\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery OpportunityStats {\n  opportunityStats {\n    total\n    jobs\n    internships\n    freelance\n    services\n    myPosts\n  }\n}\n\nfragment OpportunityDetail on Opportunity {\n  ...OpportunityCard\n  externalLink\n  contactVisibility\n  viewerCanEdit\n  viewerCanDelete\n  viewerRemovesAsAdmin\n  poster {\n    id\n    fullName\n    profileImage\n    email\n    phoneNumber\n    contactWithheld\n  }\n}\n\nquery Opportunity($id: ID!) {\n  opportunity(id: $id) {\n    ...OpportunityDetail\n  }\n}\n\nmutation PostOpportunity($input: OpportunityInput!) {\n  postOpportunity(input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n  updateOpportunity(id: $id, input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation DeleteOpportunity($id: ID!, $reason: String) {\n  deleteOpportunity(id: $id, reason: $reason)\n}": types.OpportunityCardFragmentDoc,
    "fragment ProfileEdit on User {\n  ...SessionUser\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  bio\n}\n\nquery MyProfile {\n  me {\n    ...ProfileEdit\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileEdit\n  }\n}\n\nmutation UploadProfileImage($file: Upload!) {\n  uploadProfileImage(file: $file) {\n    ...SessionUser\n  }\n}\n\nmutation RemoveProfileImage {\n  removeProfileImage {\n    ...SessionUser\n  }\n}": types.ProfileEditFragmentDoc,
    "fragment SearchPlace on LocationCount {\n  id\n  name\n  count\n  latitude\n  longitude\n}\n\nquery SmartSearch($query: String!, $first: Int, $after: String, $placeId: String) {\n  smartSearch(query: $query, first: $first, after: $after, placeId: $placeId) {\n    results {\n      ...ResultCard_member\n    }\n    count\n    endCursor\n    hasNextPage\n    criteria {\n      locations\n      batchYears\n      keywords\n      roles\n      employers\n      currentStudents\n    }\n    suggestions\n    interpretation\n    locations {\n      ...SearchPlace\n    }\n  }\n}": types.SearchPlaceFragmentDoc,
    "mutation SignInWithLink($email: String!, $token: String!) {\n  signInWithLink(email: $email, token: $token) {\n    token\n    isNewUser\n    user {\n      ...SessionUser\n    }\n  }\n}": types.SignInWithLinkDocument,
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
export function graphql(source: "fragment DirectoryCard_member on User {\n  id\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  profileImage\n  isVerified\n}"): (typeof documents)["fragment DirectoryCard_member on User {\n  id\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  profileImage\n  isVerified\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResultCard_member on User {\n  id\n  fullName\n  rollNumber\n  occupation\n  companyOrganization\n  jobTitle\n  company\n  currentLocation\n  course\n  trade\n  profileImage\n}"): (typeof documents)["fragment ResultCard_member on User {\n  id\n  fullName\n  rollNumber\n  occupation\n  companyOrganization\n  jobTitle\n  company\n  currentLocation\n  course\n  trade\n  profileImage\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}"): (typeof documents)["query AppInfo {\n  appInfo {\n    contactEmail\n    postalAddress\n    googleSignInEnabled\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    nodes {\n      ...AdminUserCard_user\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserCard_user\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}"): (typeof documents)["query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {\n  adminUsers(filter: $filter, first: $first, after: $after) {\n    totalCount\n    endCursor\n    nodes {\n      ...AdminUserCard_user\n    }\n  }\n}\n\nmutation SetVerification($input: SetVerificationInput!) {\n  setVerification(input: $input) {\n    ...AdminUserCard_user\n  }\n}\n\nquery AdminAuditLog($first: Int) {\n  adminAuditLog(first: $first) {\n    nodes {\n      id\n      action\n      actorName\n      targetName\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserCard_user on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n}"): (typeof documents)["fragment AdminUserCard_user on User {\n  id\n  fullName\n  email\n  rollNumber\n  trade\n  currentLocation\n  profileCompleted\n  isVerified\n  pendingReason\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}"): (typeof documents)["mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    fullName\n    email\n    isVerified\n    profileCompleted\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AccessTokenRow on AccessToken {\n  id\n  name\n  prefix\n  scope\n  createdAt\n  lastUsedAt\n  expiresAt\n}\n\nquery AccessTokens {\n  accessTokens {\n    ...AccessTokenRow\n  }\n}\n\nmutation CreateAccessToken($input: CreateAccessTokenInput!) {\n  createAccessToken(input: $input) {\n    token\n    accessToken {\n      ...AccessTokenRow\n    }\n  }\n}\n\nmutation RevokeAccessToken($id: ID!) {\n  revokeAccessToken(id: $id) {\n    id\n    revokedAt\n  }\n}"): (typeof documents)["fragment AccessTokenRow on AccessToken {\n  id\n  name\n  prefix\n  scope\n  createdAt\n  lastUsedAt\n  expiresAt\n}\n\nquery AccessTokens {\n  accessTokens {\n    ...AccessTokenRow\n  }\n}\n\nmutation CreateAccessToken($input: CreateAccessTokenInput!) {\n  createAccessToken(input: $input) {\n    token\n    accessToken {\n      ...AccessTokenRow\n    }\n  }\n}\n\nmutation RevokeAccessToken($id: ID!) {\n  revokeAccessToken(id: $id) {\n    id\n    revokedAt\n  }\n}"];
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
export function graphql(source: "query Directory($filter: String, $first: Int, $after: String) {\n  directory(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...DirectoryCard_member\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}"): (typeof documents)["query Directory($filter: String, $first: Int, $after: String) {\n  directory(filter: $filter, first: $first, after: $after) {\n    nodes {\n      ...DirectoryCard_member\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["query EmailStatus($email: String!) {\n  emailStatus(email: $email) {\n    isNewUser\n  }\n}\n\nmutation SendSignInCode($input: SendCodeInput!) {\n  sendSignInCode(input: $input) {\n    expiresInSeconds\n    codeLength\n    resendAfterSeconds\n  }\n}\n\nmutation VerifySignInCode($input: VerifyCodeInput!) {\n  verifySignInCode(input: $input) {\n    token\n    isNewUser\n    message\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberProfile($id: ID!) {\n  user(id: $id) {\n    id\n    fullName\n    rollNumber\n    trade\n    currentLocation\n    jobTitle\n    company\n    occupation\n    companyOrganization\n    course\n    skills\n    bio\n    profileImage\n    isVerified\n    email\n    phoneNumber\n    linkedinUrl\n    whatsappLink\n  }\n}"): (typeof documents)["query MemberProfile($id: ID!) {\n  user(id: $id) {\n    id\n    fullName\n    rollNumber\n    trade\n    currentLocation\n    jobTitle\n    company\n    occupation\n    companyOrganization\n    course\n    skills\n    bio\n    profileImage\n    isVerified\n    email\n    phoneNumber\n    linkedinUrl\n    whatsappLink\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OpportunityCard on Opportunity {\n  id\n  title\n  type\n  location\n  description\n  tags\n  istcianPosted\n  postedBy\n  createdAt\n  poster {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery OpportunityList($type: OpportunityType, $search: String, $first: Int, $after: String) {\n  opportunities(type: $type, search: $search, first: $first, after: $after) {\n    nodes {\n      ...OpportunityCard\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery OpportunityStats {\n  opportunityStats {\n    total\n    jobs\n    internships\n    freelance\n    services\n    myPosts\n  }\n}\n\nfragment OpportunityDetail on Opportunity {\n  ...OpportunityCard\n  externalLink\n  contactVisibility\n  viewerCanEdit\n  viewerCanDelete\n  viewerRemovesAsAdmin\n  poster {\n    id\n    fullName\n    profileImage\n    email\n    phoneNumber\n    contactWithheld\n  }\n}\n\nquery Opportunity($id: ID!) {\n  opportunity(id: $id) {\n    ...OpportunityDetail\n  }\n}\n\nmutation PostOpportunity($input: OpportunityInput!) {\n  postOpportunity(input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n  updateOpportunity(id: $id, input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation DeleteOpportunity($id: ID!, $reason: String) {\n  deleteOpportunity(id: $id, reason: $reason)\n}"): (typeof documents)["fragment OpportunityCard on Opportunity {\n  id\n  title\n  type\n  location\n  description\n  tags\n  istcianPosted\n  postedBy\n  createdAt\n  poster {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery OpportunityList($type: OpportunityType, $search: String, $first: Int, $after: String) {\n  opportunities(type: $type, search: $search, first: $first, after: $after) {\n    nodes {\n      ...OpportunityCard\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery OpportunityStats {\n  opportunityStats {\n    total\n    jobs\n    internships\n    freelance\n    services\n    myPosts\n  }\n}\n\nfragment OpportunityDetail on Opportunity {\n  ...OpportunityCard\n  externalLink\n  contactVisibility\n  viewerCanEdit\n  viewerCanDelete\n  viewerRemovesAsAdmin\n  poster {\n    id\n    fullName\n    profileImage\n    email\n    phoneNumber\n    contactWithheld\n  }\n}\n\nquery Opportunity($id: ID!) {\n  opportunity(id: $id) {\n    ...OpportunityDetail\n  }\n}\n\nmutation PostOpportunity($input: OpportunityInput!) {\n  postOpportunity(input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n  updateOpportunity(id: $id, input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation DeleteOpportunity($id: ID!, $reason: String) {\n  deleteOpportunity(id: $id, reason: $reason)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileEdit on User {\n  ...SessionUser\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  bio\n}\n\nquery MyProfile {\n  me {\n    ...ProfileEdit\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileEdit\n  }\n}\n\nmutation UploadProfileImage($file: Upload!) {\n  uploadProfileImage(file: $file) {\n    ...SessionUser\n  }\n}\n\nmutation RemoveProfileImage {\n  removeProfileImage {\n    ...SessionUser\n  }\n}"): (typeof documents)["fragment ProfileEdit on User {\n  ...SessionUser\n  jobTitle\n  company\n  skills\n  linkedinUrl\n  whatsappLink\n  bio\n}\n\nquery MyProfile {\n  me {\n    ...ProfileEdit\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileEdit\n  }\n}\n\nmutation UploadProfileImage($file: Upload!) {\n  uploadProfileImage(file: $file) {\n    ...SessionUser\n  }\n}\n\nmutation RemoveProfileImage {\n  removeProfileImage {\n    ...SessionUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SearchPlace on LocationCount {\n  id\n  name\n  count\n  latitude\n  longitude\n}\n\nquery SmartSearch($query: String!, $first: Int, $after: String, $placeId: String) {\n  smartSearch(query: $query, first: $first, after: $after, placeId: $placeId) {\n    results {\n      ...ResultCard_member\n    }\n    count\n    endCursor\n    hasNextPage\n    criteria {\n      locations\n      batchYears\n      keywords\n      roles\n      employers\n      currentStudents\n    }\n    suggestions\n    interpretation\n    locations {\n      ...SearchPlace\n    }\n  }\n}"): (typeof documents)["fragment SearchPlace on LocationCount {\n  id\n  name\n  count\n  latitude\n  longitude\n}\n\nquery SmartSearch($query: String!, $first: Int, $after: String, $placeId: String) {\n  smartSearch(query: $query, first: $first, after: $after, placeId: $placeId) {\n    results {\n      ...ResultCard_member\n    }\n    count\n    endCursor\n    hasNextPage\n    criteria {\n      locations\n      batchYears\n      keywords\n      roles\n      employers\n      currentStudents\n    }\n    suggestions\n    interpretation\n    locations {\n      ...SearchPlace\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignInWithLink($email: String!, $token: String!) {\n  signInWithLink(email: $email, token: $token) {\n    token\n    isNewUser\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation SignInWithLink($email: String!, $token: String!) {\n  signInWithLink(email: $email, token: $token) {\n    token\n    isNewUser\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  fullName\n  rollNumber\n  trade\n  currentLocation\n  profileImage\n  profileCompleted\n  isVerified\n  pendingReason\n  isAdmin\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;