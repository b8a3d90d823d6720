package a

import (
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
)

const adminPassword = "c0nst-pw"

// Invalid.

var apiURL = "https://deploy:hunter2@api.example.com/v1" // want `credentials: password in the userinfo of "https://deploy:\*\*\*@api.example.com/v1" \(RFC 3986 §3.2.1, §7.5\)`

func invalid(user, host, port string) {
	http.Get("https://user:s3cret@example.com/")                               // want `credentials: password in the userinfo of "https://user:\*\*\*@example.com/" \(RFC 3986 §3.2.1, §7.5\)`
	sql.Open("pgx", "postgres://app:db-pw@db.example.com/app?sslmode=disable") // want `password in the userinfo of "postgres://app:\*\*\*@db.example.com/app\?sslmode=disable"`
	url.Parse("amqp://guest:guest-pw@rabbit.example.com:5672/vhost")           // want `password in the userinfo of "amqp://guest:\*\*\*@rabbit.example.com:5672/vhost"`
	http.Get("https://user:\x73ekrit@example.com/")                            // want `password in the userinfo of "https://user:\*\*\*@example.com/"`
	http.Get(fmt.Sprintf("postgres://%s:fmt-pw@%s/db", user, host))            // want `password in the userinfo of "postgres://…:\*\*\*@…/db"`
	http.Get("postgres://app:concat-pw@" + host + ":" + port + "/db")          // want `password in the userinfo of "postgres://app:\*\*\*@…:…/db"`
	url.UserPassword("admin", "pa55word")                                      // want `credentials: password in the userinfo made by net/url.UserPassword \(RFC 3986 §3.2.1, §7.5\)`
	url.UserPassword("admin", adminPassword)                                   // want `password in the userinfo made by net/url.UserPassword`
	url.UserPassword(
		"admin", "multi-pw", // want `password in the userinfo made by net/url.UserPassword`
	)
	url.UserPassword("admin" /* why */, "commented-pw") // want `password in the userinfo made by net/url.UserPassword`
	http.Get("http://www.bank.example@evil.example/")   // want `credentials: user name "www.bank.example" of "http://www.bank.example@evil.example/" looks like a host name, but the host is after the "@": a deceptive URI \(RFC 3986 §7.6\)`
	url.Parse("https://google.com@phish.example/login") // want `user name "google.com" of "https://google.com@phish.example/login" looks like a host name`
	url.Parse("ftp://10.0.0.1@evil.example/x")          // want `user name "10.0.0.1" of "ftp://10.0.0.1@evil.example/x" looks like an IP address`
	url.Parse("http://PayPal.COM:pp-pw@evil.example/")  // want `password in the userinfo of "http://PayPal.COM:\*\*\*@evil.example/"` `user name "PayPal.COM" of "http://PayPal.COM:\*\*\*@evil.example/" looks like a host name`
}

// A MySQL DSN behind a scheme, as gobuffalo/pop reads it: what follows
// the userinfo is no URI, but the userinfo still holds a password.
var popMySQL = "mysql://root:pop-pw@tcp(localhost:3306)/app?parseTime=true" // want `password in the userinfo of "mysql://root:\*\*\*@tcp\(localhost:3306\)/app\?parseTime=true"`

// A format still to be filled: the password is written out before it.
const pgHostFormat = "%s:5432/app?sslmode=disable"

func dsnFormat() string {
	return "postgres://app:s3cret@" + pgHostFormat // want `password in the userinfo of "postgres://app:\*\*\*@%s:5432/app\?sslmode=disable"`
}

// A format whose verb fills the password is a placeholder.
const pgPasswordFormat = "postgres://app:%s@db.example.com/app"

// Valid.

func valid(user, pass, host string) {
	http.Get("https://user:@example.com/")                  // an empty password
	url.Parse("ssh://git@github.com/org/repo.git")          // no password
	url.Parse("https://abc123def456@o0.ingest.sentry.io/1") // a Sentry DSN: a public key
	http.Get("http://first.last@example.com/")              // a dotted user name
	http.Get("http://user.name@example.com/")               //
	http.Get("https://www@example.com/")                    // one label
	http.Get("http://1.2.3@example.com/")                   // not an address
	http.Get("http://my_host.com@example.com/")             // not a DNS label
	http.Get("https://example.com/login?user=a&password=b") // not a userinfo
	http.Get(fmt.Sprintf("postgres://%s:%s@%s/db", user, pass, host))
	http.Get("postgres://app:" + pass + "@db.example.com/")  // the password is unknown
	http.Get("https://" + user + "@example.com/")            // the userinfo is unknown
	http.Get("https://www.example" + host + "@example.com/") // the user name is partly unknown
	url.Parse("sip:alice:secret@example.com")                // no authority
	url.UserPassword("admin", "")                            // an empty password
	url.User("admin")
}

// A URI whose every part names what goes there is a template.
func templates(uri string) bool {
	return uri == "postgres://user:password@host/database?sslmode=disable"
}

var configured = "postgres://user:password@db.example.com/database" // want `password in the userinfo`

// A constant used only as a format holds its password too.
const harnessDSN = "postgres://postgres:fmtc-pw@localhost:6432/%s?sslmode=disable" // want `password in the userinfo of "postgres://postgres:\*\*\*@localhost:6432/…\?sslmode=disable"`

func harnessDatabase(name string) string { return fmt.Sprintf(harnessDSN, name) }
