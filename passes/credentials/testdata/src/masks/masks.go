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
	_    = flag.String("db2", "", "the database, as postgres://app:hunter2@db.example.com/app")
)

// A URI bound to a URL's key inside a document or a KEY=value line holds
// its password as any URI does; after white space, a word stands for one
// (rule 3). One in help text, bound to no key, is an example.
const (
	connectionJSON = `{"uri": "postgres://app:k3v91xq0@db.example.com/app", "port": 5432}` // want `password in the userinfo of "postgres://app:\*\*\*@db.example.com/app"`
	envLine        = "DATABASE_URL=postgres://app:feedpass@db.example.com/app"             // want `password in the userinfo of "postgres://app:\*\*\*@db.example.com/app"`
	exampleYAML    = "database:\n  url: postgres://app:password@db.example.com/app\n"
	sampleJSON     = `{"uri": "postgres://app:PASSWORD@db.example.com/app"}` // want `password in the userinfo`
)
