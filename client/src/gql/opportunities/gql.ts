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
    "fragment OpportunityCard on Opportunity {\n  id\n  title\n  type\n  location\n  description\n  tags\n  istcianPosted\n  postedBy\n  createdAt\n  poster {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery OpportunityList($type: OpportunityType, $search: String, $first: Int, $after: String) {\n  opportunities(type: $type, search: $search, first: $first, after: $after) {\n    nodes {\n      ...OpportunityCard\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery OpportunityStats {\n  opportunityStats {\n    total\n    jobs\n    internships\n    freelance\n    services\n    myPosts\n  }\n}\n\nfragment OpportunityDetail on Opportunity {\n  ...OpportunityCard\n  externalLink\n  contactVisibility\n  viewerCanEdit\n  viewerEditPermission {\n    allowed\n    reason\n    refusal\n  }\n  viewerCanDelete\n  viewerRemovesAsAdmin\n  business {\n    id\n    name\n  }\n  poster {\n    id\n    fullName\n    profileImage\n    email\n    phoneNumber\n    contactWithheld\n  }\n}\n\nquery Opportunity($id: ID!) {\n  opportunity(id: $id) {\n    ...OpportunityDetail\n  }\n}\n\nquery ViewerCanPost {\n  viewerCanPost {\n    allowed\n    reason\n    refusal\n  }\n}\n\nmutation PostOpportunity($input: OpportunityInput!) {\n  postOpportunity(input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n  updateOpportunity(id: $id, input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation DeleteOpportunity($id: ID!, $reason: String) {\n  deleteOpportunity(id: $id, reason: $reason)\n}": typeof types.OpportunityCardFragmentDoc,
};
const documents: Documents = {
    "fragment OpportunityCard on Opportunity {\n  id\n  title\n  type\n  location\n  description\n  tags\n  istcianPosted\n  postedBy\n  createdAt\n  poster {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery OpportunityList($type: OpportunityType, $search: String, $first: Int, $after: String) {\n  opportunities(type: $type, search: $search, first: $first, after: $after) {\n    nodes {\n      ...OpportunityCard\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery OpportunityStats {\n  opportunityStats {\n    total\n    jobs\n    internships\n    freelance\n    services\n    myPosts\n  }\n}\n\nfragment OpportunityDetail on Opportunity {\n  ...OpportunityCard\n  externalLink\n  contactVisibility\n  viewerCanEdit\n  viewerEditPermission {\n    allowed\n    reason\n    refusal\n  }\n  viewerCanDelete\n  viewerRemovesAsAdmin\n  business {\n    id\n    name\n  }\n  poster {\n    id\n    fullName\n    profileImage\n    email\n    phoneNumber\n    contactWithheld\n  }\n}\n\nquery Opportunity($id: ID!) {\n  opportunity(id: $id) {\n    ...OpportunityDetail\n  }\n}\n\nquery ViewerCanPost {\n  viewerCanPost {\n    allowed\n    reason\n    refusal\n  }\n}\n\nmutation PostOpportunity($input: OpportunityInput!) {\n  postOpportunity(input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n  updateOpportunity(id: $id, input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation DeleteOpportunity($id: ID!, $reason: String) {\n  deleteOpportunity(id: $id, reason: $reason)\n}": types.OpportunityCardFragmentDoc,
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
export function graphql(source: "fragment OpportunityCard on Opportunity {\n  id\n  title\n  type\n  location\n  description\n  tags\n  istcianPosted\n  postedBy\n  createdAt\n  poster {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery OpportunityList($type: OpportunityType, $search: String, $first: Int, $after: String) {\n  opportunities(type: $type, search: $search, first: $first, after: $after) {\n    nodes {\n      ...OpportunityCard\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery OpportunityStats {\n  opportunityStats {\n    total\n    jobs\n    internships\n    freelance\n    services\n    myPosts\n  }\n}\n\nfragment OpportunityDetail on Opportunity {\n  ...OpportunityCard\n  externalLink\n  contactVisibility\n  viewerCanEdit\n  viewerEditPermission {\n    allowed\n    reason\n    refusal\n  }\n  viewerCanDelete\n  viewerRemovesAsAdmin\n  business {\n    id\n    name\n  }\n  poster {\n    id\n    fullName\n    profileImage\n    email\n    phoneNumber\n    contactWithheld\n  }\n}\n\nquery Opportunity($id: ID!) {\n  opportunity(id: $id) {\n    ...OpportunityDetail\n  }\n}\n\nquery ViewerCanPost {\n  viewerCanPost {\n    allowed\n    reason\n    refusal\n  }\n}\n\nmutation PostOpportunity($input: OpportunityInput!) {\n  postOpportunity(input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n  updateOpportunity(id: $id, input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation DeleteOpportunity($id: ID!, $reason: String) {\n  deleteOpportunity(id: $id, reason: $reason)\n}"): (typeof documents)["fragment OpportunityCard on Opportunity {\n  id\n  title\n  type\n  location\n  description\n  tags\n  istcianPosted\n  postedBy\n  createdAt\n  poster {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery OpportunityList($type: OpportunityType, $search: String, $first: Int, $after: String) {\n  opportunities(type: $type, search: $search, first: $first, after: $after) {\n    nodes {\n      ...OpportunityCard\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery OpportunityStats {\n  opportunityStats {\n    total\n    jobs\n    internships\n    freelance\n    services\n    myPosts\n  }\n}\n\nfragment OpportunityDetail on Opportunity {\n  ...OpportunityCard\n  externalLink\n  contactVisibility\n  viewerCanEdit\n  viewerEditPermission {\n    allowed\n    reason\n    refusal\n  }\n  viewerCanDelete\n  viewerRemovesAsAdmin\n  business {\n    id\n    name\n  }\n  poster {\n    id\n    fullName\n    profileImage\n    email\n    phoneNumber\n    contactWithheld\n  }\n}\n\nquery Opportunity($id: ID!) {\n  opportunity(id: $id) {\n    ...OpportunityDetail\n  }\n}\n\nquery ViewerCanPost {\n  viewerCanPost {\n    allowed\n    reason\n    refusal\n  }\n}\n\nmutation PostOpportunity($input: OpportunityInput!) {\n  postOpportunity(input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n  updateOpportunity(id: $id, input: $input) {\n    ...OpportunityDetail\n  }\n}\n\nmutation DeleteOpportunity($id: ID!, $reason: String) {\n  deleteOpportunity(id: $id, reason: $reason)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;