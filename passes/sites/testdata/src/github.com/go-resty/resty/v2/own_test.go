package resty

import "testing"

// The package that defines a sink uses it in its own tests: the table
// holds there too, and what the tests give it are edge cases to try, as
// for a parser under test: fixtures.
func TestOwnSink(t *testing.T) {
	c := &Client{}
	c.SetBaseURL("https://own.example.com/") // want `fixture absolute-URI \(\*github.com/go-resty/resty/v2.Client\).SetBaseURL "https://own.example.com/"`
}
