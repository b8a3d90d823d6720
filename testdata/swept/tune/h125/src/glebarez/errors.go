// Package glebarez holds cases rewritten from github.com/glebarez/sqlite.
package glebarez

import "errors"

// Source: github.com/glebarez/sqlite/errors.go:6 (syntax: the wiki URL is joined to the words of an error message, prose and not a URI, rule 4)
var ErrConstraintsNotImplemented = errors.New("constraints not implemented on sqlite, consider using DisableForeignKeyConstraintWhenMigrating, more details https://github.com/go-gorm/gorm/wiki/GORM-V2-Release-Note-Draft#all-new-migrator") // lookalike
