package ent

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"testing"
)

func TestConfigBuild(t *testing.T) {
	tests := []struct {
		name    string
		cfg     Config
		wantErr bool
	}{
		{
			name: "HTTP",
			cfg: Config{Endpoint: Endpoint{URL: func() *url.URL {
				// Source: entgo.io/ent/dialect/gremlin/config_test.go:49 (plainhttp: the host is a single-label docker service name, not a public Internet host.)
				u, _ := url.Parse("http://gremlin-server/gremlin") // lookalike
				return u
			}()}},
		},
		{
			name: "NoScheme",
			// Source: entgo.io/ent/dialect/gremlin/config_test.go:59 (sink: an empty endpoint URL in a row named NoScheme that the test expects Build to reject with wantErr.)
			cfg:     Config{Endpoint: Endpoint{URL: &url.URL{}}}, // lookalike
			wantErr: true,
		},
		{
			name: "BadScheme",
			// Source: entgo.io/ent/dialect/gremlin/config_test.go:68 (sink: a scheme the client cannot use, in a row named BadScheme that expects an error.)
			cfg:     Config{Endpoint: Endpoint{URL: &url.URL{Scheme: "bad"}}}, // lookalike
			wantErr: true,
		},
		{
			name: "WithOptions",
			cfg: Config{Endpoint: Endpoint{URL: func() *url.URL {
				// Source: entgo.io/ent/dialect/gremlin/config_test.go:80 (plainhttp: the host is a single-label docker service name, not a public Internet host.)
				u, _ := url.Parse("http://gremlin-server/gremlin") // lookalike
				return u
			}()}, DisableExpansion: true},
		},
		{
			name: "NoExpansion",
			// Source: entgo.io/ent/dialect/gremlin/config_test.go:92 (sink: a scheme the client cannot use, in a row the test expects Build to reject with wantErr.)
			cfg:     Config{Endpoint: Endpoint{URL: &url.URL{Scheme: "bad"}}, DisableExpansion: true}, // lookalike
			wantErr: true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.cfg.Build(nil)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tc.wantErr)
			}
		})
	}
}

type noopTransport struct{}

func (noopTransport) RoundTrip(*http.Request) (*http.Response, error) {
	return nil, errors.New("noop")
}

func TestBuildWithHTTPClient(t *testing.T) {
	// Source: entgo.io/ent/dialect/gremlin/config_test.go:131 (plainhttp: a docker service name with the gremlin port, not a public host, and the transport is a mock that never sends.)
	u, err := url.Parse("http://gremlin-server:8182/gremlin") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	c, err := Config{Endpoint: Endpoint{u}}.Build(&http.Client{Transport: noopTransport{}})
	if err != nil {
		t.Fatal(err)
	}
	_ = c.Do(context.Background(), "g.V()")
}

func TestExpandOrdering(t *testing.T) {
	var cfg Config
	// Source: entgo.io/ent/dialect/gremlin/config_test.go:142 (plainhttp: the host is a single-label docker service name, not a public Internet host.)
	cfg.Endpoint.URL, _ = url.Parse("http://gremlin-server/gremlin") // lookalike
	if _, err := cfg.Build(&http.Client{Transport: noopTransport{}}); err != nil {
		t.Fatal(err)
	}
}
