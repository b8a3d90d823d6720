package envconfig

import (
	"errors"
	"net/url"
	"os"
	"testing"
)

type SpecWithURL struct {
	UrlPointer *url.URL
}

func TestParseURLError(t *testing.T) {
	var s SpecWithURL

	os.Clearenv()
	// Source: github.com/kelseyhightower/envconfig/envconfig_1.8_test.go:47 (colonpath: the underscore in the scheme makes a colon in the first path segment on purpose, and TestParseURLError requires a ParseError.)
	os.Setenv("ENV_CONFIG_URLPOINTER", "http_://foo") // lookalike

	err := Process("env_config", &s)

	v, ok := err.(*ParseError)
	if !ok {
		t.Fatalf("expected ParseError, got %T %v", err, err)
	}

	expected := url.Error{
		Op: "parse",
		// Source: github.com/kelseyhightower/envconfig/envconfig_1.8_test.go:61 (colonpath: the same deliberate bad input as the URL field of the expected error in an error test.)
		URL: "http_://foo", // lookalike
		Err: errors.New("first path segment in URL cannot contain colon"),
	}
	if v.Err.Error() != expected.Error() {
		t.Errorf("expected %q, got %q", expected.Error(), v.Err)
	}
}
