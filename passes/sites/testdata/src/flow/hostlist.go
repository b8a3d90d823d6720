package flow

import (
	"database/sql"
	"net/url"
)

func hostLists() {
	// One site per host of a list, which the drivers take but RFC 3986 does not.
	sql.Open("postgres", "postgres://u@h1:5432,h2:5433/db") // want `absolute-URI database/sql.Open "postgres://u@h1:5432/db"` `absolute-URI database/sql.Open "postgres://u@h2:5433/db"`
	url.Parse("http://a,b/")                                // want `URI-reference net/url.Parse "http://a,b/"`

	// Windows paths given to a parser are not URIs.
	url.Parse(`C:\Users\x`)
	url.Parse("c:/temp/x")
}
