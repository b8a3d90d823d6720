package a

import (
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"testing"
)

var dbPassword = flag.String("db-password", "", "the password of the test database")

// The DSN the tests connect with is a working value: its password, from
// a flag, must be escaped as in any other code.
func testDSN() string {
	return fmt.Sprintf("postgres://app:%s@localhost/app", *dbPassword) // want `escaper: \*dbPassword, a password, is written into the userinfo`
}

func search(t *testing.T, term string) {
	http.Get("https://api.example.com/search?q=" + url.PathEscape(term)) // want `url.PathEscape in a query value`
	// An expected value, written as the code under test writes it.
	want := "https://api.example.com/files/" + url.QueryEscape(term)
	_ = want
}

// The database the tests connect with, whose password the environment
// gives: QueryEscape's "+" for a space stays a "+" in a userinfo.
func databaseURL() string {
	return fmt.Sprintf("postgres://postgres:%s@localhost:5432/app", url.QueryEscape(os.Getenv("PGPASSWORD"))) // want `url.QueryEscape in the userinfo`
}

// The expected query of the code under test, written as it writes it.
func expectedTokens(name string) string {
	params := url.Values{}
	params.Add("name", url.PathEscape(name))
	return params.Encode()
}

// What an encoder writes is no test's choice: the expected value holds
// what the code under test writes, raw as there.
func TestAuthURL(t *testing.T) {
	got := authURL("user")
	response := authResponse("user", "salt")
	if want := "https://rtmp.example.com/app?response=" + response; got != want { // want `escaper: text in the standard base64 alphabet is written into a query value`
		t.Error(got)
	}
}
