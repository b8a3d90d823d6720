package jet

// Postgres test database connection parameters
const (
	PgHost     = "localhost"
	PgPort     = 50901
	PgUser     = "jet"
	PgPassword = "jet"
	PgDBName   = "jetdb"
)
