// The option type is what the other types link to, so its schema holds only its own fields: the
// list of its categories and its side of each relation are the linking types', added here at
// register, before Strapi builds its tables. The categories are the contract's (each type's
// `optionCategory`): the Strapi panel offers them as a choice. Each relation's other side is the
// linking attribute's `inversedBy` (a product's `category` → the option's `products`). Neither
// changes a table: an enumeration is a string column, and the inverse of a relation is read
// through the linking side's join table.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPES, OPTION_CATEGORIES } from '@desa/contract';
import { RESOURCES } from './resources';

type Attribute = { type: string; required?: boolean; relation?: string; target?: string; inversedBy?: string; mappedBy?: string; enum?: string[] };

const INVERSE: Record<string, string> = { manyToOne: 'oneToMany', manyToMany: 'manyToMany', oneToOne: 'oneToOne' };

export function declareOptionLinks(strapi: Core.Strapi) {
  const option = strapi.contentType(CONTENT_TYPES.setting.uid).attributes as Record<string, Attribute>;
  option.category = { type: 'enumeration', enum: [...OPTION_CATEGORIES], required: true };
  for (const resource of Object.values(RESOURCES)) {
    if (!resource.relation) continue;
    const linking = (strapi.contentType(resource.uid).attributes as Record<string, Attribute>)[resource.relation.attribute];
    const inverse = linking?.inversedBy;
    if (!inverse || !linking.relation || !INVERSE[linking.relation]) {
      throw new Error(
        `${resource.uid}.${resource.relation.attribute} must be a relation to ${CONTENT_TYPES.setting.uid} with an inversedBy (see cms/src/content/option-links.ts).`
      );
    }
    option[inverse] ??= { type: 'relation', relation: INVERSE[linking.relation], target: resource.uid, mappedBy: resource.relation.attribute };
  }
}
