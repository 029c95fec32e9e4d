import { BUSINESS_LIMITS as L, SEARCH_LIMITS } from "#common/limits";
import { restRoute, type RestInput, type RestRoute } from "../../http/rest-route.js";
import { rest as params, type RestParam, type RestParams } from "../../http/rest-params.js";
import { multipartFile } from "../../http/rest-multipart.js";
import { PROFILE_PHOTO_FILE } from "../users/upload.js";
import { CATEGORY_LIST, categoryFromText, type BusinessCategoryName } from "./business-category.js";

/** A business as GraphQL aliases (the documented snake_case shape; `toJson` finishes it). */
const BUSINESS_FIELDS = `id name category category_label: categoryLabel description services
  location place_name: placeName latitude longitude website phone email
  founded_year: foundedYear logo owner { id full_name: fullName }
  recommendations viewer_recommended: viewerRecommended viewer_can_edit: viewerCanEdit
  created_at: createdAt updated_at: updatedAt`;

type Raw = Record<string, unknown> & { category_label: string };

/** REST speaks the category's label ("Tool Room and Dies"). */
const toJson = ({ category_label, ...rest }: Raw) => ({
  ...rest,
  category: category_label,
});

/**
 * A category: its label in any case, or its GraphQL name (text, read here); anything else is 400
 * listing the categories.
 */
const category = (
  options: { required?: boolean } = {},
): RestParam<BusinessCategoryName | null> => ({
  kind: "text",
  expects: `one of ${CATEGORY_LIST}`,
  required: options.required ?? false,
  read: (value) => {
    const found = typeof value === "string" ? categoryFromText(value) : null;
    return found ? { value: found } : undefined;
  },
  fallback: null,
});

/** The documented body of POST and PUT (PUT replaces every field). */
const BUSINESS_BODY = {
  name: params.text({ fallback: "" }),
  category: category({ required: true }),
  description: params.text({ fallback: "" }),
  services: params.texts(),
  location: params.text({ fallback: "" }),
  website: params.text(),
  phone: params.text(),
  email: params.text(),
  founded_year: params.int({}),
};

/** The documented body -> BusinessInput; absent required text is "" so validation explains. */
const input = ({ body }: RestInput<RestParams, typeof BUSINESS_BODY>) => ({
  name: body.name,
  category: body.category,
  description: body.description,
  services: body.services ?? [],
  location: body.location,
  website: body.website ?? null,
  phone: body.phone ?? null,
  email: body.email ?? null,
  foundedYear: body.founded_year ?? null,
});

const RECOMMENDATION = `recommendations viewer_recommended: viewerRecommended`;

export const businessRoutes: RestRoute[] = [
  restRoute({
    method: "get",
    path: "/businesses",
    query: {
      q: params.text({ max: SEARCH_LIMITS.query }),
      category: category(),
      place_id: params.text({ max: 100 }),
      first: params.int({ min: 1, max: L.maxPageSize }),
      after: params.text({ max: 1024 }),
    },
    document: `query Businesses($query: String, $category: BusinessCategory, $placeId: String,
      $first: Int, $after: String) {
      businesses(query: $query, category: $category, placeId: $placeId, first: $first, after: $after) {
        nodes { ${BUSINESS_FIELDS} } total_count: totalCount interpretation
        pageInfo { end_cursor: endCursor has_next_page: hasNextPage } } }`,
    variables: ({ query }) => ({
      query: query.q?.trim() || null,
      category: query.category ?? null,
      placeId: query.place_id?.trim() || null,
      first: query.first ?? null,
      after: query.after ?? null,
    }),
    result: (data) => {
      const page = data.businesses as {
        nodes: Raw[];
        total_count: number;
        interpretation: string | null;
        pageInfo: { end_cursor: string | null; has_next_page: boolean };
      };
      return {
        items: page.nodes.map(toJson),
        total_count: page.total_count,
        interpretation: page.interpretation,
        end_cursor: page.pageInfo.end_cursor,
        has_next_page: page.pageInfo.has_next_page,
      };
    },
  }),
  restRoute({
    method: "post",
    path: "/businesses",
    status: 201,
    body: BUSINESS_BODY,
    document: `mutation CreateBusiness($input: BusinessInput!) {
      createBusiness(input: $input) { ${BUSINESS_FIELDS} } }`,
    variables: (req) => ({ input: input(req) }),
    result: (data) => toJson(data.createBusiness as Raw),
  }),
  {
    method: "get",
    path: "/businesses/:id",
    document: `query Business($id: ID!) { business(id: $id) { ${BUSINESS_FIELDS} } }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => toJson(data.business as Raw),
  },
  restRoute({
    method: "put",
    path: "/businesses/:id",
    body: BUSINESS_BODY,
    document: `mutation UpdateBusiness($id: ID!, $input: BusinessInput!) {
      updateBusiness(id: $id, input: $input) { ${BUSINESS_FIELDS} } }`,
    variables: (req) => ({ id: req.path.id, input: input(req) }),
    result: (data) => toJson(data.updateBusiness as Raw),
  }),
  restRoute({
    method: "delete",
    path: "/businesses/:id",
    // An admin's reason for removing someone else's business: in the body, else `?reason=`.
    query: { reason: params.text({ max: L.removalReason * 2 }) },
    body: { reason: params.text({ max: L.removalReason * 2 }) },
    document: `mutation DeleteBusiness($id: ID!, $reason: String) {
      deleteBusiness(id: $id, reason: $reason) }`,
    variables: ({ path, query, body }) => ({
      id: path.id,
      reason: body.reason ?? query.reason ?? null,
    }),
    result: (data) => ({ id: data.deleteBusiness, message: "Business deleted" }),
  }),
  {
    method: "post",
    path: "/businesses/:id/recommend",
    document: `mutation RecommendBusiness($id: ID!) { recommendBusiness(id: $id) { ${RECOMMENDATION} } }`,
    variables: ({ path }) => ({ id: path.id }),
  },
  {
    method: "delete",
    path: "/businesses/:id/recommend",
    document: `mutation UnrecommendBusiness($id: ID!) { unrecommendBusiness(id: $id) { ${RECOMMENDATION} } }`,
    variables: ({ path }) => ({ id: path.id }),
  },
  restRoute({
    // multipart/form-data with the image in the field `file`.
    method: "post",
    path: "/businesses/:id/logo",
    signedIn: true,
    before: [multipartFile("file", PROFILE_PHOTO_FILE)],
    body: { file: params.file() },
    document: `mutation UploadBusinessLogo($id: ID!, $file: Upload!) {
      uploadBusinessLogo(id: $id, file: $file) { ${BUSINESS_FIELDS} } }`,
    variables: ({ path, body }) => ({ id: path.id, file: body.file }),
    result: (data) => toJson(data.uploadBusinessLogo as Raw),
  }),
];
