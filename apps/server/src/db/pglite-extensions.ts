import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the embedded database is opened with, by the server and by the backup tools alike. */
export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };
