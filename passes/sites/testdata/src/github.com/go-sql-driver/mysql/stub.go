// Package mysql is a stub of github.com/go-sql-driver/mysql, with the real signatures of the
// functions and fields that urilint's sink table names.
package mysql

type Config struct {
	User   string
	Passwd string
	Net    string
	Addr   string
	DBName string
}
