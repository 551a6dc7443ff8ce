export * from './messages.js';
export * from './format.js';
export * from './fields.js';
export * from './schemas.js';
export * from './entities.js';
export * from './sanitize.js';
export * from './images.js';
export * from './env.js';
