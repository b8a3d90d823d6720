package masks

import (
	"database/sql"
	"net/url"
)

// Examples are documentation: a word where a password goes is a
// placeholder there, a password is not.
func dsnString() string {
	u := &url.URL{Scheme: "hdb", User: url.UserPassword("user", "password"), Host: "db.example.com:39013"}
	return u.String()
}

func Example_dsn() {
	db, _ := sql.Open("hdb", dsnString())
	_, _ = url.Parse("hdb://user:password@db.example.com:39013")
	_, _ = url.Parse("hdb://user:s3cr3t@db.example.com:39013") // want `password in the userinfo`
	_ = db
}
