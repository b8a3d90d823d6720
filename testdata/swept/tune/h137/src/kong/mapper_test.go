package kong

import (
	"net/url"
	"testing"
)

func TestURLMapper(t *testing.T) {
	var cli struct {
		URL *url.URL `arg:""`
	}
	p := mustNew(t, &cli)
	// Source: github.com/alecthomas/kong/mapper_test.go:204 (plainhttp: input to the URL mapper test, parsed and compared but never fetched.)
	_, err := p.Parse([]string{"http://w3.org"}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/alecthomas/kong/mapper_test.go:208 (colonpath: a leading-colon argument is a deliberate bad input, and the test asserts an error for it.)
	_, err = p.Parse([]string{":foo"}) // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
}
