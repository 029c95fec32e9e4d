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
    "fragment BusinessDetail on Business {\n  ...BusinessCard\n  description\n  website\n  phone\n  email\n  foundedYear\n  viewerCanEdit\n  createdAt\n  updatedAt\n  owner {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery Business($id: ID!) {\n  business(id: $id) {\n    ...BusinessDetail\n  }\n}\n\nmutation RecommendBusiness($id: ID!) {\n  recommendBusiness(id: $id) {\n    recommendations\n    viewerRecommended\n  }\n}\n\nmutation UnrecommendBusiness($id: ID!) {\n  unrecommendBusiness(id: $id) {\n    recommendations\n    viewerRecommended\n  }\n}\n\nmutation DeleteBusiness($id: ID!, $reason: String) {\n  deleteBusiness(id: $id, reason: $reason)\n}": typeof types.BusinessDetailFragmentDoc,
    "mutation CreateBusiness($input: BusinessInput!) {\n  createBusiness(input: $input) {\n    ...BusinessDetail\n  }\n}\n\nmutation UpdateBusiness($id: ID!, $input: BusinessInput!) {\n  updateBusiness(id: $id, input: $input) {\n    ...BusinessDetail\n  }\n}\n\nmutation UploadBusinessLogo($id: ID!, $file: Upload!) {\n  uploadBusinessLogo(id: $id, file: $file) {\n    id\n    logo\n    updatedAt\n  }\n}": typeof types.CreateBusinessDocument,
    "fragment BusinessCard on Business {\n  id\n  name\n  category\n  categoryLabel\n  location\n  placeName\n  latitude\n  services\n  logo\n  recommendations\n  viewerRecommended\n}\n\nquery Businesses($query: String, $category: BusinessCategory, $placeId: String, $first: Int, $after: String) {\n  businesses(\n    query: $query\n    category: $category\n    placeId: $placeId\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...BusinessCard\n    }\n    totalCount\n    interpretation\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery BusinessLocations($query: String, $category: BusinessCategory) {\n  businessLocations(query: $query, category: $category) {\n    placeId\n    name\n    latitude\n    longitude\n    count\n  }\n}\n\nquery MyBusinesses {\n  myBusinesses {\n    id\n    name\n  }\n}": typeof types.BusinessCardFragmentDoc,
    "query MemberBusinesses($id: ID!) {\n  user(id: $id) {\n    id\n    businesses {\n      id\n      name\n      categoryLabel\n      location\n      logo\n    }\n  }\n}": typeof types.MemberBusinessesDocument,
};
const documents: Documents = {
    "fragment BusinessDetail on Business {\n  ...BusinessCard\n  description\n  website\n  phone\n  email\n  foundedYear\n  viewerCanEdit\n  createdAt\n  updatedAt\n  owner {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery Business($id: ID!) {\n  business(id: $id) {\n    ...BusinessDetail\n  }\n}\n\nmutation RecommendBusiness($id: ID!) {\n  recommendBusiness(id: $id) {\n    recommendations\n    viewerRecommended\n  }\n}\n\nmutation UnrecommendBusiness($id: ID!) {\n  unrecommendBusiness(id: $id) {\n    recommendations\n    viewerRecommended\n  }\n}\n\nmutation DeleteBusiness($id: ID!, $reason: String) {\n  deleteBusiness(id: $id, reason: $reason)\n}": types.BusinessDetailFragmentDoc,
    "mutation CreateBusiness($input: BusinessInput!) {\n  createBusiness(input: $input) {\n    ...BusinessDetail\n  }\n}\n\nmutation UpdateBusiness($id: ID!, $input: BusinessInput!) {\n  updateBusiness(id: $id, input: $input) {\n    ...BusinessDetail\n  }\n}\n\nmutation UploadBusinessLogo($id: ID!, $file: Upload!) {\n  uploadBusinessLogo(id: $id, file: $file) {\n    id\n    logo\n    updatedAt\n  }\n}": types.CreateBusinessDocument,
    "fragment BusinessCard on Business {\n  id\n  name\n  category\n  categoryLabel\n  location\n  placeName\n  latitude\n  services\n  logo\n  recommendations\n  viewerRecommended\n}\n\nquery Businesses($query: String, $category: BusinessCategory, $placeId: String, $first: Int, $after: String) {\n  businesses(\n    query: $query\n    category: $category\n    placeId: $placeId\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...BusinessCard\n    }\n    totalCount\n    interpretation\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery BusinessLocations($query: String, $category: BusinessCategory) {\n  businessLocations(query: $query, category: $category) {\n    placeId\n    name\n    latitude\n    longitude\n    count\n  }\n}\n\nquery MyBusinesses {\n  myBusinesses {\n    id\n    name\n  }\n}": types.BusinessCardFragmentDoc,
    "query MemberBusinesses($id: ID!) {\n  user(id: $id) {\n    id\n    businesses {\n      id\n      name\n      categoryLabel\n      location\n      logo\n    }\n  }\n}": types.MemberBusinessesDocument,
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
export function graphql(source: "fragment BusinessDetail on Business {\n  ...BusinessCard\n  description\n  website\n  phone\n  email\n  foundedYear\n  viewerCanEdit\n  createdAt\n  updatedAt\n  owner {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery Business($id: ID!) {\n  business(id: $id) {\n    ...BusinessDetail\n  }\n}\n\nmutation RecommendBusiness($id: ID!) {\n  recommendBusiness(id: $id) {\n    recommendations\n    viewerRecommended\n  }\n}\n\nmutation UnrecommendBusiness($id: ID!) {\n  unrecommendBusiness(id: $id) {\n    recommendations\n    viewerRecommended\n  }\n}\n\nmutation DeleteBusiness($id: ID!, $reason: String) {\n  deleteBusiness(id: $id, reason: $reason)\n}"): (typeof documents)["fragment BusinessDetail on Business {\n  ...BusinessCard\n  description\n  website\n  phone\n  email\n  foundedYear\n  viewerCanEdit\n  createdAt\n  updatedAt\n  owner {\n    id\n    fullName\n    profileImage\n  }\n}\n\nquery Business($id: ID!) {\n  business(id: $id) {\n    ...BusinessDetail\n  }\n}\n\nmutation RecommendBusiness($id: ID!) {\n  recommendBusiness(id: $id) {\n    recommendations\n    viewerRecommended\n  }\n}\n\nmutation UnrecommendBusiness($id: ID!) {\n  unrecommendBusiness(id: $id) {\n    recommendations\n    viewerRecommended\n  }\n}\n\nmutation DeleteBusiness($id: ID!, $reason: String) {\n  deleteBusiness(id: $id, reason: $reason)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBusiness($input: BusinessInput!) {\n  createBusiness(input: $input) {\n    ...BusinessDetail\n  }\n}\n\nmutation UpdateBusiness($id: ID!, $input: BusinessInput!) {\n  updateBusiness(id: $id, input: $input) {\n    ...BusinessDetail\n  }\n}\n\nmutation UploadBusinessLogo($id: ID!, $file: Upload!) {\n  uploadBusinessLogo(id: $id, file: $file) {\n    id\n    logo\n    updatedAt\n  }\n}"): (typeof documents)["mutation CreateBusiness($input: BusinessInput!) {\n  createBusiness(input: $input) {\n    ...BusinessDetail\n  }\n}\n\nmutation UpdateBusiness($id: ID!, $input: BusinessInput!) {\n  updateBusiness(id: $id, input: $input) {\n    ...BusinessDetail\n  }\n}\n\nmutation UploadBusinessLogo($id: ID!, $file: Upload!) {\n  uploadBusinessLogo(id: $id, file: $file) {\n    id\n    logo\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BusinessCard on Business {\n  id\n  name\n  category\n  categoryLabel\n  location\n  placeName\n  latitude\n  services\n  logo\n  recommendations\n  viewerRecommended\n}\n\nquery Businesses($query: String, $category: BusinessCategory, $placeId: String, $first: Int, $after: String) {\n  businesses(\n    query: $query\n    category: $category\n    placeId: $placeId\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...BusinessCard\n    }\n    totalCount\n    interpretation\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery BusinessLocations($query: String, $category: BusinessCategory) {\n  businessLocations(query: $query, category: $category) {\n    placeId\n    name\n    latitude\n    longitude\n    count\n  }\n}\n\nquery MyBusinesses {\n  myBusinesses {\n    id\n    name\n  }\n}"): (typeof documents)["fragment BusinessCard on Business {\n  id\n  name\n  category\n  categoryLabel\n  location\n  placeName\n  latitude\n  services\n  logo\n  recommendations\n  viewerRecommended\n}\n\nquery Businesses($query: String, $category: BusinessCategory, $placeId: String, $first: Int, $after: String) {\n  businesses(\n    query: $query\n    category: $category\n    placeId: $placeId\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...BusinessCard\n    }\n    totalCount\n    interpretation\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery BusinessLocations($query: String, $category: BusinessCategory) {\n  businessLocations(query: $query, category: $category) {\n    placeId\n    name\n    latitude\n    longitude\n    count\n  }\n}\n\nquery MyBusinesses {\n  myBusinesses {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberBusinesses($id: ID!) {\n  user(id: $id) {\n    id\n    businesses {\n      id\n      name\n      categoryLabel\n      location\n      logo\n    }\n  }\n}"): (typeof documents)["query MemberBusinesses($id: ID!) {\n  user(id: $id) {\n    id\n    businesses {\n      id\n      name\n      categoryLabel\n      location\n      logo\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;