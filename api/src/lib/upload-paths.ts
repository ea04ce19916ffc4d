// Where pictures are served (decisions 011 and 031): what the upload routes, the areas that check a picture's address
// and the seed that draws pictures agree on.

/** The public path every uploaded or seeded picture is under. */
export const UPLOADS_PREFIX = '/uploads/';
/** Seed pictures live in UPLOADS_DIR/seed/ and are served as /uploads/seed/<name>.svg. */
export const SEED_PICTURE_DIR = 'seed';
