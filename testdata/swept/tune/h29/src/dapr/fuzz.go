package dapr

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// fuzzstate saves fuzzed keys in a state store and reads them back.
type fuzzstate struct {
	httpPort    int
	storeName   string
	getFuzzKeys []string
}

// HTTPPort is the daprd's HTTP port.
func (f *fuzzstate) HTTPPort() int { return f.httpPort }

func (f *fuzzstate) Run(t *testing.T, ctx context.Context) {
	httpClient := http.DefaultClient
	t.Run("get", func(t *testing.T) {
		for i := range f.getFuzzKeys {
			// Source: github.com/dapr/dapr/tests/integration/suite/daprd/state/http/fuzz.go:167 (escaper: url.QueryEscape puts the fuzzed store name and key into path segments; a space becomes "+", which a path keeps as "+")
			getURL := fmt.Sprintf("http://localhost:%d/v1.0/state/%s/%s", f.HTTPPort(), url.QueryEscape(f.storeName), url.QueryEscape(f.getFuzzKeys[i])) // defect escaper
			req, err := http.NewRequestWithContext(ctx, http.MethodGet, getURL, nil)
			if err != nil {
				t.Fatal(err)
			}
			resp, err := httpClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != http.StatusNoContent {
				t.Errorf("key: %s: status %d", f.getFuzzKeys[i], resp.StatusCode)
			}
			_ = resp.Body.Close()
		}
	})
}

// jobserrors checks the errors of the jobs API.
type jobserrors struct {
	httpPort int
}

// HTTPPort is the daprd's HTTP port.
func (e *jobserrors) HTTPPort() int { return e.httpPort }

func (e *jobserrors) Run(t *testing.T, ctx context.Context) {
	httpClient := http.DefaultClient

	// Covers apierrors.Empty() job schedule is empty
	t.Run("schedule job name is empty", func(t *testing.T) {
		// Source: github.com/dapr/dapr/tests/integration/suite/daprd/jobs/http/errors.go:118 (syntax: white space at the end of the URI, in a file that is no _test.go file, where only the value's own name may mark a fixture, README "Tests")
		endpoint := fmt.Sprintf("http://localhost:%d/v1.0-alpha1/jobs/ ", e.HTTPPort()) // defect syntax
		payload := `{"schedule": "@daily"}`

		req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(payload))
		if err != nil {
			t.Fatal(err)
		}
		resp, err := httpClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest {
			t.Fatalf("status %d", resp.StatusCode)
		}
	})
}
