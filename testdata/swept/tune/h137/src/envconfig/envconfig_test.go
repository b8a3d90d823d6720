package envconfig

import (
	"net/url"
	"os"
	"testing"
)

type Specification struct {
	RequiredVar string `required:"true"`
	UrlPointer  *url.URL
}

func TestBinaryUnmarshalerError(t *testing.T) {
	var s Specification
	os.Clearenv()
	os.Setenv("ENV_CONFIG_REQUIREDVAR", "foo")
	// Source: github.com/kelseyhightower/envconfig/envconfig_test.go:737 (percent: the encoded unreserved letter in the host is a deliberate bad input, since the test requires a ParseError for it.)
	os.Setenv("ENV_CONFIG_URLPOINTER", "http://%41:8080/") // lookalike

	err := Process("env_config", &s)

	v, ok := err.(*ParseError)
	if !ok {
		t.Fatalf("expected ParseError, got %T %v", err, err)
	}
	if _, ok := v.Err.(*url.Error); !ok {
		t.Errorf("expected *url.Error, got %T", v.Err)
	}
}
