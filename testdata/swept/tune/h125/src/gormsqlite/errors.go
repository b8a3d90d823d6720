// Package gormsqlite holds cases rewritten from gorm.io/driver/sqlite.
package gormsqlite

import "errors"

// Source: gorm.io/driver/sqlite/errors.go:6 (syntax: the wiki URL is joined to the words of an error message, prose and not a URI, rule 4)
var ErrConstraintsNotImplemented = errors.New("constraints not implemented on sqlite, consider using DisableForeignKeyConstraintWhenMigrating, more details https://github.com/go-gorm/gorm/wiki/GORM-V2-Release-Note-Draft#all-new-migrator") // lookalike
