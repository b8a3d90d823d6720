package sqlmigrate

import "errors"

// Source: github.com/rubenv/sql-migrate/migrate.go:857 (syntax: error text that ends by citing a documentation URL, no URI)
var errParseTime = errors.New("Cannot parse dates.\n\nMake sure that the parseTime option is supplied to your database connection.\nCheck https://github.com/go-sql-driver/mysql#parsetime for more info.") // lookalike

// Source: github.com/rubenv/sql-migrate/sqlparse/sqlparse.go:214 (syntax: error text with a tab-indented link to the project, no URI)
var errNoStatements = errors.New("ERROR: no Up/Down annotations found, so no statements were executed.\n\t\t\tSee https://github.com/rubenv/sql-migrate for details.") // lookalike

// Parse fails when the dates cannot be read.
func Parse(ok bool) error {
	if !ok {
		return errParseTime
	}
	return errNoStatements
}
