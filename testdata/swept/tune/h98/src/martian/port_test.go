package martian

import (
	"net/http"
	"net/url"
	"testing"
)

func TestPortFilterModifyRequest(t *testing.T) {
	tt := []struct {
		want bool
		url  *url.URL
		port int
	}{
		{
			// Source: github.com/google/martian/v3/port/port_filter_test.go:40 (port: the explicit default port is one row of a port-filter table that varies the port on purpose)
			url:  &url.URL{Scheme: "http", Host: "example.com:80"}, // lookalike
			port: 80,
			want: true,
		},
	}
	for i, tc := range tt {
		req, err := http.NewRequest("GET", tc.url.String(), nil)
		if err != nil {
			t.Fatalf("%d. NewRequest(): %v", i, err)
		}
		_ = req
	}
}

func TestPortModifierWithNoConfiguration(t *testing.T) {
	// Source: github.com/google/martian/v3/port/port_modifier_test.go:64 (port: the default port is input to the port modifier under test, which must leave it untouched)
	req, err := http.NewRequest("GET", "http://example.com:80", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := (&PortModifier{}).ModifyRequest(req); err != nil {
		t.Fatal(err)
	}
}

func TestPortModifierDefaultForScheme(t *testing.T) {
	// Source: github.com/google/martian/v3/port/port_modifier_test.go:82 (schemecase: the mixed-case scheme is input to the port modifier, which picks the default port from the scheme, so the case variation is what the test exercises)
	req, err := http.NewRequest("GET", "HtTp://example.com", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := (&PortModifier{defaultForScheme: true}).ModifyRequest(req); err != nil {
		t.Fatal(err)
	}
}
