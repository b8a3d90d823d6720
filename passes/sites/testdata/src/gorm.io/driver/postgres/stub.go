// Package postgres is a stub of gorm.io/driver/postgres, with the real signatures of the
// functions and fields that urilint's sink table names.
package postgres

type Dialector interface{}

func Open(dsn string) Dialector { return nil }
