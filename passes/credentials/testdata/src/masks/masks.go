// Package masks holds passwords that are masks and placeholders: no
// secret is in them.
package masks

import (
	"flag"
	"net/url"
)

var (
	_, _ = url.Parse("postgres://app:****@db.example.com/app")
	_, _ = url.Parse("postgres://app:xxxxx@db.example.com/app")
	_, _ = url.Parse("postgres://app:<password>@db.example.com/app")
	_, _ = url.Parse("postgres://app:${DB_PASSWORD}@db.example.com/app")
	_, _ = url.Parse("postgres://app:{{.Password}}@db.example.com/app")
	_, _ = url.Parse("postgres://app:$DB_PASSWORD@db.example.com/app")
	_    = url.UserPassword("xxxxx", "xxxxx")
	_    = url.UserPassword("app", "****")
	_    = flag.String("db", "", "the database, as postgres://user:password@host/db")
	_, _ = url.Parse("postgres://app:password@db.example.com/app") // want `password in the userinfo`
	_, _ = url.Parse("postgres://app:hunter2@db.example.com/app")  // want `password in the userinfo`
)
